import { format, parseISO } from 'date-fns'
import { dateFnsLocale } from '@/features/admin/layout/lib/admin-date-locale'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useAdminToday } from '../api/get-admin-today'
import { AttentionSection } from './attention-section'
import { OccupancySection } from './occupancy-section'
import { PendingRequestsSection } from './pending-requests-section'
import { StaysSection } from './stays-section'
import { TodaySummary } from './today-summary'
import { UnreadMessagesSection } from './unread-messages-section'
import * as m from '@/paraglide/messages'

/** "Friday 27 November 2026", "Vendredi 27 novembre 2026". */
function longDay(date: string) {
  const day = format(parseISO(date), 'EEEE d MMMM yyyy', { locale: dateFnsLocale() })
  return day.charAt(0).toUpperCase() + day.slice(1)
}

/**
 * The admin's front page: who arrives and leaves today and this week, the requests waiting with
 * their countdown, unread messages, what needs attention and the next 30 days' occupancy, all
 * from one request (admin_today), "today" being the day on the Riviera (Europe/Paris).
 */
export function TodayScreen() {
  const today = useAdminToday()
  const header = (date?: string) => (
    <AdminPageHeader
      title={m.admin_today_title()}
      description={
        date ? m.admin_today_description({ day: longDay(date) }) : m.admin_today_description_plain()
      }
    />
  )
  if (today.isPending)
    return (
      <>
        {header()}
        <AdminLoading />
      </>
    )
  if (today.isError)
    return (
      <>
        {header()}
        <AdminError message={m.admin_today_failed()} onRetry={() => void today.refetch()} />
      </>
    )

  const data = today.data
  return (
    <>
      {header(data.today)}
      <TodaySummary data={data} />
      {/* A phone reads it in this order; from 1024 px, two columns: the requests and the
          week's comings and goings, then occupancy, messages and what needs attention. */}
      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6" aria-busy={today.isFetching}>
        <div className="flex min-w-0 flex-col gap-4 lg:gap-6">
          <PendingRequestsSection requests={data.pending} total={data.pendingCount} />
          <StaysSection
            kind="arrivals"
            stays={data.arrivals}
            total={data.arrivalCount}
            today={data.today}
          />
          <StaysSection
            kind="departures"
            stays={data.departures}
            total={data.departureCount}
            today={data.today}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:gap-6">
          <OccupancySection occupancy={data.occupancy} />
          <UnreadMessagesSection messages={data.unread} total={data.unreadCount} />
          <AttentionSection />
        </div>
      </div>
    </>
  )
}
