import { ShieldCheck } from 'lucide-react'
import type { StayDeposit } from '@/features/stay/api/get-stay-security-deposit'
import { formatAmount } from '@/lib/money'
import { formatDay, todayInParis } from '@/lib/dates'
import { deductedTotal, guestDepositStatus, isHeld } from '@/lib/security-deposit'
import * as m from '@/paraglide/messages'

const METHODS: Record<string, () => string> = {
  bank_transfer: m.booking_deposit_method_bank_transfer,
  card: m.booking_deposit_method_card,
  cash: m.booking_deposit_method_cash,
  other: m.booking_deposit_method_other,
}
/** "Bank transfer" ("Virement bancaire"); an unknown method as stored. */
const methodLabel = (method: string | null) => (method ? (METHODS[method]?.() ?? method) : '—')

/**
 * The stay's security deposit, for its guest: the amount, where it stands, and once returned
 * what came back, each deduction with its reason.
 */
export function StaySecurityDeposit({
  deposit,
  checkOut,
}: {
  deposit: StayDeposit
  checkOut: string
}) {
  const returned = deposit.state === 'returned'
  const hasDeparted = todayInParis() >= checkOut
  return (
    <section
      aria-labelledby="stay-security-deposit"
      className="mt-10 rounded-lg border border-border/70 bg-card p-5 sm:p-6"
      data-testid="stay-security-deposit"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-1 size-5 shrink-0 text-gold-dark" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="stay-security-deposit" className="font-display text-xl text-navy">
            {m.booking_deposit_title()}
          </h2>
          <p className="mt-1 text-sm text-foreground/80" data-testid="stay-deposit-status">
            {guestDepositStatus(deposit.state, hasDeparted)}{' '}
            {isHeld(deposit.state, hasDeparted) &&
              m.booking_deposit_returned_within({ day: formatDay(deposit.returnDueOn) })}
          </p>
          <dl className="mt-4 divide-y divide-border/70 text-sm">
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{m.booking_deposit_title()}</dt>
              <dd className="font-medium text-navy">{formatAmount(deposit.amount)}</dd>
            </div>
            {deposit.receivedOn && (
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-muted-foreground">{m.booking_pay_received()}</dt>
                <dd className="text-right">
                  {formatDay(deposit.receivedOn)} · {methodLabel(deposit.receivedMethod)}
                </dd>
              </div>
            )}
            {returned &&
              deposit.deductions.map((deduction, i) => (
                <div key={i} className="flex justify-between gap-4 py-2">
                  <dt className="min-w-0 [overflow-wrap:anywhere]">
                    {m.booking_deposit_deducted({ reason: deduction.reason })}
                  </dt>
                  <dd className="whitespace-nowrap">{formatAmount(-deduction.amount)}</dd>
                </div>
              ))}
            {returned && deposit.returnedOn && (
              <div className="flex justify-between gap-4 py-2 font-semibold text-navy">
                <dt>{m.booking_deposit_returned_on({ day: formatDay(deposit.returnedOn) })}</dt>
                <dd data-testid="stay-deposit-returned">
                  {formatAmount(deposit.returnedAmount ?? 0)}
                </dd>
              </div>
            )}
          </dl>
          {returned && deductedTotal(deposit.deductions) > 0 && (
            <p className="mt-3 text-xs text-muted-foreground">{m.booking_deposit_dispute()}</p>
          )}
        </div>
      </div>
    </section>
  )
}
