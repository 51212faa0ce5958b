import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'
import type { Enums } from '@/types/database.types'

export interface StaffBookingInput {
  villaId: string
  checkIn: string
  checkOut: string
  adults: number
  children: number
  guestName: string
  guestEmail: string
  guestPhone: string
  specialRequests: string
  /** A price staff state instead of the quote's, with its reason; null for the quote's. */
  manualTotal: number | null
  manualReason: string
  message: string
  /** The language the guest's emails are written in (issue 22); English when not said. */
  language?: Enums<'site_language'>
}

/**
 * Enters a booking taken by phone or email (admin_create_booking): the same rules and quote as
 * a request from the site, or the stated price; confirmed at once, the guest emailed.
 */
export async function createStaffBooking(input: StaffBookingInput) {
  const [row] = await run(
    supabase.rpc('admin_create_booking', {
      p_villa_id: input.villaId,
      p_check_in: input.checkIn,
      p_check_out: input.checkOut,
      p_adults: input.adults,
      p_children: input.children,
      p_extras: [],
      p_guest_name: input.guestName.trim(),
      p_guest_email: input.guestEmail.trim(),
      p_guest_phone: input.guestPhone.trim() || undefined,
      p_special_requests: input.specialRequests.trim() || undefined,
      p_manual_total: input.manualTotal ?? undefined,
      p_manual_reason: input.manualReason.trim() || undefined,
      p_message: input.message.trim() || undefined,
      p_language: input.language ?? 'en',
    }),
  )
  if (!row) throw new Error(m.admin_bookings_no_answer())
  return { id: row.booking_id, reference: row.reference, total: Number(row.total) }
}

export function useCreateStaffBooking() {
  return useMutation({
    mutationFn: createStaffBooking,
    meta: { writes: ['bookings', 'notifications'], errorToast: false },
  })
}
