import { Search, X } from 'lucide-react'
import { useRef } from 'react'
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
import { statusLabel } from '../lib/message-status'
import { MESSAGE_STATUSES, type MessagesView } from '../lib/messages-view'

const ALL = 'all'
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
    <section aria-label="Filters" className="mb-4 rounded-lg border bg-card p-4 shadow-sm">
      <form
        role="search"
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          onChange({ search })
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="messages-search">Search messages</Label>
          <div className="relative">
            <Search
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="messages-search"
              type="search"
              className="pl-9"
              placeholder="Name, email, phone or message"
              value={search}
              onChange={(event) => handleSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="messages-status">Status</Label>
          <Select
            value={view.status ?? ALL}
            onValueChange={(value) =>
              onChange({ status: MESSAGE_STATUSES.find((status) => status === value) ?? null })
            }
          >
            <SelectTrigger id="messages-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {MESSAGE_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </form>
      {canClear && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={handleClear}>
          <X aria-hidden="true" /> Clear filters
        </Button>
      )}
    </section>
  )
}
