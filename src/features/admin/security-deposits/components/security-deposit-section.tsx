import { AlertTriangle } from 'lucide-react'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { depositMethodLabel, type DepositState } from '@/lib/security-deposit'
import { useSecurityDeposit, type SecurityDeposit } from '../api/get-security-deposit'
import { ReceiveDepositForm } from './receive-deposit-form'
import { ReturnDepositForm } from './return-deposit-form'

const STATE_LABELS: Record<DepositState, string> = {
  not_requested: 'Not requested yet',
  requested: 'Requested',
  received: 'Received, held',
  returned: 'Returned',
}

function Summary({ deposit }: { deposit: SecurityDeposit }) {
  const rows: [string, string][] = []
  if (deposit.amount !== null) rows.push(['Amount', formatAmount(deposit.amount)])
  if (deposit.requestedAt) rows.push(['Requested', formatDay(deposit.requestedAt)])
  if (deposit.receivedOn)
    rows.push([
      'Received',
      `${formatDay(deposit.receivedOn)} · ${depositMethodLabel(deposit.receivedMethod)}`,
    ])
  for (const deduction of deposit.deductions)
    rows.push([`Deducted`, `${formatAmount(deduction.amount)}: ${deduction.reason}`])
  if (deposit.returnedOn)
    rows.push([
      'Returned',
      `${formatAmount(deposit.returnedAmount ?? 0)} on ${formatDay(deposit.returnedOn)} · guest emailed`,
    ])
  else if (deposit.state !== 'not_requested')
    rows.push(['Due back by', formatDay(deposit.returnDueOn)])
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
    return <p className="text-sm text-muted-foreground">Loading the security deposit…</p>
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The security deposit could not be loaded.
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
          Security deposit
        </h3>
        <span className="text-muted-foreground" data-testid="security-deposit-state">
          {STATE_LABELS[deposit.state]}
        </span>
      </div>
      {deposit.isOverdue && (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-2.5 py-2 text-amber-950"
          data-testid="security-deposit-overdue"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          Overdue: it was due back by {formatDay(deposit.returnDueOn)}, 14 days after departure.
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
