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
import * as m from '@/paraglide/messages'

/** Blocked Dates Management: analytics, bulk and single blocking, and the blocked periods. */
export function BlockedDatesScreen() {
  const today = useMemo(() => parisToday(), [])
  const data = useBlockedDatesData(today)
  const header = (
    <AdminPageHeader title={m.admin_blocked_title()} description={m.admin_blocked_description()} />
  )

  if (data.isError)
    return (
      <>
        {header}
        <AdminError message={m.admin_settings_failed_to_load()} onRetry={data.retry} />
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
              <CardTitle className="font-display text-2xl text-navy">
                {m.admin_blocked_bulk_title()}
              </CardTitle>
              <CardDescription>{m.admin_blocked_bulk_description()}</CardDescription>
            </CardHeader>
            <CardContent>
              <BulkBlockForm villas={data.villas} today={today} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="font-display text-2xl text-navy">
                {m.admin_blocked_single_title()}
              </CardTitle>
              <CardDescription>{m.admin_blocked_single_description()}</CardDescription>
            </CardHeader>
            <CardContent>
              <SingleBlockForm villas={data.villas} today={today} />
            </CardContent>
          </Card>
        </div>
        <section aria-labelledby="blocked-periods-title" className="space-y-3">
          <h3 id="blocked-periods-title" className="text-2xl text-navy">
            {m.admin_blocked_periods_title()}
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
