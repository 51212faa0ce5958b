import type { StayMoney } from '@/features/stay/api/get-stay-money'
import { parseIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { cn } from '@/lib/utils'
import { quotePaymentLabel } from '@/components/offer/offer-text'
import { langAttribute } from '@/lib/i18n/content'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

const day = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  )

/** How one scheduled payment stands, in the guest's words. */
function lineStatus(line: StayMoney['lines'][number]): { text: string; tone: string } {
  const by = day(parseIsoDay(line.due_on))
  const part =
    line.covered > 0 && line.covered < line.amount
      ? m.booking_pay_part({ amount: formatAmount(line.covered) })
      : ''
  if (line.state === 'paid') return { text: m.booking_pay_paid(), tone: 'text-emerald-700' }
  if (line.state === 'overdue')
    return { text: m.booking_pay_overdue({ day: by, part }), tone: 'text-destructive' }
  return { text: m.booking_pay_due({ day: by, part }), tone: 'text-muted-foreground' }
}

/** Each scheduled payment with what is paid of it, what remains, and anything paid above. */
export function StayPayments({ money }: { money: StayMoney }) {
  return (
    <section aria-labelledby="stay-payments" data-testid="stay-payments">
      <h2 id="stay-payments" className="text-2xl text-navy">
        {m.booking_pay_title()}
      </h2>
      <ul className="mt-4 divide-y divide-border/60 rounded-lg border border-border/70 bg-card px-4">
        {money.lines.map((line) => {
          const status = lineStatus(line)
          const label = quotePaymentLabel(line)
          return (
            <li
              key={`${line.kind}-${line.due_on}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              data-testid={`stay-payment-${line.kind}`}
              data-state={line.state}
            >
              <span className="min-w-0">
                <span className="block font-medium text-navy" lang={langAttribute(label.lang)}>
                  {label.text}
                </span>
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
          <dt className="text-muted-foreground">{m.booking_pay_received()}</dt>
          <dd data-testid="stay-received">{formatAmount(money.received)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold text-navy">
          <dt>
            {money.remaining > 0 ? m.booking_pay_remaining() : m.booking_pay_nothing_remains()}
          </dt>
          <dd data-testid="stay-remaining">{formatAmount(money.remaining)}</dd>
        </div>
        {money.overpaid > 0 && (
          <div className="flex justify-between gap-4 text-navy">
            <dt>{m.booking_pay_overpaid()}</dt>
            <dd>{formatAmount(money.overpaid)}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
