import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { day, startDatabaseStack, type DatabaseStack } from './support/database-stack.ts'

// The collection page asks villa_collection for one page of cards and the count: filters,
// sorting and paging happen in the database (migration 20261126300100_villa_collection.sql).

interface Row {
  id: string
  name: string
  location: string
  max_guests: number
  bedrooms: number
  size_sqm: number | null
  from_price: number
  amenities: string[]
}

let db: DatabaseStack
let all: Row[]

beforeAll(async () => {
  db = await startDatabaseStack()
  // Two villas of our own, to try the amenities' wording and an unpublished villa.
  const { error } = await db.service.from('villas').insert([
    {
      name: 'Villa Billiards',
      location: 'Mougins',
      price_per_night: 400,
      max_guests: 4,
      bedrooms: 2,
      amenities: ['Pool table', 'Garden'],
      is_active: true,
    },
    {
      name: 'Villa Hidden',
      location: 'Mougins',
      price_per_night: 100,
      max_guests: 4,
      bedrooms: 2,
      amenities: ['Heated infinity pool'],
      is_active: false,
    },
  ])
  if (error) throw error
  const rows = await db.service.from('villas').select('*').eq('is_active', true)
  if (rows.error) throw rows.error
  all = rows.data
})
afterAll(() => db?.stop())

type Args = Record<string, string | number | string[] | null>

async function collection(args: Args = {}, range?: [number, number]) {
  let query = db.anon.rpc('villa_collection', args, { count: 'exact' })
  if (range) query = query.range(range[0], range[1])
  const { data, error, count } = await query
  if (error) throw error
  return { rows: data as Row[], count: count ?? -1 }
}

const names = (rows: Row[]) => rows.map((row) => row.name)

describe('villa_collection', () => {
  it('lists every published villa, in pages that add up, with the count', async () => {
    const { rows, count } = await collection()
    expect(count).toBe(all.length)
    expect(names(rows)).not.toContain('Villa Hidden')
    const first = await collection({}, [0, 2])
    const second = await collection({}, [3, 5])
    expect(first.count).toBe(all.length)
    expect([...names(first.rows), ...names(second.rows)]).toEqual(names(rows).slice(0, 6))
  })

  it('filters by destination, guests, bedrooms and the from price', async () => {
    const raphael = await collection({ p_destination: 'Saint Raphaël' })
    expect(names(raphael.rows).sort()).toEqual(['Villa Azur', 'Villa Estérel', 'Villa Les Pins'])

    const large = await collection({ p_guests: 10, p_bedrooms: 5 })
    expect(large.rows.length).toBeGreaterThan(0)
    expect(large.count).toBe(all.filter((v) => v.max_guests >= 10 && v.bedrooms >= 5).length)

    const priced = await collection({ p_min_price: 600, p_max_price: 1200 })
    const expected = all.filter((v) => v.from_price >= 600 && v.from_price <= 1200)
    expect(names(priced.rows).sort()).toEqual(names(expected).sort())
  })

  it('lists destinations by town, with the coast named only when nothing else is', async () => {
    const { data, error } = await db.anon.rpc('villa_destinations')
    expect(error).toBeNull()
    expect(data).toContainEqual({ destination: 'Saint Raphaël', villa_count: 3 })
    expect(data).toContainEqual({ destination: 'Èze', villa_count: 1 })
    // Villa Hidden is not published: Mougins counts only Villa Billiards.
    expect(data).toContainEqual({ destination: 'Mougins', villa_count: 1 })
  })

  it('matches the key amenities as staff word them', async () => {
    const seaView = names((await collection({ p_amenities: ['sea-view'] })).rows)
    expect(seaView).toEqual(
      expect.arrayContaining(['Villa Azur', 'Villa Estérel', 'Villa Les Pins']),
    )
    const pool = names((await collection({ p_amenities: ['pool'] })).rows)
    expect(pool).not.toContain('Villa Billiards')
    // A pool pavilion stands by a pool.
    expect(pool).toContain('Villa Belle Rive')
    expect(pool).toContain('Villa Azur')
    const heated = names((await collection({ p_amenities: ['heated-pool', 'sea-view'] })).rows)
    expect(heated.sort()).toEqual(['Villa Ciel', 'Villa Les Pins'])
    expect((await collection({ p_amenities: ['no-such-amenity'] })).count).toBe(0)
  })

  it('sorts by from price, size and bedrooms', async () => {
    const low = (await collection({ p_sort: 'price-asc' })).rows.map((v) => Number(v.from_price))
    expect(low).toEqual([...low].sort((a, b) => a - b))
    const high = (await collection({ p_sort: 'price-desc' })).rows.map((v) => Number(v.from_price))
    expect(high).toEqual([...high].sort((a, b) => b - a))
    const size = (await collection({ p_sort: 'size' })).rows.map((v) => v.size_sqm ?? -1)
    expect(size).toEqual([...size].sort((a, b) => b - a))
    const bedrooms = (await collection({ p_sort: 'bedrooms' })).rows.map((v) => v.bedrooms)
    expect(bedrooms).toEqual([...bedrooms].sort((a, b) => b - a))
    // A page of a sorted list is that part of the sorted list.
    const page = await collection({ p_sort: 'price-desc' }, [2, 4])
    expect(page.rows.map((v) => Number(v.from_price))).toEqual(high.slice(2, 5))
  })

  it('with dates, lists the villas search_villas finds free, cheapest stay first', async () => {
    const stay = { p_check_in: day(200), p_check_out: day(207), p_guests: 4 }
    const { data: offers, error } = await db.anon.rpc('search_villas', stay)
    expect(error).toBeNull()
    const { rows, count } = await collection({ ...stay, p_sort: 'price-asc' })
    expect(count).toBe(offers!.length)
    expect(rows.map((v) => v.id)).toEqual(
      offers!.map((offer: { villa_id: string }) => offer.villa_id),
    )

    const filtered = await collection({ ...stay, p_destination: 'Saint Raphaël' })
    expect(filtered.rows.every((v) => v.location.endsWith('Saint Raphaël'))).toBe(true)
  })

  it('counts the published villas for the About page', async () => {
    const { data, error } = await db.anon.rpc('active_villa_count')
    expect(error).toBeNull()
    expect(data).toBe(all.length)
  })
})
