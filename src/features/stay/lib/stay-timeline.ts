// The stay page's timeline (issue 21): requested → confirmed → deposit received → paid in full →
// arrival → departure → security deposit returned. Pure: from what get_stay answers and today.
// The money steps show their due dates and amounts from the stored schedule, and are done once
// the database says so (paymentsReceived, from get_stay_money).

import { formatAmount } from '@/lib/money'
import * as m from '@/paraglide/messages'
import { Constants } from '@/types/database.types'

/** A booking's status as get_stay answers it: 'expired' for a request past its 24 hours. */
export const STAY_STATUSES = [...Constants.public.Enums.booking_status, 'expired'] as const
export type StayStatus = (typeof STAY_STATUSES)[number]

/** Who ended a booking (the bookings_cancelled_by_check constraint). */
export const CANCELLERS = ['guest', 'staff', 'system'] as const

export interface StayPayment {
  kind: string
  label: string
  due_on: string
  amount: number
}

export interface StayFacts {
  status: StayStatus
  cancelledBy: (typeof CANCELLERS)[number] | null
  /** Why it ended (issue 21): declined, withdrawn, lapsed, guest_cancelled, staff_cancelled. */
  cancellationReason?: string | null
  /** A confirmed stay cancelled: its cost under the Terms and the refund due. */
  cancellationCost?: number | null
  refundDue?: number | null
  requestedAt: string
  expiresAt: string | null
  checkIn: string
  checkOut: string
  payments: StayPayment[]
  securityDeposit: number | null
}

export type StepState = 'done' | 'current' | 'upcoming' | 'stopped'

export interface TimelineStep {
  key:
    | 'requested'
    | 'confirmed'
    | 'deposit'
    | 'paid'
    | 'arrival'
    | 'departure'
    | 'security_deposit'
    | 'ended'
  title: string
  state: StepState
  /** A day (yyyy-MM-dd) or a moment (ISO timestamp) the step happened or is due. */
  when: string | null
  /** "Due by", "On", "Within 14 days of"…: how to read `when`. */
  whenLabel: string | null
  amount: number | null
  note: string | null
}

/** What is received of the schedule, and what is late (a due date passed, not covered). */
export interface PaymentsReceived {
  depositReceived: boolean
  paidInFull: boolean
  depositOverdue?: boolean
  lastOverdue?: boolean
}
/** The notes the timeline shows as a tag, in the language on screen. */
export const toCome = () => m.booking_step_to_come()
export const overdue = () => m.booking_step_overdue()

const NOTHING_RECEIVED: PaymentsReceived = { depositReceived: false, paidInFull: false }

/**
 * What the database says is received (get_stay_money): the deposit once its scheduled payment
 * is covered, paid in full once the payment state says so.
 */
export function paymentsReceived(
  money: { state: string; lines: { kind: string; state: string }[] } | null | undefined,
): PaymentsReceived {
  if (!money) return NOTHING_RECEIVED
  const paidInFull = money.state === 'paid_in_full'
  const deposit = money.lines.find((line) => line.kind === 'deposit')
  const last = money.lines.at(-1)
  return {
    depositReceived: paidInFull || deposit?.state === 'paid',
    paidInFull,
    depositOverdue: deposit?.state === 'overdue',
    lastOverdue: last !== deposit && last?.state === 'overdue',
  }
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** How a cancelled booking ended, in the guest's words. */
export function endedTitle(
  facts: Pick<StayFacts, 'status' | 'cancelledBy' | 'cancellationReason'>,
): string {
  if (facts.status === 'expired' || facts.cancellationReason === 'lapsed')
    return m.booking_step_lapsed()
  if (facts.cancellationReason === 'guest_cancelled') return m.booking_step_guest_cancelled()
  if (facts.cancellationReason === 'staff_cancelled') return m.booking_step_staff_cancelled()
  if (facts.cancelledBy === 'guest') return m.booking_step_withdrawn()
  return m.booking_step_not_confirmed()
}

/**
 * The security deposit as recorded (issue 21, point 3): its state, what it is, when it came back.
 * Without one, the quote's amount is "to come".
 */
export interface SecurityDepositProgress {
  state: 'not_requested' | 'requested' | 'received' | 'returned'
  amount: number
  returnedOn: string | null
  returnedAmount: number | null
  returnDueOn: string
}

/** What a stay that ended leaves owed: nothing, or a confirmed stay's cost and refund. */
export function endedNote(
  facts: Pick<StayFacts, 'cancellationReason' | 'cancellationCost' | 'refundDue'>,
): string {
  const afterConfirmation =
    facts.cancellationReason === 'guest_cancelled' || facts.cancellationReason === 'staff_cancelled'
  if (!afterConfirmation) return m.booking_step_nothing_owed()
  return m.booking_step_cancel_cost({
    cost: formatAmount(facts.cancellationCost ?? 0),
    refund: formatAmount(facts.refundDue ?? 0),
  })
}

export function stayTimeline(
  facts: StayFacts,
  today: string,
  received: PaymentsReceived = NOTHING_RECEIVED,
  security: SecurityDepositProgress | null = null,
): TimelineStep[] {
  const step = (
    s: Omit<TimelineStep, 'amount' | 'note'> & Partial<TimelineStep>,
  ): TimelineStep => ({
    amount: null,
    note: null,
    ...s,
  })
  const requested = step({
    key: 'requested',
    title: m.booking_sent_eyebrow(),
    state: 'done',
    when: facts.requestedAt,
    whenLabel: m.booking_step_on(),
  })

  if (facts.status === 'cancelled' || facts.status === 'expired') {
    return [
      requested,
      step({
        key: 'ended',
        title: endedTitle(facts),
        state: 'stopped',
        when: facts.status === 'expired' ? facts.expiresAt : null,
        whenLabel: facts.status === 'expired' ? m.booking_step_on() : null,
        note: endedNote(facts),
      }),
    ]
  }

  const confirmed = facts.status === 'confirmed'
  const steps: TimelineStep[] = [
    requested,
    step({
      key: 'confirmed',
      title: confirmed ? m.booking_status_confirmed() : m.booking_status_pending(),
      state: confirmed ? 'done' : 'current',
      when: confirmed ? null : facts.expiresAt,
      whenLabel: confirmed ? null : m.booking_step_reply_by(),
    }),
  ]

  const deposit = facts.payments.find((p) => p.kind === 'deposit')
  const last = facts.payments.at(-1)
  // The first step not done yet is the current one once the stay is confirmed.
  let currentTaken = !confirmed
  const moneyState = (done: boolean): StepState => {
    if (done) return 'done'
    if (!currentTaken) {
      currentTaken = true
      return 'current'
    }
    return 'upcoming'
  }
  if (deposit) {
    steps.push(
      step({
        key: 'deposit',
        title: received.depositReceived
          ? m.booking_step_deposit_received()
          : m.booking_step_deposit(),
        state: moneyState(received.depositReceived),
        when: deposit.due_on,
        whenLabel: m.booking_step_due_by(),
        amount: deposit.amount,
        note: received.depositReceived ? null : received.depositOverdue ? overdue() : toCome(),
      }),
    )
  }
  if (last) {
    steps.push(
      step({
        key: 'paid',
        title: received.paidInFull
          ? m.booking_step_paid()
          : deposit
            ? m.booking_quote_balance()
            : m.booking_step_payment_in_full(),
        state: moneyState(received.paidInFull),
        when: last.due_on,
        whenLabel: m.booking_step_due_by(),
        amount: last.amount,
        note: received.paidInFull ? null : received.lastOverdue ? overdue() : toCome(),
      }),
    )
  }

  const arrived = confirmed && today >= facts.checkIn
  const departed = confirmed && today >= facts.checkOut
  steps.push(
    step({
      key: 'arrival',
      title: m.booking_step_arrival(),
      state: arrived ? 'done' : 'upcoming',
      when: facts.checkIn,
      whenLabel: m.booking_step_on(),
    }),
    step({
      key: 'departure',
      title: m.booking_step_departure(),
      state: departed ? 'done' : arrived ? 'current' : 'upcoming',
      when: facts.checkOut,
      whenLabel: m.booking_step_on(),
    }),
  )
  if (security?.state === 'returned') {
    steps.push(
      step({
        key: 'security_deposit',
        title: m.booking_step_security_returned(),
        state: 'done',
        when: security.returnedOn,
        whenLabel: m.booking_step_on(),
        amount: security.returnedAmount,
        note:
          security.returnedAmount === security.amount
            ? m.booking_step_in_full()
            : m.booking_step_less_deductions(),
      }),
    )
  } else if (security && departed && security.state !== 'received') {
    // Never received: there is nothing to return.
    steps.push(
      step({
        key: 'security_deposit',
        title: m.booking_step_security_deposit(),
        state: 'done',
        when: null,
        whenLabel: null,
        note: m.booking_step_not_received(),
      }),
    )
  } else if (security) {
    steps.push(
      step({
        key: 'security_deposit',
        title: m.booking_step_security_returned(),
        state: departed ? 'current' : 'upcoming',
        when: security.returnDueOn,
        whenLabel: m.booking_step_by(),
        amount: security.amount,
        note: security.state === 'received' ? m.booking_step_held() : toCome(),
      }),
    )
  } else if (facts.securityDeposit !== null && facts.securityDeposit > 0) {
    steps.push(
      step({
        key: 'security_deposit',
        title: m.booking_step_security_returned(),
        state: departed ? 'current' : 'upcoming',
        when: addDays(facts.checkOut, 14),
        whenLabel: m.booking_step_by(),
        amount: facts.securityDeposit,
        note: toCome(),
      }),
    )
  }
  return steps
}
