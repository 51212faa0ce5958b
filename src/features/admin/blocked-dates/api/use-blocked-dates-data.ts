import { useQueryClient } from '@tanstack/react-query'
import { useActiveVillasWithPrices } from '@/features/admin/layout/api/get-active-villas-with-prices'
import { getBlockedDates, useBlockedDates } from './get-blocked-dates'
import { useBookingCardFigures } from './get-booking-analytics'
import { getConfirmedBookings, useConfirmedBookings } from './get-confirmed-bookings'
import { blockedDatesKeys } from './keys'

/** Everything the blocked-dates screen reads, with one state for the screen to render. */
export function useBlockedDatesData(today: Date) {
  const queryClient = useQueryClient()
  const villas = useActiveVillasWithPrices()
  const blocked = useBlockedDates()
  const bookings = useConfirmedBookings()
  const analytics = useBookingCardFigures(today)
  const queries = [villas, blocked, bookings, analytics]

  /** Reloads what bulk blocking plans from (after the database refused a stale plan). */
  const refresh = async () => {
    const [freshBlocked, freshBookings] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: blockedDatesKeys.blocked(),
        queryFn: () => getBlockedDates(),
        staleTime: 0,
      }),
      queryClient.fetchQuery({
        queryKey: blockedDatesKeys.confirmedBookings(),
        queryFn: () => getConfirmedBookings(),
        staleTime: 0,
      }),
    ])
    return { blocked: freshBlocked, bookings: freshBookings }
  }

  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => queries.forEach((query) => query.isError && query.refetch()),
    villas: villas.data,
    blocked: blocked.data,
    bookings: bookings.data,
    analytics: analytics.data,
    refresh,
  }
}
