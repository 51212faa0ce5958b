import { X } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/features/admin/layout/components/filter-select'
import { SearchInput } from '@/features/admin/layout/components/search-input'
import * as m from '@/paraglide/messages'
import { statusLabel } from '../lib/message-status'
import { MESSAGE_STATUSES, type MessagesView } from '../lib/messages-view'

const SEARCH_DELAY_MS = 300

interface MessageFiltersProps {
  view: MessagesView
  /** What the search field holds (applied to the view after a pause in typing). */
  search: string
  onSearchText: (text: string) => void
  onChange: (change: Partial<MessagesView>) => void
  onClear: () => void
  canClear: boolean
}

/** Search as you type (debounced) over name, email, phone and message; then the status. */
export function MessageFilters(props: MessageFiltersProps) {
  const { view, search, onSearchText, onChange, onClear, canClear } = props
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const handleSearch = (value: string) => {
    onSearchText(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange({ search: value }), SEARCH_DELAY_MS)
  }
  const handleClear = () => {
    clearTimeout(timer.current)
    onClear()
  }

  return (
    <section
      aria-label={m.admin_inbox_filters()}
      className="mb-4 rounded-lg border bg-card p-4 shadow-sm"
    >
      <form
        role="search"
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          onChange({ search })
        }}
      >
        <SearchInput
          id="messages-search"
          label={m.admin_inbox_search()}
          placeholder={m.admin_inbox_search_placeholder()}
          value={search}
          onChange={handleSearch}
        />
        <FilterSelect
          id="messages-status"
          label={m.admin_inbox_status()}
          value={view.status}
          allLabel={m.admin_inbox_all_statuses()}
          options={MESSAGE_STATUSES.map((status) => ({
            value: status,
            label: statusLabel(status),
          }))}
          onChange={(status) => onChange({ status })}
        />
      </form>
      {canClear && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={handleClear}>
          <X aria-hidden="true" /> {m.admin_inbox_clear_filters()}
        </Button>
      )}
    </section>
  )
}
