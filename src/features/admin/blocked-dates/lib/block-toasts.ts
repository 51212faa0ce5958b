import { toast } from '@/lib/toast'
import { formatDay } from '@/lib/dates'
import { isRefusal } from '@/lib/refusals'
import * as m from '@/paraglide/messages'

/** The spec's bulk-blocking messages, in one place so the form reads as its rules. */
export const blockToasts = {
  bookingConflict: () =>
    toast.error(m.admin_blocked_conflict(), { description: m.admin_blocked_conflict_detail() }),
  blocked: (count: number, from: string, to: string) =>
    toast.success(m.admin_blocked_dates_blocked(), {
      description: m.admin_blocked_dates_blocked_detail({
        count,
        from: formatDay(from),
        to: formatDay(to),
      }),
    }),
  nothingToBlock: () =>
    toast.info(m.admin_blocked_nothing(), { description: m.admin_blocked_nothing_detail() }),
  failed: (message: string) => toast.error(m.admin_blocked_failed(), { description: message }),
}

/** The database's refusal to block a day inside a confirmed booking (SQLSTATE 23P01). */
export const isBookingConflict = (error: unknown) => isRefusal(error, 'datesTaken')
