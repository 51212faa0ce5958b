import { useState } from 'react'
import { useActiveVillasWithPrices } from '@/features/admin/layout/api/get-active-villas-with-prices'
import { useBookingCardFigures } from './get-booking-analytics'
import { useBlockedPeriods } from './get-blocked-periods'

/**
 * Everything the blocked-dates screen reads, with one state for the screen to render: the
 * villas, the cards' figures and one page of the periods, each counted by the database (no read
 * of whole tables).
 */
export function useBlockedDatesData(today: Date) {
  const [page, setPage] = useState(1)
  const villas = useActiveVillasWithPrices()
  const periods = useBlockedPeriods(page)
  const analytics = useBookingCardFigures(today)
  const queries = [villas, periods, analytics]

  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => queries.forEach((query) => query.isError && query.refetch()),
    villas: villas.data,
    periods: periods.data,
    analytics: analytics.data,
    page,
    setPage,
  }
}
