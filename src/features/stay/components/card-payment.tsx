import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useCardOffer, useStartCardCheckout } from '@/features/stay/api/card-payment'
import { parseIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { quotePaymentLabel } from '@/components/offer/offer-text'
import { langAttribute } from '@/lib/i18n/content'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

const dueDay = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  )
/**
 * "Pay €x by card" for what is next due on a confirmed stay, when the site takes cards (a Stripe
 * key is configured): the Edge Function answers whether and how much; without a key there is
 * no button. Back from Stripe (?card=paid) the button stays away for this visit: the payment
 * shows once Stripe has told us, and the guest is emailed a receipt.
 */
export function CardPayment({ token }: { token: string }) {
  const [params] = useSearchParams()
  const returned = params.get('card')
  const offer = useCardOffer(token, returned !== 'paid')
  const checkout = useStartCardCheckout(token)

  if (returned === 'paid') {
    return (
      <div role="status" className="mt-6 border-t border-border/70 pt-5 text-sm text-navy">
        <p className="font-semibold">{m.booking_card_paid()}</p>
        <p className="mt-1 text-muted-foreground">{m.booking_card_paid_note()}</p>
      </div>
    )
  }
  if (!offer.data?.available) return null
  const { amount, due_on: dueOn } = offer.data
  const label = quotePaymentLabel(offer.data)
  return (
    <div className="mt-6 border-t border-border/70 pt-5" data-testid="card-payment">
      {returned === 'cancelled' && (
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          {m.booking_card_cancelled()}
        </p>
      )}
      <p className="text-sm text-foreground/80">
        <span lang={langAttribute(label.lang)}>{label.text}</span>
        {dueOn && (
          <>
            {m.booking_card_due()}{' '}
            <span className="whitespace-nowrap">{dueDay(parseIsoDay(dueOn))}</span>
          </>
        )}
      </p>
      <Button
        size="lg"
        className="mt-3 w-full"
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate()}
      >
        {checkout.isPending || checkout.isSuccess
          ? m.booking_card_opening()
          : m.booking_card_pay({ amount: formatAmount(amount) })}
      </Button>
      {checkout.isError ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {checkout.error.message || m.booking_card_failed()}
        </p>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">{m.booking_card_note()}</p>
      )}
    </div>
  )
}
