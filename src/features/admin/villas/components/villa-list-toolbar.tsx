import { FilterSelect } from '@/features/admin/layout/components/filter-select'
import { SearchInput } from '@/features/admin/layout/components/search-input'
import type { VillaListView, VillaStatus } from '../lib/villa-list'
import * as m from '@/paraglide/messages'

function statusOptions(): readonly { value: VillaStatus; label: string }[] {
  return [
    { value: 'active', label: m.admin_ui_active() },
    { value: 'inactive', label: m.admin_ui_inactive() },
  ]
}

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
        label={m.admin_villas_search()}
        placeholder={m.admin_villas_search_placeholder()}
        value={view.search}
        onChange={(search) => onChange({ search })}
      />
      <FilterSelect
        id="villa-status"
        label={m.admin_villas_col_status()}
        value={view.status}
        allLabel={m.admin_villas_all()}
        options={statusOptions()}
        onChange={(status) => onChange({ status })}
      />
    </div>
  )
}
