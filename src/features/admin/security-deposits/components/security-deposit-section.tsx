import { AlertTriangle } from 'lucide-react'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import type { DepositState } from '@/lib/security-deposit'
import { methodLabel } from '../lib/deposit-form'
import { useSecurityDeposit, type SecurityDeposit } from '../api/get-security-deposit'
import { ReceiveDepositForm } from './receive-deposit-form'
import { ReturnDepositForm } from './return-deposit-form'
import * as m from '@/paraglide/messages'

const STATE_LABELS: Record<DepositState, () => string> = {
  not_requested: m.admin_deposit_not_requested,
  requested: m.admin_deposit_requested,
  received: m.admin_deposit_received_held,
  returned: m.admin_deposit_returned,
}

function Summary({ deposit }: { deposit: SecurityDeposit }) {
  const rows: [string, string][] = []
  if (deposit.amount !== null)
    rows.push([m.admin_deposit_row_amount(), formatAmount(deposit.amount)])
  if (deposit.requestedAt)
    rows.push([m.admin_deposit_row_requested(), formatDay(deposit.requestedAt)])
  if (deposit.receivedOn)
    rows.push([
      m.admin_deposit_row_received(),
      `${formatDay(deposit.receivedOn)} · ${methodLabel(deposit.receivedMethod)}`,
    ])
  for (const deduction of deposit.deductions)
    rows.push([
      m.admin_deposit_row_deducted(),
      `${formatAmount(deduction.amount)}: ${deduction.reason}`,
    ])
  if (deposit.returnedOn)
    rows.push([
      m.admin_deposit_row_returned(),
      m.admin_deposit_returned_value({
        amount: formatAmount(deposit.returnedAmount ?? 0),
        day: formatDay(deposit.returnedOn),
      }),
    ])
  else if (deposit.state !== 'not_requested')
    rows.push([m.admin_deposit_row_due_back(), formatDay(deposit.returnDueOn)])
  return (
    <dl className="mt-2 space-y-1">
      {rows.map(([label, value], i) => (
        <div key={i} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The booking's security deposit (issue 21, point 3): where it stands, flagged when it was not
 * returned within 14 days of departure, and the next step: request or receive it, then return
 * it with any deductions.
 */
export function SecurityDepositSection({
  bookingId,
  isConfirmed,
}: {
  bookingId: string
  isConfirmed: boolean
}) {
  const query = useSecurityDeposit(bookingId)
  if (query.isPending) {
    return <p className="text-sm text-muted-foreground">{m.admin_deposit_loading()}</p>
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.admin_deposit_failed()}
      </p>
    )
  }
  const deposit = query.data
  if (!deposit || (deposit.state === 'not_requested' && !isConfirmed)) return null
  return (
    <section
      aria-labelledby={`deposit-${bookingId}`}
      className="rounded-md border p-3 text-sm"
      data-testid="security-deposit"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`deposit-${bookingId}`} className="font-sans text-sm font-medium">
          {m.admin_deposit_title()}
        </h3>
        <span className="text-muted-foreground" data-testid="security-deposit-state">
          {STATE_LABELS[deposit.state]()}
        </span>
      </div>
      {deposit.isOverdue && (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-2 text-amber-950"
          data-testid="security-deposit-overdue"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {m.admin_deposit_overdue({ day: formatDay(deposit.returnDueOn) })}
        </p>
      )}
      <Summary deposit={deposit} />
      {(deposit.state === 'not_requested' || deposit.state === 'requested') && (
        <ReceiveDepositForm
          bookingId={bookingId}
          amount={deposit.amount}
          canRequest={deposit.state === 'not_requested'}
        />
      )}
      {deposit.state === 'received' && deposit.amount !== null && (
        <ReturnDepositForm bookingId={bookingId} amount={deposit.amount} />
      )}
    </section>
  )
}
