import { MapPin, Pencil, Quote, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { useDeleteReview } from '../api/delete-review'
import type { AdminReview } from '../api/get-admin-reviews'
import { useUpdateReview } from '../api/update-review'
import { ReviewEditForm } from './review-edit-form'

/** One review: guest, text, the active toggle, edit in place and delete. */
export function ReviewItem({ review }: { review: AdminReview }) {
  const [isEditing, setIsEditing] = useState(false)
  const updateReview = useUpdateReview()
  const deleteReview = useDeleteReview()
  const switchId = useId()

  const handleToggle = (isActive: boolean) =>
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: { is_active: isActive } },
      {
        onSuccess: () => toast.success('Review updated successfully'),
        onError: () => toast.error('Error', { description: 'Failed to update review' }),
      },
    )

  const handleDelete = () => {
    if (!window.confirm('Are you sure you want to delete this review?')) return
    deleteReview.mutate(
      { id: review.id, villaId: review.villa_id },
      {
        onSuccess: () => toast.success('Review deleted successfully'),
        onError: () => toast.error('Error', { description: 'Failed to delete review' }),
      },
    )
  }

  return (
    <Card
      role="group"
      aria-label={`Review by ${review.guest_name}`}
      className={review.is_active ? 'p-5' : 'border-dashed bg-card/60 p-5'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          #{review.display_order}
        </span>
        <Badge variant={review.is_active ? 'default' : 'secondary'}>
          {review.is_active ? 'Active' : 'Inactive'}
        </Badge>
        <div className="ml-auto flex items-center gap-2">
          <Switch
            id={switchId}
            checked={review.is_active}
            disabled={updateReview.isPending}
            onCheckedChange={handleToggle}
          />
          <Label htmlFor={switchId} className="text-sm font-normal">
            Active
          </Label>
        </div>
      </div>
      {isEditing ? (
        <ReviewEditForm review={review} onDone={() => setIsEditing(false)} />
      ) : (
        <>
          <blockquote className="mt-3 flex gap-2 text-sm leading-relaxed">
            <Quote className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <p className="whitespace-pre-line">{review.review_text}</p>
          </blockquote>
          <p className="mt-3 text-sm font-semibold text-navy">{review.guest_name}</p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3" aria-hidden="true" /> {review.guest_location}
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={deleteReview.isPending}
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
