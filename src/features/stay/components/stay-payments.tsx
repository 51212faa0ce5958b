import type { StayMoney } from '@/features/stay/api/get-stay-money'
import { parseIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { cn } from '@/lib/utils'

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** How one scheduled payment stands, in the guest's words. */
function lineStatus(line: StayMoney['lines'][number]): { text: string; tone: string } {
  const by = day.format(parseIsoDay(line.due_on))
  const part =
    line.covered > 0 && line.covered < line.amount
      ? ` · ${formatAmount(line.covered)} received`
      : ''
  if (line.state === 'paid') return { text: 'Paid', tone: 'text-emerald-700' }
  if (line.state === 'overdue')
    return { text: `Overdue since ${by}${part}`, tone: 'text-destructive' }
  return { text: `Due by ${by}${part}`, tone: 'text-muted-foreground' }
}

/** Each scheduled payment with what is paid of it, what remains, and anything paid above. */
export function StayPayments({ money }: { money: StayMoney }) {
  return (
    <section aria-labelledby="stay-payments" data-testid="stay-payments">
      <h2 id="stay-payments" className="text-2xl text-navy">
        Your payments
      </h2>
      <ul className="mt-4 divide-y divide-border/60 rounded-lg border border-border/70 bg-card px-4">
        {money.lines.map((line) => {
          const status = lineStatus(line)
          return (
            <li
              key={`${line.kind}-${line.due_on}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              data-testid={`stay-payment-${line.kind}`}
              data-state={line.state}
            >
              <span className="min-w-0">
                <span className="block font-medium text-navy">{line.label}</span>
                <span className={cn('text-sm', status.tone)}>{status.text}</span>
              </span>
              <span className="whitespace-nowrap font-display text-lg text-navy">
                {formatAmount(line.amount)}
              </span>
            </li>
          )
        })}
      </ul>
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Received</dt>
          <dd data-testid="stay-received">{formatAmount(money.received)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold text-navy">
          <dt>{money.remaining > 0 ? 'Remaining to pay' : 'Nothing remains to pay'}</dt>
          <dd data-testid="stay-remaining">{formatAmount(money.remaining)}</dd>
        </div>
        {money.overpaid > 0 && (
          <div className="flex justify-between gap-4 text-navy">
            <dt>Paid above the total (we refund it)</dt>
            <dd>{formatAmount(money.overpaid)}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
