import type { CollectionRequest } from './get-villa-collection'

export interface VillaListFilters {
  /** Case-insensitive "location contains" filter, e.g. 'Saint Raphaël'. */
  location?: string
  /** At most this many, the oldest first (the home page's featured villas). */
  limit?: number
}

/** Query keys of the public villa data. */
export const villaKeys = {
  all: ['villas'] as const,
  lists: () => [...villaKeys.all, 'list'] as const,
  list: (filters: VillaListFilters = {}) => [...villaKeys.lists(), filters] as const,
  details: () => [...villaKeys.all, 'detail'] as const,
  detail: (id: string) => [...villaKeys.details(), id] as const,
  faqs: (villaId: string) => [...villaKeys.detail(villaId), 'faqs'] as const,
  reviews: (villaId: string) => [...villaKeys.detail(villaId), 'reviews'] as const,
  photos: (villaId: string) => [...villaKeys.detail(villaId), 'photos'] as const,
  area: () => [...villaKeys.all, 'area'] as const,
  reviewsStatement: () => [...villaKeys.all, 'reviews-statement'] as const,
  reviewSummaries: () => [...villaKeys.all, 'review-summaries'] as const,
  collection: (request: CollectionRequest) => [...villaKeys.all, 'collection', request] as const,
  destinations: () => [...villaKeys.all, 'destinations'] as const,
  count: () => [...villaKeys.all, 'count'] as const,
  search: (search: { checkIn: string; checkOut: string; guests: number }) =>
    [...villaKeys.all, 'search', search.checkIn, search.checkOut, search.guests] as const,
}
