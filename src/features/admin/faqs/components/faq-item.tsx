import { Pencil, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useDeleteFaq } from '../api/delete-faq'
import type { AdminFaq } from '../api/get-admin-faqs'
import { useUpdateFaq } from '../api/update-faq'
import { FaqEditForm } from './faq-edit-form'

/** One FAQ: its text, the active toggle, edit in place and delete. */
export function FaqItem({ faq }: { faq: AdminFaq }) {
  const [isEditing, setIsEditing] = useState(false)
  const updateFaq = useUpdateFaq()
  const deleteFaq = useDeleteFaq()
  const switchId = useId()

  const handleToggle = (isActive: boolean) =>
    updateFaq.mutate(
      { id: faq.id, villaId: faq.villa_id, changes: { is_active: isActive } },
      {
        onSuccess: () => toast.success('FAQ updated successfully'),
        onError: () => toast.error('Error', { description: 'Failed to update FAQ' }),
      },
    )

  const handleDelete = () => {
    if (!window.confirm('Are you sure you want to delete this FAQ?')) return
    deleteFaq.mutate(
      { id: faq.id, villaId: faq.villa_id },
      {
        onSuccess: () => toast.success('FAQ deleted successfully'),
        onError: () => toast.error('Error', { description: 'Failed to delete FAQ' }),
      },
    )
  }

  return (
    <Card
      role="group"
      aria-label={`FAQ: ${faq.question}`}
      className={faq.is_active ? 'p-5' : 'border-dashed bg-card/60 p-5'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          #{faq.display_order}
        </span>
        <Badge variant={faq.is_active ? 'default' : 'secondary'}>
          {faq.is_active ? 'Active' : 'Inactive'}
        </Badge>
        <div className="ml-auto flex items-center gap-2">
          <Switch
            id={switchId}
            checked={faq.is_active}
            disabled={updateFaq.isPending}
            onCheckedChange={handleToggle}
          />
          <Label htmlFor={switchId} className="text-sm font-normal">
            Active
          </Label>
        </div>
      </div>
      {isEditing ? (
        <FaqEditForm faq={faq} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <h3 className="mt-3 font-sans text-base font-semibold text-navy">{faq.question}</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-muted-foreground">{faq.answer}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={deleteFaq.isPending}
              onClick={handleDelete}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </div>
        </>
      )}
    </Card>
  )
}
