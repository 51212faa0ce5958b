interface FilterablePrice {
  villa_id: string
  end_date: string
}

interface PriceFilter {
  /** A villa id, or null for every villa. */
  villaId: string | null
  /** yyyy-MM-dd of today: seasons that ended before it are past. */
  today: string
  showPast: boolean
}

/** The seasons to list, in the order they came (priority, then start date). */
export function filterSeasonalPrices<T extends FilterablePrice>(
  prices: readonly T[],
  filter: PriceFilter,
): T[] {
  return prices.filter(
    (price) =>
      (filter.villaId === null || price.villa_id === filter.villaId) &&
      (filter.showPast || price.end_date >= filter.today),
  )
}
