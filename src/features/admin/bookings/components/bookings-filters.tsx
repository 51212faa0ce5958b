import { Search, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { useBookingVillas } from '../api/get-booking-villas'
import { STATUS_FILTERS, type BookingsView } from '../lib/bookings-view'
import { statusLabel } from '../lib/booking-status'

const ALL = 'all'
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

  const handleSearch = (value: string) => {
    setSearch(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange({ search: value }), SEARCH_DELAY_MS)
  }
  const handleClear = () => {
    clearTimeout(timer.current)
    setSearch('')
    onClear()
  }
  const date = (key: 'stayFrom' | 'stayTo' | 'createdFrom' | 'createdTo', label: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`bookings-${key}`}>{label}</Label>
      <Input
        id={`bookings-${key}`}
        type="date"
        value={view[key] ?? ''}
        onChange={(event) => onChange({ [key]: event.target.value || null })}
      />
    </div>
  )

  return (
    <section aria-label="Filters" className="mb-6 rounded-lg border bg-card p-4 shadow-sm">
      <form
        role="search"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          onChange({ search })
        }}
      >
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="bookings-search">Search guests</Label>
          <div className="relative">
            <Search
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="bookings-search"
              type="search"
              className="pl-9"
              placeholder="Name, email or phone"
              value={search}
              onChange={(event) => handleSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-status">Status</Label>
          <Select
            value={view.status ?? ALL}
            onValueChange={(value) =>
              onChange({ status: STATUS_FILTERS.find((status) => status === value) ?? null })
            }
          >
            <SelectTrigger id="bookings-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {STATUS_FILTERS.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="bookings-villa">Villa</Label>
          <Select
            value={view.villa ?? ALL}
            onValueChange={(value) => onChange({ villa: value === ALL ? null : value })}
          >
            <SelectTrigger id="bookings-villa">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All villas</SelectItem>
              {villas.data?.map((villa) => (
                <SelectItem key={villa.id} value={villa.id}>
                  {villa.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {date('stayFrom', 'Stay from')}
        {date('stayTo', 'Stay to')}
        {date('createdFrom', 'Requested from')}
        {date('createdTo', 'Requested to')}
      </form>
      {canClear && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={handleClear}>
          <X aria-hidden="true" /> Clear filters
        </Button>
      )}
    </section>
  )
}
