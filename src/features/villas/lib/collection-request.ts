import type { CollectionRequest } from '../api/get-villa-collection'
import { PAGE_SIZE, readCollectionFilters, readCollectionPage } from './collection-filters'
import { readStaySearch } from './stay-search'

/** What the collection page asks the database for, read from its address. */
export function collectionRequest(params: URLSearchParams): CollectionRequest {
  const filters = readCollectionFilters(params)
  const stay = readStaySearch(params)
  return {
    // With dates, the stay's guests are the guests.
    filters: stay ? { ...filters, guests: stay.guests } : filters,
    stay,
    limit: readCollectionPage(params) * PAGE_SIZE,
  }
}
