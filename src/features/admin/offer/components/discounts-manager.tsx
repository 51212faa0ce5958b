import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useDeleteDiscount } from '../api/save-discount'
import { formatPercent } from '../lib/amounts'
import {
  DISCOUNT_KINDS,
  DISCOUNTS_RULE,
  discountSentence,
  type VillaDiscount,
} from '../lib/discounts'
import { DiscountFormDialog } from './discount-form-dialog'
import { OfferItemRow } from './offer-item-row'

const kindLabel = (discount: VillaDiscount) =>
  DISCOUNT_KINDS.find((kind) => kind.value === discount.kind)?.label ?? discount.kind

/** Length-of-stay, early-bird and last-minute discounts, each in plain words. */
export function DiscountsManager({
  villaId,
  discounts,
}: {
  villaId: string
  discounts: readonly VillaDiscount[]
}) {
  const deleteDiscount = useDeleteDiscount()
  const [editing, setEditing] = useState<{ discount: VillaDiscount | null } | null>(null)
  const [deleting, setDeleting] = useState<VillaDiscount | null>(null)

  const handleDelete = (discount: VillaDiscount) =>
    deleteDiscount.mutate(discount.id, {
      onSuccess: () => toast.success('Discount removed'),
      onSettled: () => setDeleting(null),
    })

  return (
    <div className="space-y-3">
      <p className="text-xs text-muted-foreground">
        A percentage off the nights’ price. {DISCOUNTS_RULE}
      </p>
      {discounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No discounts.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Discounts">
          {discounts.map((discount) => {
            const name = `${kindLabel(discount)} ${formatPercent(discount.percent)} from ${discount.threshold}`
            return (
              <OfferItemRow
                key={discount.id}
                name={name}
                title={`${kindLabel(discount)} · ${formatPercent(discount.percent)}`}
                badges={[]}
                sentence={discountSentence(discount)}
                isActive={discount.is_active}
                onEdit={() => setEditing({ discount })}
                onDelete={() => setDeleting(discount)}
              />
            )
          })}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setEditing({ discount: null })}
      >
        <Plus aria-hidden="true" /> Add a discount
      </Button>
      {editing && (
        <DiscountFormDialog
          key={editing.discount?.id ?? 'new'}
          villaId={villaId}
          discount={editing.discount}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remove this discount?"
        description={
          deleting
            ? `${discountSentence({ ...deleting, is_active: true })} New quotes no longer apply it.`
            : undefined
        }
        confirmLabel="Remove discount"
        pendingLabel="Removing..."
        isPending={deleteDiscount.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
      />
    </div>
  )
}
