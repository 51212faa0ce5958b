import { FilterSelect } from '@/features/admin/layout/components/filter-select'
import { SearchInput } from '@/features/admin/layout/components/search-input'
import type { VillaListView, VillaStatus } from '../lib/villa-list'

const STATUS_OPTIONS: readonly { value: VillaStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

interface VillaListToolbarProps {
  view: VillaListView
  onChange: (update: Partial<VillaListView>) => void
}

/** Search by name or location, and the active / inactive filter. */
export function VillaListToolbar({ view, onChange }: VillaListToolbarProps) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <SearchInput
        id="villa-search"
        label="Search villas"
        placeholder="Name or location"
        value={view.search}
        onChange={(search) => onChange({ search })}
      />
      <FilterSelect
        id="villa-status"
        label="Status"
        value={view.status}
        allLabel="All villas"
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
    </div>
  )
}
