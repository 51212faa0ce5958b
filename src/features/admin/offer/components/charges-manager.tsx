import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import type { VillaSeason } from '../api/get-villa-offer'
import { useDeleteCharge } from '../api/save-charge'
import { chargeSentence, type VillaCharge } from '../lib/charges'
import { ChargeFormDialog } from './charge-form-dialog'
import { OfferItemRow } from './offer-item-row'

interface ChargesManagerProps {
  villaId: string
  charges: readonly VillaCharge[]
  seasons: readonly VillaSeason[]
}

type Editing = { charge: VillaCharge | null; kind: 'fee' | 'extra' } | null

/** Fees every stay pays and extras a guest may tick, each with its rule in plain words. */
export function ChargesManager({ villaId, charges, seasons }: ChargesManagerProps) {
  const deleteCharge = useDeleteCharge()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<VillaCharge | null>(null)
  const seasonOf = (charge: VillaCharge) => seasons.find((season) => season.id === charge.season_id)
  const nextOrder = Math.max(0, ...charges.map((charge) => charge.display_order)) + 1

  const handleDelete = (charge: VillaCharge) =>
    deleteCharge.mutate(charge.id, {
      onSuccess: () => toast.success(`${charge.is_optional ? 'Extra' : 'Fee'} removed`),
      onSettled: () => setDeleting(null),
    })

  return (
    <div className="space-y-3">
      <p className="text-xs text-muted-foreground">
        Fees are added to every stay’s price; guests tick the extras they want. A fee or an extra
        tied to a season is for stays arriving in it, and replaces the villa-wide one of the same
        name.
      </p>
      {charges.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No fees or extras: the price is the nights only.
        </p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Fees and extras">
          {charges.map((charge) => {
            const season = seasonOf(charge)
            return (
              <OfferItemRow
                key={charge.id}
                name={charge.name}
                title={charge.name}
                detail={charge.description}
                badges={[
                  charge.is_optional ? 'Optional extra' : 'Fee',
                  ...(season ? [season.season_name] : []),
                ]}
                sentence={chargeSentence(charge, season)}
                isActive={charge.is_active}
                onEdit={() => setEditing({ charge, kind: charge.is_optional ? 'extra' : 'fee' })}
                onDelete={() => setDeleting(charge)}
              />
            )
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setEditing({ charge: null, kind: 'fee' })}
        >
          <Plus aria-hidden="true" /> Add a fee
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setEditing({ charge: null, kind: 'extra' })}
        >
          <Plus aria-hidden="true" /> Add an extra
        </Button>
      </div>
      {editing && (
        <ChargeFormDialog
          key={editing.charge?.id ?? `new-${editing.kind}`}
          villaId={villaId}
          charge={editing.charge}
          kind={editing.kind}
          nextOrder={nextOrder}
          seasons={seasons}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Remove “${deleting?.name ?? ''}”?`}
        description="New quotes leave it out. Bookings already made keep the price they were quoted."
        confirmLabel={deleting?.is_optional ? 'Remove extra' : 'Remove fee'}
        pendingLabel="Removing..."
        isPending={deleteCharge.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
      />
    </div>
  )
}
