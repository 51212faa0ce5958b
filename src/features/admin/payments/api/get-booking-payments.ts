import { queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf, required } from '@/lib/answers'
import { run } from '@/lib/api'
import { PAYMENT_LINE_STATES, PAYMENT_STATES } from '@/lib/payment-states'
import { supabase } from '@/lib/supabase'
import { adminPaymentKeys } from './keys'

/**
 * A booking's money for staff: what was received and given back (booking_payments, newest
 * first), the figures and the payment state (booking_money), and each scheduled payment with
 * what of it is covered (booking_payment_lines).
 */
export async function getBookingPayments(bookingId: string, signal?: AbortSignal) {
  const [entries, money, lines] = await Promise.all([
    run(
      supabase
        .from('booking_payments')
        .select('id, kind, amount, received_on, method, reference, external_id, created_at')
        .eq('booking_id', bookingId)
        .order('received_on', { ascending: false })
        .order('created_at', { ascending: false }),
      signal,
    ),
    run(supabase.rpc('booking_money', { p_booking_id: bookingId }), signal),
    run(supabase.rpc('booking_payment_lines', { p_booking_id: bookingId }), signal),
  ])
  const figures = required(
    money,
    ['total', 'received', 'remaining', 'overpaid', 'due_now', 'state'],
    'booking money',
  )
  return {
    entries,
    money: { ...figures, state: oneOf(figures.state, PAYMENT_STATES, 'payment state') },
    lines: lines.map((line) => {
      const checked = required(
        line,
        ['kind', 'label', 'due_on', 'amount', 'covered', 'state'],
        'payment line',
      )
      return { ...checked, state: oneOf(checked.state, PAYMENT_LINE_STATES, 'payment line state') }
    }),
  }
}
export type BookingPayments = Awaited<ReturnType<typeof getBookingPayments>>
export type PaymentEntry = BookingPayments['entries'][number]

export function bookingPaymentsQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: adminPaymentKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingPayments(bookingId, signal),
    meta: { reads: ['booking_payments', 'bookings'] },
  })
}

export function useBookingPayments(bookingId: string) {
  return useQuery(bookingPaymentsQueryOptions(bookingId))
}
