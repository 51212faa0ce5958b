import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { quoteProblemText } from '@/components/offer/offer-text'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { CompositeTypes } from '@/types/database.types'
import { adminBookingKeys } from './keys'
import * as m from '@/paraglide/messages'

export interface MoveBookingInput {
  id: string
  villaId: string
  checkIn: string
  checkOut: string
  message: string
}

/** The stay re-quoted at its new villa and dates, and the difference from what it cost. */
export interface MovePrice {
  bookable: boolean
  /** Why the new stay cannot be booked, in English and in French (quoteProblemText). */
  problem: CompositeTypes<'quote_problem'> | null
  oldTotal: number
  newTotal: number | null
  difference: number | null
}

/** The generator types every column non-null; a stay that cannot be booked has no total. */
function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

async function callMove(input: MoveBookingInput, save: boolean, signal?: AbortSignal) {
  const [row] = await run(
    supabase.rpc('admin_move_booking', {
      p_booking_id: input.id,
      p_villa_id: input.villaId,
      p_check_in: input.checkIn,
      p_check_out: input.checkOut,
      p_message: input.message.trim() || undefined,
      p_save: save,
    }),
    signal,
  )
  if (!row) throw new Error(m.admin_bookings_no_answer())
  return {
    bookable: row.bookable === true,
    problem: row.bookable === true ? null : row.problem,
    oldTotal: Number(row.old_total),
    newTotal: numberOrNull(row.new_total),
    difference: numberOrNull(row.difference),
  } satisfies MovePrice
}

/** Moves a confirmed stay (the database refuses days that are not free); the guest is emailed. */
export async function moveBooking(input: MoveBookingInput) {
  const price = await callMove(input, true)
  if (!price.bookable) {
    throw new Error(
      price.problem ? quoteProblemText(price.problem) : m.admin_bookings_not_bookable(),
    )
  }
  return price
}

export function movePriceQueryOptions(input: Omit<MoveBookingInput, 'message'>) {
  return queryOptions({
    queryKey: [...adminBookingKeys.all, 'move-price', input] as const,
    meta: { reads: ['bookings', 'villas', 'seasonal_pricing', 'blocked_dates'] },
    queryFn: ({ signal }) => callMove({ ...input, message: '' }, false, signal),
    placeholderData: keepPreviousData,
  })
}

/** The re-quote before saving; idle until the villa and both dates are chosen in order. */
export function useMovePrice(input: Omit<MoveBookingInput, 'message'>) {
  return useQuery({
    ...movePriceQueryOptions(input),
    enabled: Boolean(
      input.villaId && input.checkIn && input.checkOut && input.checkIn < input.checkOut,
    ),
  })
}

export function useMoveBooking() {
  return useMutation({
    mutationFn: moveBooking,
    meta: { writes: ['bookings', 'notifications'], errorToast: false },
  })
}
