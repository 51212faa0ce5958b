import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { useDeleteDiscount } from '../api/save-discount'
import { formatPercent } from '../lib/amounts'
import {
  discountKinds,
  discountsRule,
  discountSentence,
  type VillaDiscount,
} from '../lib/discounts'
import { DiscountFormDialog } from './discount-form-dialog'
import { OfferItemRow } from './offer-item-row'

const kindLabel = (discount: VillaDiscount) =>
  discountKinds().find((kind) => kind.value === discount.kind)?.label ?? discount.kind

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
      onSuccess: () => toast.success(m.admin_offer_discount_removed()),
      onSettled: () => setDeleting(null),
    })

  return (
    <div className="space-y-3">
      <p className="text-xs text-muted-foreground">
        {m.admin_offer_discounts_help()} {discountsRule()}
      </p>
      {discounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.admin_offer_no_discounts()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.admin_offer_discounts_list()}>
          {discounts.map((discount) => {
            const name = m.admin_offer_discount_name({
              kind: kindLabel(discount),
              percent: formatPercent(discount.percent),
              threshold: discount.threshold,
            })
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
        <Plus aria-hidden="true" /> {m.admin_offer_add_a_discount()}
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
        title={m.admin_offer_discount_remove_title()}
        description={
          deleting
            ? m.admin_offer_discount_remove_description({
                sentence: discountSentence({ ...deleting, is_active: true }),
              })
            : undefined
        }
        confirmLabel={m.admin_offer_remove_discount()}
        pendingLabel={m.admin_offer_removing()}
        isPending={deleteDiscount.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
      />
    </div>
  )
}
