import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'
import * as m from '@/paraglide/messages'

export type CancelledBy = 'guest' | 'staff'

export interface CancelBookingInput {
  id: string
  cancelledBy: CancelledBy
  /** What the guest has paid so far (€). */
  paid: number
  message: string
}

/** What cancelling costs today, from the booking's stored tiers, and the refund due. */
export interface CancellationPrice {
  day: string
  chargePercent: number
  cost: number
  paid: number
  refundDue: number
}

async function callCancel(input: CancelBookingInput, save: boolean, signal?: AbortSignal) {
  const [row] = await run(
    supabase.rpc('admin_cancel_booking', {
      p_booking_id: input.id,
      p_cancelled_by: input.cancelledBy,
      p_paid: input.paid,
      p_message: input.message.trim() || undefined,
      p_save: save,
    }),
    signal,
  )
  if (!row) throw new Error(m.admin_bookings_no_answer())
  return {
    day: row.day,
    chargePercent: Number(row.charge_percent),
    cost: Number(row.cancellation_cost),
    paid: Number(row.paid),
    refundDue: Number(row.refund_due),
  } satisfies CancellationPrice
}

/** Cancels a confirmed stay: priced, the refund recorded, the days freed, the guest emailed. */
export function cancelBooking(input: CancelBookingInput) {
  return callCancel(input, true)
}

/** The price of cancelling now, without cancelling (the dialog shows it before saving). */
export function cancellationPriceQueryOptions(id: string, paid: number) {
  return queryOptions({
    queryKey: [...adminBookingKeys.all, 'cancellation-price', id, paid] as const,
    meta: { reads: ['bookings'] },
    queryFn: ({ signal }) =>
      callCancel({ id, cancelledBy: 'staff', paid, message: '' }, false, signal),
  })
}

export function useCancellationPrice(id: string, paid: number | null) {
  return useQuery({ ...cancellationPriceQueryOptions(id, paid ?? 0), enabled: paid !== null })
}

export function useCancelBooking() {
  return useMutation({
    mutationFn: cancelBooking,
    meta: { writes: ['bookings', 'notifications'], errorToast: false },
  })
}
