import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { Destination } from '../api/get-destinations'
import { useVillaCollection } from '../api/get-villa-collection'
import { NO_FILTERS, type CollectionFilters } from '../lib/collection-filters'
import type { StaySearch } from '../lib/stay-search'
import { CollectionFilterFields } from './collection-filter-fields'
import * as m from '@/paraglide/messages'

interface CollectionFilterSheetProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The filters in the address, where the sheet starts. */
  filters: CollectionFilters
  stay: StaySearch | null
  destinations: readonly Destination[]
  onApply: (filters: CollectionFilters) => void
}

/**
 * The phone's filters: a full-height panel where choices are tried without leaving the list
 * behind, with the number of villas they find on the button that applies them (one step in
 * the address, so Back undoes it whole).
 */
export function CollectionFilterSheet({
  isOpen,
  onOpenChange,
  filters,
  stay,
  destinations,
  onApply,
}: CollectionFilterSheetProps) {
  const [draft, setDraft] = useState(filters)
  const found = useVillaCollection({ filters: draft, stay, limit: 1 }, { enabled: isOpen })
  const total = found.data?.total
  const label =
    total === undefined
      ? m.villas_show_villas()
      : total === 0
        ? m.villas_none_found()
        : m.villas_show_count({ count: total })

  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-md gap-0 p-0">
        <div className="border-b border-border/70 px-6 py-5">
          <SheetTitle className="font-display text-2xl text-navy">{m.villas_filters()}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">
            {m.villas_filters_description()}
          </SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-6">
          <CollectionFilterFields
            filters={draft}
            onChange={setDraft}
            destinations={destinations}
            hasGuests={stay === null}
            layout="sheet"
          />
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-border/70 px-6 py-4">
          <Button
            type="button"
            variant="ghost"
            onClick={() =>
              setDraft({ ...NO_FILTERS, sort: draft.sort, guests: stay ? draft.guests : null })
            }
          >
            {m.villas_clear_all()}
          </Button>
          <Button
            type="button"
            variant="gold"
            aria-busy={found.isFetching}
            disabled={total === 0}
            onClick={() => {
              onApply(draft)
              onOpenChange(false)
            }}
          >
            {label}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  )
}
