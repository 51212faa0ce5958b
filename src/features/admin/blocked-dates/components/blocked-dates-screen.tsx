import { useMemo } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useBlockedDatesData } from '../api/use-blocked-dates-data'
import { bookingAnalytics } from '../lib/analytics'
import { AnalyticsCards } from './analytics-cards'
import { BlockedPeriodsList } from './blocked-periods-list'
import { BulkBlockForm } from './bulk-block-form'
import { SingleBlockForm } from './single-block-form'
import { parisToday } from '@/lib/dates'

/** Blocked Dates Management: analytics, bulk and single blocking, and the blocked periods. */
export function BlockedDatesScreen() {
  const today = useMemo(() => parisToday(), [])
  const data = useBlockedDatesData(today)
  const header = (
    <AdminPageHeader
      title="Blocked Dates Management"
      description="Close villas for maintenance or owner stays; confirmed bookings appear here too."
    />
  )

  if (data.isError)
    return (
      <>
        {header}
        <AdminError message="Failed to load data" onRetry={data.retry} />
      </>
    )
  if (data.isPending || !data.villas || !data.periods || !data.analytics) {
    return (
      <>
        {header}
        <AdminLoading />
      </>
    )
  }

  return (
    <>
      {header}
      <div className="space-y-8">
        <AnalyticsCards analytics={bookingAnalytics(data.analytics)} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="font-display text-2xl text-navy">Bulk Block Dates</CardTitle>
              <CardDescription>
                Block every free day of a range. Booked days are skipped.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <BulkBlockForm villas={data.villas} today={today} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="font-display text-2xl text-navy">Block Single Date</CardTitle>
              <CardDescription>Close one day of one villa.</CardDescription>
            </CardHeader>
            <CardContent>
              <SingleBlockForm villas={data.villas} today={today} />
            </CardContent>
          </Card>
        </div>
        <section aria-labelledby="blocked-periods-title" className="space-y-3">
          <h3 id="blocked-periods-title" className="text-2xl text-navy">
            Currently Blocked Periods
          </h3>
          <BlockedPeriodsList
            periods={data.periods.periods}
            total={data.periods.total}
            page={data.page}
            onPage={data.setPage}
          />
        </section>
      </div>
    </>
  )
}
