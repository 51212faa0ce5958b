import { Pencil, Trash2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import * as m from '@/paraglide/messages'

interface ManagedItemCardProps {
  /** The card's accessible name, e.g. "FAQ: {question}". */
  label: string
  displayOrder: number
  isActive: boolean
  isToggling: boolean
  isDeleting: boolean
  /** The question of the confirmation dialog asked before onDelete runs. */
  deleteConfirmation: string
  /** The confirm button's words, e.g. "Delete FAQ". */
  deleteLabel?: string
  onToggle: (isActive: boolean) => void
  onDelete: () => void
  /** The inline edit form; call onDone to leave edit mode. */
  renderEditForm: (onDone: () => void) => ReactNode
  /** The item's content, shown when not editing. */
  children: ReactNode
}

/** The chrome of an ordered FAQ or review: order, active toggle, edit in place and delete. */
export function ManagedItemCard({
  label,
  displayOrder,
  isActive,
  isToggling,
  isDeleting,
  deleteConfirmation,
  deleteLabel,
  onToggle,
  onDelete,
  renderEditForm,
  children,
}: ManagedItemCardProps) {
  const [isEditing, setIsEditing] = useState(false)
  const [isConfirming, setIsConfirming] = useState(false)
  const switchId = useId()

  const handleConfirmedDelete = () => {
    setIsConfirming(false)
    onDelete()
  }

  return (
    <Card
      role="group"
      aria-label={label}
      className={isActive ? 'p-5' : 'border-dashed bg-card/60 p-5'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          #{displayOrder}
        </span>
        <Badge variant={isActive ? 'default' : 'secondary'}>
          {isActive ? m.admin_ui_active() : m.admin_ui_inactive()}
        </Badge>
        <div className="ml-auto flex items-center gap-2">
          <Switch
            id={switchId}
            checked={isActive}
            disabled={isToggling}
            onCheckedChange={onToggle}
          />
          <Label htmlFor={switchId} className="text-sm font-normal">
            {m.admin_ui_active()}
          </Label>
        </div>
      </div>
      {isEditing ? (
        renderEditForm(() => setIsEditing(false))
      ) : (
        <>
          {children}
          <div className="mt-4 flex flex-wrap justify-end gap-2 border-t pt-4">
            <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" /> {m.admin_ui_edit()}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={isDeleting}
              onClick={() => setIsConfirming(true)}
            >
              <Trash2 aria-hidden="true" /> {m.admin_ui_delete()}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={deleteConfirmation}
        description={
          <>
            <span className="block font-medium text-foreground">{label}</span>
            {m.admin_ui_delete_cannot_undo()}
          </>
        }
        confirmLabel={deleteLabel ?? m.admin_ui_delete()}
        onConfirm={handleConfirmedDelete}
      />
    </Card>
  )
}
