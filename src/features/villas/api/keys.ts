export interface VillaListFilters {
  /** Case-insensitive "location contains" filter, e.g. 'Saint Raphaël'. */
  location?: string
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
  fromPrices: () => [...villaKeys.all, 'from-prices'] as const,
  search: (search: { checkIn: string; checkOut: string; guests: number }) =>
    [...villaKeys.all, 'search', search.checkIn, search.checkOut, search.guests] as const,
}
