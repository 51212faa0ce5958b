import { CalendarCheck } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmptyList,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { AdminPagination } from '@/features/admin/layout/components/admin-pagination'
import { useBookingCounts } from '../api/get-booking-counts'
import { useBookingsPage } from '../api/get-bookings-page'
import {
  clearFilters,
  filtersOf,
  hasFilters,
  PAGE_SIZES,
  pageCount,
  parseBookingsView,
  serializeBookingsView,
  updateView,
  type BookingsView,
} from '../lib/bookings-view'
import { BookingDetailDialog } from './booking-detail-dialog'
import { BookingStatusCounts } from './booking-status-counts'
import { BookingsFilters } from './bookings-filters'
import { BookingsTable } from './bookings-table'
import { ExportBookingsButton } from './export-bookings-button'
import { NewBookingButton } from './new-booking-dialog'
import * as m from '@/paraglide/messages'

/** Booking Management: counts per status, the filtered table (server-side), a detail modal. */
export function BookingsScreen() {
  const [params, setParams] = useSearchParams()
  const view = parseBookingsView(params)
  const bookings = useBookingsPage(view)
  const counts = useBookingCounts(filtersOf(view))
  // A staff email links to ?q=<guest email>&booking=<id>: the search finds the row, this opens it.
  const [openId, setOpenId] = useState<string | null>(() => params.get('booking'))
  // Bumped by "Clear filters" so the search field starts again empty.
  const go = (next: BookingsView) => setParams(serializeBookingsView(next))
  // From the address as it is now, not as this render saw it: the search fires after a delay,
  // and under load the router may not have drawn "Clear filters" yet (its status came back).
  const change = (update: Partial<BookingsView>) =>
    go(updateView(parseBookingsView(new URLSearchParams(window.location.search)), update))
  const handleClear = () => go(clearFilters(view))
  const filtered = hasFilters(view)

  const header = (
    <AdminPageHeader
      title={m.admin_bookings_title()}
      description={m.admin_bookings_description()}
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportBookingsButton view={view} disabled={!bookings.data?.total} />
          <NewBookingButton />
        </div>
      }
    />
  )

  const content = () => {
    if (bookings.isPending) return <AdminLoading />
    if (bookings.isError)
      return <AdminError message={m.admin_bookings_failed()} onRetry={() => bookings.refetch()} />
    const { rows, total } = bookings.data
    if (rows.length === 0)
      return (
        <AdminEmptyList
          icon={CalendarCheck}
          one={m.admin_bookings_one()}
          many={m.admin_bookings_many()}
          emptyTitle={m.admin_bookings_none_yet()}
          description={m.admin_bookings_empty_hint()}
          pastLastPage={view.page > 1}
          filtered={filtered}
          onFirstPage={() => go({ ...view, page: 1 })}
          onClearFilters={handleClear}
        />
      )
    const pages = pageCount(total, view.pageSize)
    return (
      <div className={bookings.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <BookingsTable
          rows={rows}
          view={view}
          pageCount={pages}
          onSort={(sort, ascending) => change({ sort, ascending })}
          onOpen={setOpenId}
        />
        <AdminPagination
          label={m.admin_bookings_pages()}
          page={view.page}
          pageCount={pages}
          pageSizes={PAGE_SIZES}
          pageSize={view.pageSize}
          total={total}
          shown={rows.length}
          onPage={(page) => go({ ...view, page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      </div>
    )
  }

  const open = bookings.data?.rows.find((booking) => booking.id === openId)
  return (
    <>
      {header}
      <BookingStatusCounts
        counts={counts.data}
        active={view.status}
        onSelect={(status) => change({ status })}
      />
      <BookingsFilters view={view} onChange={change} onClear={handleClear} canClear={filtered} />
      {content()}
      {open && <BookingDetailDialog booking={open} onClose={() => setOpenId(null)} />}
    </>
  )
}
