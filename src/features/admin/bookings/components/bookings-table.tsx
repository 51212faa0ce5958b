import {
  createColumnHelper,
  flexRender,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { formatDateTime, formatDay } from '@/lib/dates'
import { currentLocale } from '@/lib/i18n/locale'
import { cn } from '@/lib/utils'
import { formatAmount } from '@/lib/money'
import type { AdminBooking } from '../api/get-bookings-page'
import { SORT_COLUMNS, type BookingsView, type SortColumn } from '../lib/bookings-view'
import { usePaymentStates } from '@/features/admin/payments/api/get-payment-states'
import { ActionsCell, GuestCell, StatusCell } from './booking-cells'
import * as m from '@/paraglide/messages'

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature })
const column = createColumnHelper<typeof features, AdminBooking>()

const villaText = (b: AdminBooking) =>
  b.villa_name ? `${b.villa_name} · ${b.villa_location}` : m.admin_bookings_unknown_villa()
const stayText = (b: AdminBooking) => `${formatDay(b.check_in)} – ${formatDay(b.check_out)}`

function isSortColumn(id: string): id is SortColumn {
  return SORT_COLUMNS.some((candidate) => candidate === id)
}

interface BookingsTableProps {
  rows: AdminBooking[]
  view: BookingsView
  pageCount: number
  onSort: (sort: SortColumn, ascending: boolean) => void
  onOpen: (id: string) => void
}

/** The page of bookings: a table from 768 px, one card per booking below. */
export function BookingsTable({ rows, view, pageCount, onSort, onOpen }: BookingsTableProps) {
  const confirmedIds = useMemo(
    () => rows.filter((row) => row.status === 'confirmed').map((row) => row.id),
    [rows],
  )
  const paymentStates = usePaymentStates(confirmedIds).data
  // French headers and buttons are wider than English ones: a tighter table (headers may wrap,
  // narrower cell padding) keeps every column in view at 1280 px; English is laid out as before.
  const isCompact = currentLocale() !== 'en'
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('guest_name', {
          header: m.admin_bookings_col_guest(),
          enableSorting: false,
          cell: ({ row }) => (
            <GuestCell booking={row.original} onOpen={() => onOpen(row.original.id)} />
          ),
        }),
        column.accessor('villa_name', {
          header: m.admin_bookings_col_villa(),
          enableSorting: false,
          cell: ({ row }) => (
            <>
              <span className="font-medium">
                {row.original.villa_name ?? m.admin_bookings_unknown_villa()}
              </span>
              <span className="block text-xs text-muted-foreground">
                {row.original.villa_location}
              </span>
            </>
          ),
        }),
        column.accessor('check_in', {
          header: m.admin_bookings_col_stay(),
          cell: ({ row }) => (
            <span className="whitespace-nowrap">
              {formatDay(row.original.check_in)} –<br />
              {formatDay(row.original.check_out)}
            </span>
          ),
        }),
        column.accessor('guests_count', {
          // French words are longer: the guests' header is abbreviated (the full word on hover
          // and for screen readers) so the table fits 1280 px.
          header: () =>
            isCompact ? (
              <abbr
                title={m.admin_bookings_col_guests()}
                aria-label={m.admin_bookings_col_guests()}
              >
                {m.admin_shared_col_guests_short()}
              </abbr>
            ) : (
              m.admin_bookings_col_guests()
            ),
          enableSorting: false,
        }),
        column.accessor('total_price', {
          header: m.admin_bookings_col_total(),
          cell: ({ getValue }) => formatAmount(getValue()),
        }),
        column.accessor('status', {
          header: m.admin_bookings_col_status(),
          enableSorting: false,
          cell: ({ row }) => (
            <StatusCell
              booking={row.original}
              paymentState={paymentStates?.get(row.original.id)?.state}
            />
          ),
        }),
        column.accessor('created_at', {
          header: m.admin_bookings_col_requested(),
          cell: ({ getValue }) => formatDateTime(getValue()),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">{m.admin_bookings_col_actions()}</span>,
          cell: ({ row }) => <ActionsCell booking={row.original} />,
        }),
      ]),
    [onOpen, paymentStates, isCompact],
  )

  const sorting: SortingState = [{ id: view.sort, desc: !view.ascending }]
  const handleSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater
    if (next && isSortColumn(next.id)) onSort(next.id, !next.desc)
  }
  const table = useTable({
    features,
    data: rows,
    columns,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    sortDescFirst: true,
    pageCount,
    state: { sorting, pagination: { pageIndex: view.page - 1, pageSize: view.pageSize } },
    onSortingChange: handleSortingChange,
  })

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border bg-card shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{m.admin_bookings_caption()}</caption>
          <thead className="border-b bg-sand/40 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const canSort = header.column.getCanSort()
                  const label = flexRender(header.column.columnDef.header, header.getContext())
                  const Icon =
                    sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn(
                        'py-2.5 text-xs font-medium uppercase tracking-wide text-muted-foreground',
                        isCompact ? 'px-2 align-bottom' : 'whitespace-nowrap px-3',
                      )}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded-sm uppercase hover:text-navy focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {label}
                          <Icon className="size-3.5" aria-hidden="true" />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-sand/20">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={isCompact ? 'px-2 py-3' : 'px-3 py-3'}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={m.admin_bookings_caption()}>
        {table.getRowModel().rows.map(({ original: booking }) => (
          <li key={booking.id} className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <GuestCell booking={booking} onOpen={() => onOpen(booking.id)} />
              <StatusCell booking={booking} paymentState={paymentStates?.get(booking.id)?.state} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_bookings_col_villa()}
                </dt>
                <dd>{villaText(booking)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_bookings_col_stay()}
                </dt>
                <dd>{stayText(booking)}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_bookings_col_guests()}
                </dt>
                <dd>{booking.guests_count}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_bookings_col_total()}
                </dt>
                <dd className="font-semibold text-navy">{formatAmount(booking.total_price)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_bookings_col_requested()}
                </dt>
                <dd>{formatDateTime(booking.created_at)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t pt-3 empty:hidden">
              <ActionsCell booking={booking} />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
