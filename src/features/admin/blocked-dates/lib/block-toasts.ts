import { toast } from '@/lib/toast'
import { formatDay } from '@/lib/dates'
import { isRefusal } from '@/lib/refusals'

/** The spec's bulk-blocking messages, in one place so the form reads as its rules. */
export const blockToasts = {
  bookingConflict: () =>
    toast.error('Booking Conflict', {
      description:
        'Some dates conflict with existing bookings. Only non-conflicting dates were blocked.',
    }),
  blocked: (count: number, from: string, to: string) =>
    toast.success('Dates Blocked Successfully', {
      description: `Blocked ${count} date(s) from ${formatDay(from)} to ${formatDay(to)}`,
    }),
  nothingToBlock: () =>
    toast.info('No dates to block', { description: 'Every day in this range is already blocked.' }),
  failed: (message: string) => toast.error('Failed to block dates', { description: message }),
}

/** The database's refusal to block a day inside a confirmed booking (SQLSTATE 23P01). */
export const isBookingConflict = (error: unknown) => isRefusal(error, 'datesTaken')
