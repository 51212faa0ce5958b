import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useCardOffer, useStartCardCheckout } from '@/features/stay/api/card-payment'
import { parseIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'

const dueDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

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
        <p className="font-semibold">Thank you: your card payment went through.</p>
        <p className="mt-1 text-muted-foreground">
          It shows on this page within a few minutes, and we email you a receipt.
        </p>
      </div>
    )
  }
  if (!offer.data?.available) return null
  const { amount, label, due_on: dueOn } = offer.data
  return (
    <div className="mt-6 border-t border-border/70 pt-5" data-testid="card-payment">
      {returned === 'cancelled' && (
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          Your card payment was cancelled: nothing was charged.
        </p>
      )}
      <p className="text-sm text-foreground/80">
        {label}
        {dueOn && (
          <>
            , due by <span className="whitespace-nowrap">{dueDay.format(parseIsoDay(dueOn))}</span>
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
          ? 'Opening the secure payment page...'
          : `Pay ${formatAmount(amount)} by card`}
      </Button>
      {checkout.isError ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {checkout.error.message || 'The card payment page could not be opened. Please try again.'}
        </p>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">
          A secure payment page by Stripe. You may also pay by bank transfer.
        </p>
      )}
    </div>
  )
}
