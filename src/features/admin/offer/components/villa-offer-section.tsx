import * as m from '@/paraglide/messages'
import { useVillaOffer } from '../api/get-villa-offer'
import { BookingTermsForm } from './booking-terms-form'
import { CancellationTiersForm } from './cancellation-tiers-form'
import { ChargesManager } from './charges-manager'
import { DiscountsManager } from './discounts-manager'
import { OfferPart } from './offer-part'

/**
 * "Offer & terms" of an existing villa: its payment schedule and deposits, cancellation tiers,
 * fees and extras, and discounts — the rules quote_stay reads. Each part saves on its own.
 */
export function VillaOfferSection({ villaId }: { villaId: string }) {
  const offer = useVillaOffer(villaId)
  if (offer.isPending)
    return <p className="text-sm text-muted-foreground">{m.admin_offer_loading()}</p>
  if (offer.isError) {
    return (
      <p className="text-sm text-destructive">
        {m.admin_offer_load_failed()}{' '}
        <button type="button" className="underline" onClick={() => offer.refetch()}>
          {m.admin_offer_retry()}
        </button>
      </p>
    )
  }
  const { terms, tiers, charges, discounts, seasons } = offer.data
  return (
    <div className="space-y-6">
      <OfferPart title={m.admin_offer_part_payment()}>
        {terms ? (
          <BookingTermsForm key={terms.updated_at} villaId={villaId} terms={terms} />
        ) : (
          <p className="text-sm text-destructive">{m.admin_offer_terms_missing()}</p>
        )}
      </OfferPart>
      <OfferPart title={m.admin_offer_part_cancellation()}>
        <CancellationTiersForm
          key={tiers.map((tier) => `${tier.min_days_before}:${tier.charge_percent}`).join()}
          villaId={villaId}
          tiers={tiers}
          reletFee={terms?.relet_fee ?? null}
        />
      </OfferPart>
      <OfferPart title={m.admin_offer_part_charges()}>
        <ChargesManager villaId={villaId} charges={charges} seasons={seasons} />
      </OfferPart>
      <OfferPart title={m.admin_offer_part_discounts()}>
        <DiscountsManager villaId={villaId} discounts={discounts} />
      </OfferPart>
    </div>
  )
}
