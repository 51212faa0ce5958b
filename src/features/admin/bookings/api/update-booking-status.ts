import type { Enums } from '@/types/database.types'

/**
 * What staff decide for a pending request: the two statuses it may move to. Staff decide through
 * admin_decide_booking (decide-booking.ts), which carries their message to the guest.
 */
export type BookingDecision = Exclude<Enums<'booking_status'>, 'pending'>
