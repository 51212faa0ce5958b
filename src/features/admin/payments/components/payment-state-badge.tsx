import type { PaymentState } from '@/lib/payment-states'
import { cn } from '@/lib/utils'
import { paymentStateLabel } from '../lib/payment-state'

const TONES: Record<PaymentState, string> = {
  awaiting_deposit: 'border-gold/50 bg-gold/10 text-gold-dark',
  deposit_received: 'border-sky-300 bg-sky-50 text-sky-800',
  paid_in_full: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  overdue: 'border-red-300 bg-red-50 text-red-800',
  cancelled: 'border-border bg-muted text-muted-foreground',
}

/** A booking's payment state as a small badge (the bookings table, the detail, the planner). */
export function PaymentStateBadge({
  state,
  className,
}: {
  state: PaymentState
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-semibold',
        TONES[state],
        className,
      )}
      data-payment-state={state}
    >
      {paymentStateLabel(state)}
    </span>
  )
}
