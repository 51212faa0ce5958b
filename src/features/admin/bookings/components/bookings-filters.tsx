import { X } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { FilterSelect } from '@/features/admin/layout/components/filter-select'
import { SearchInput } from '@/features/admin/layout/components/search-input'
import { useBookingVillas } from '../api/get-booking-villas'
import { STATUS_FILTERS, type BookingsView } from '../lib/bookings-view'
import { statusLabel } from '../lib/booking-status'
import { PAYMENT_FILTERS, paymentStateLabel } from '@/features/admin/payments/lib/payment-state'
import { CANCELLATION_REASONS, cancellationReasonLabel } from '../lib/cancellation-reason'
import * as m from '@/paraglide/messages'

const SEARCH_DELAY_MS = 300

interface BookingsFiltersProps {
  view: BookingsView
  onChange: (change: Partial<BookingsView>) => void
  onClear: () => void
  canClear: boolean
}

/** Search as you type (debounced), then status, villa, stay and request dates. */
export function BookingsFilters({ view, onChange, onClear, canClear }: BookingsFiltersProps) {
  const villas = useBookingVillas()
  const [search, setSearch] = useState(view.search)
  // The address can change the search too (Clear filters, back, a shared link): follow it.
  const [appliedSearch, setAppliedSearch] = useState(view.search)
  if (view.search !== appliedSearch) {
    setAppliedSearch(view.search)
    setSearch(view.search)
  }
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // The delayed search applies to the view as it is when it fires, not as it was when typed:
  // the router renders a new address in a transition, so text typed right after "Clear filters"
  // would otherwise bring the cleared status back.
  const latestOnChange = useRef(onChange)
  useLayoutEffect(() => {
    latestOnChange.current = onChange
  })

  const handleSearch = (value: string) => {
    setSearch(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latestOnChange.current({ search: value }), SEARCH_DELAY_MS)
  }
  const handleClear = () => {
    clearTimeout(timer.current)
    setSearch('')
    onClear()
  }
  // Each day may be left empty (no limit on that side); a last day cannot come before the first.
  const date = (
    key: 'stayFrom' | 'stayTo' | 'createdFrom' | 'createdTo',
    label: string,
    after?: string | null,
  ) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`bookings-${key}`}>{label}</Label>
      <DatePicker
        id={`bookings-${key}`}
        value={view[key] ?? ''}
        onChange={(value) => onChange({ [key]: value || null })}
        min={after ?? undefined}
        placeholder={m.admin_bookings_any_day()}
        isClearable
      />
    </div>
  )

  return (
    <section
      aria-label={m.admin_bookings_filters()}
      className="mb-6 rounded-lg border bg-card p-4 shadow-sm"
    >
      <form
        role="search"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          onChange({ search })
        }}
      >
        <SearchInput
          id="bookings-search"
          label={m.admin_bookings_search()}
          placeholder={m.admin_bookings_search_placeholder()}
          value={search}
          onChange={handleSearch}
          className="sm:col-span-2"
        />
        <FilterSelect
          id="bookings-status"
          label={m.admin_bookings_status()}
          value={view.status}
          allLabel={m.admin_bookings_all_statuses()}
          options={STATUS_FILTERS.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          id="bookings-payment"
          label={m.admin_bookings_payment()}
          value={view.payment}
          allLabel={m.admin_bookings_all_payments()}
          options={PAYMENT_FILTERS.map((state) => ({
            value: state,
            label: paymentStateLabel(state),
          }))}
          onChange={(payment) => onChange({ payment })}
        />
        <FilterSelect
          id="bookings-reason"
          label={m.admin_bookings_cancelled_filter()}
          value={view.reason}
          allLabel={m.admin_bookings_any_reason()}
          options={CANCELLATION_REASONS.map((reason) => ({
            value: reason,
            label: cancellationReasonLabel(reason) ?? reason,
          }))}
          onChange={(reason) => onChange({ reason })}
        />
        <FilterSelect
          id="bookings-villa"
          label={m.admin_bookings_villa()}
          value={view.villa}
          allLabel={m.admin_bookings_all_villas()}
          options={(villas.data ?? []).map((villa) => ({ value: villa.id, label: villa.name }))}
          onChange={(villa) => onChange({ villa })}
        />
        {date('stayFrom', m.admin_bookings_stay_from())}
        {date('stayTo', m.admin_bookings_stay_to(), view.stayFrom)}
        {date('createdFrom', m.admin_bookings_requested_from())}
        {date('createdTo', m.admin_bookings_requested_to(), view.createdFrom)}
      </form>
      {canClear && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={handleClear}>
          <X aria-hidden="true" /> {m.admin_bookings_clear_filters()}
        </Button>
      )}
    </section>
  )
}
