import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import * as m from '@/paraglide/messages'

interface OfferItemRowProps {
  /** Names the row and its buttons for screen readers. */
  name: string
  title: ReactNode
  badges: string[]
  /** A line shown to guests (a charge's description). */
  detail?: ReactNode
  sentence: string
  isActive: boolean
  onEdit: () => void
  onDelete: () => void
}

/** One fee, extra or discount: what it is, its rule in plain words, edit and remove. */
export function OfferItemRow({
  name,
  title,
  badges,
  detail,
  sentence,
  isActive,
  onEdit,
  onDelete,
}: OfferItemRowProps) {
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-navy">
          {title}
          {badges.map((badge) => (
            <Badge key={badge} variant="secondary">
              {badge}
            </Badge>
          ))}
          {!isActive && <Badge variant="outline">{m.admin_offer_row_off()}</Badge>}
        </p>
        {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
        <p className="text-sm text-navy">{sentence}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={m.admin_offer_row_edit_named({ name })}
        >
          <Pencil aria-hidden="true" /> {m.admin_offer_row_edit()}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={m.admin_offer_row_remove_named({ name })}
        >
          <Trash2 aria-hidden="true" /> {m.admin_offer_row_remove()}
        </Button>
      </div>
    </li>
  )
}
