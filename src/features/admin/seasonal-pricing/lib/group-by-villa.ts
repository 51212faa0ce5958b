/** The seasons grouped under their villa, villas by name: pure logic, no React. */

interface GroupablePrice {
  villa_id: string
  villas: { name: string; location: string } | null
}

interface GroupableVilla {
  id: string
  name: string
  location: string
  price_per_night: number
}

export interface VillaGroup<T> {
  villaId: string
  name: string
  location: string
  /** The villa's base price (null for an inactive villa, which the villa list leaves out). */
  basePrice: number | null
  /** Every season of the villa, in the order they came (the strip needs them all). */
  seasons: T[]
}

/** One group per active villa, plus any other villa that has seasons; by name. */
export function groupByVilla<T extends GroupablePrice>(
  prices: readonly T[],
  villas: readonly GroupableVilla[],
): VillaGroup<T>[] {
  const groups = new Map<string, VillaGroup<T>>()
  for (const villa of villas)
    groups.set(villa.id, {
      villaId: villa.id,
      name: villa.name,
      location: villa.location,
      basePrice: villa.price_per_night,
      seasons: [],
    })
  for (const price of prices) {
    let group = groups.get(price.villa_id)
    if (!group) {
      group = {
        villaId: price.villa_id,
        name: price.villas?.name ?? 'Unknown villa',
        location: price.villas?.location ?? '',
        basePrice: null,
        seasons: [],
      }
      groups.set(price.villa_id, group)
    }
    group.seasons.push(price)
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name))
}
