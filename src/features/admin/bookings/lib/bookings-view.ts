import { PAYMENT_FILTERS } from '@/features/admin/payments/lib/payment-state'
import { isIsoDay } from '@/lib/dates'
import { CANCELLATION_REASONS, type CancellationReason } from './cancellation-reason'

/** What the bookings table shows, kept in the URL so a view can be shared. */

export const PAGE_SIZES = [25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

export const SORT_COLUMNS = ['created_at', 'check_in', 'total_price'] as const
export type SortColumn = (typeof SORT_COLUMNS)[number]

export const STATUS_FILTERS = ['pending', 'confirmed', 'cancelled', 'expired'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

/** The filters the counts follow: every filter but the status. */
export interface BookingFilters {
  villa: string | null
  stayFrom: string | null
  stayTo: string | null
  createdFrom: string | null
  createdTo: string | null
  search: string
}

/** A confirmed stay's payment state (issue 21): what it paid, from booking_money. */
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number]

export interface BookingsView extends BookingFilters {
  status: StatusFilter | null
  payment: PaymentFilter | null
  /** Who cancelled and why (cancelled bookings only). */
  reason: CancellationReason | null
  sort: SortColumn
  ascending: boolean
  page: number
  pageSize: PageSize
}

export const DEFAULT_VIEW: BookingsView = {
  status: null,
  payment: null,
  reason: null,
  villa: null,
  stayFrom: null,
  stayTo: null,
  createdFrom: null,
  createdTo: null,
  search: '',
  sort: 'created_at',
  ascending: false,
  page: 1,
  pageSize: 25,
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isoDay = (value: string | null) => (value && isIsoDay(value) ? value : null)

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

/** Reads a view from the URL; anything missing or malformed falls back to the default. */
export function parseBookingsView(params: URLSearchParams): BookingsView {
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  return {
    status: oneOf(STATUS_FILTERS, params.get('status')),
    payment: oneOf(PAYMENT_FILTERS, params.get('payment')),
    reason: oneOf(CANCELLATION_REASONS, params.get('reason')),
    villa: UUID.test(params.get('villa') ?? '') ? params.get('villa') : null,
    stayFrom: isoDay(params.get('stay_from')),
    stayTo: isoDay(params.get('stay_to')),
    createdFrom: isoDay(params.get('created_from')),
    createdTo: isoDay(params.get('created_to')),
    search: (params.get('q') ?? '').trim().slice(0, 200),
    sort: oneOf(SORT_COLUMNS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    ascending: params.get('dir') === 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.find((candidate) => candidate === size) ?? DEFAULT_VIEW.pageSize,
  }
}

/** Writes a view to the URL, leaving out what is the default so links stay short. */
export function serializeBookingsView(view: BookingsView): URLSearchParams {
  const params = new URLSearchParams()
  const put = (key: string, value: string | null) => {
    if (value) params.set(key, value)
  }
  put('q', view.search.trim())
  put('status', view.status)
  put('payment', view.payment)
  put('reason', view.reason)
  put('villa', view.villa)
  put('stay_from', view.stayFrom)
  put('stay_to', view.stayTo)
  put('created_from', view.createdFrom)
  put('created_to', view.createdTo)
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort)
  if (view.ascending) params.set('dir', 'asc')
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('size', String(view.pageSize))
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** A change of filter, sort or page size starts again from the first page. */
export function updateView(view: BookingsView, change: Partial<BookingsView>): BookingsView {
  return { ...view, page: 1, ...change }
}

export function filtersOf(view: BookingsView): BookingFilters {
  const { villa, stayFrom, stayTo, createdFrom, createdTo, search } = view
  return { villa, stayFrom, stayTo, createdFrom, createdTo, search }
}

export function hasFilters(view: BookingsView): boolean {
  return (
    view.status !== null ||
    view.payment !== null ||
    view.reason !== null ||
    Object.values(filtersOf(view)).some((value) => value !== null && value !== '')
  )
}

/** Only the filters and sort survive a "clear filters": sort and page size are not filters. */
export function clearFilters(view: BookingsView): BookingsView {
  return { ...DEFAULT_VIEW, sort: view.sort, ascending: view.ascending, pageSize: view.pageSize }
}

/** The last page that exists for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
