import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { langAttribute, missingLanguage, pickText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { VillaSeason } from '../api/get-villa-offer'
import { useDeleteCharge } from '../api/save-charge'
import { chargeName, chargeSentence, seasonName, type VillaCharge } from '../lib/charges'
import { ChargeFormDialog } from './charge-form-dialog'
import { OfferItemRow } from './offer-item-row'

interface ChargesManagerProps {
  villaId: string
  charges: readonly VillaCharge[]
  seasons: readonly VillaSeason[]
}

/** A name or description written in one language only: the site shows the other one. */
const isTranslationMissing = (charge: VillaCharge) =>
  missingLanguage(charge.name, charge.name_fr) !== null ||
  missingLanguage(charge.description, charge.description_fr) !== null

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
      onSuccess: () =>
        toast.success(
          charge.is_optional ? m.admin_offer_extra_removed() : m.admin_offer_fee_removed(),
        ),
      onSettled: () => setDeleting(null),
    })

  return (
    <div className="space-y-3">
      <p className="text-xs text-muted-foreground">{m.admin_offer_charges_help()}</p>
      {charges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.admin_offer_no_charges()}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={m.admin_offer_charges_list()}>
          {charges.map((charge) => {
            const season = seasonOf(charge)
            const name = pickText(charge.name, charge.name_fr, currentLocale())
            const description = pickText(charge.description, charge.description_fr, currentLocale())
            // A name or description not yet translated shows in its own language, marked.
            return (
              <OfferItemRow
                key={charge.id}
                name={name.text}
                title={<span lang={langAttribute(name.lang)}>{name.text}</span>}
                detail={
                  description.text ? (
                    <span lang={langAttribute(description.lang)}>{description.text}</span>
                  ) : undefined
                }
                badges={[
                  charge.is_optional ? m.admin_offer_kind_extra() : m.admin_offer_badge_fee(),
                  ...(season ? [seasonName(season)] : []),
                  ...(isTranslationMissing(charge) ? [m.content_admin_translation_missing()] : []),
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
          <Plus aria-hidden="true" /> {m.admin_offer_add_a_fee()}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setEditing({ charge: null, kind: 'extra' })}
        >
          <Plus aria-hidden="true" /> {m.admin_offer_add_an_extra()}
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
        title={m.admin_offer_charge_remove_title({ name: deleting ? chargeName(deleting) : '' })}
        description={m.admin_offer_charge_remove_description()}
        confirmLabel={
          deleting?.is_optional ? m.admin_offer_remove_extra() : m.admin_offer_remove_fee()
        }
        pendingLabel={m.admin_offer_removing()}
        isPending={deleteCharge.isPending}
        onConfirm={() => deleting && handleDelete(deleting)}
      />
    </div>
  )
}
