import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createVilla, day, startDatabaseStack, type DatabaseStack } from './support/database-stack'

let db: DatabaseStack
let villaId: string

async function priceOn(date: string): Promise<number> {
  const { data, error } = await db.anon.rpc('get_villa_price_for_date', {
    p_villa_id: villaId,
    p_date: date,
  })
  expect(error).toBeNull()
  return Number(data)
}

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { price_per_night: 400 })
  const { error } = await db.service
    .from('seasonal_pricing')
    .insert([
      season('High Season', 10, 20, 600, 1, true),
      season('Summer Peak', 14, 16, 900, 2, true),
      season('Spring Break', 18, 25, 700, 1, true),
      season('Autumn Special', 3, 30, 100, 9, false),
    ])
  if (error) throw error
})

afterAll(async () => {
  await db?.stop()
})

function season(
  name: string,
  from: number,
  to: number,
  price: number,
  priority: number,
  isActive: boolean,
) {
  return {
    villa_id: villaId,
    season_name: name,
    start_date: day(from),
    end_date: day(to),
    price_per_night: price,
    priority,
    is_active: isActive,
  }
}

describe('nightly price of a villa', () => {
  it('is the base price on a day no active season covers', async () => {
    expect(await priceOn(day(2))).toBe(400)
    expect(await priceOn(day(26))).toBe(400)
  })

  it('is the seasonal price on the first and last day of a season', async () => {
    expect(await priceOn(day(10))).toBe(600)
    expect(await priceOn(day(13))).toBe(600)
    expect(await priceOn(day(25))).toBe(700)
  })

  it('takes the higher priority where two seasons overlap', async () => {
    expect(await priceOn(day(14))).toBe(900)
    expect(await priceOn(day(16))).toBe(900)
    expect(await priceOn(day(17))).toBe(600)
  })

  it('ignores an inactive season even with the highest priority', async () => {
    expect(await priceOn(day(5))).toBe(400)
  })

  it('returns null for a villa that does not exist', async () => {
    const { data, error } = await db.anon.rpc('get_villa_price_for_date', {
      p_villa_id: '00000000-0000-4000-8000-000000000000',
      p_date: day(1),
    })
    expect(error).toBeNull()
    expect(data).toBeNull()
  })
})

describe('prices for a range of days', () => {
  it('gives the same price as the per-day function for each of the next 60 days', async () => {
    const { data, error } = await db.anon.rpc('get_villa_prices', {
      p_villa_id: villaId,
      p_from: day(0),
      p_to: day(59),
    })
    expect(error).toBeNull()
    const rows = data as { date: string; price: number }[]
    expect(rows.map((row) => row.date)).toEqual(Array.from({ length: 60 }, (_, i) => day(i)))
    for (const row of rows) {
      expect(Number(row.price), row.date).toBe(await priceOn(row.date))
    }
  })

  it('refuses a range longer than two years', async () => {
    const { data, error } = await db.anon.rpc('get_villa_prices', {
      p_villa_id: villaId,
      p_from: day(0),
      p_to: day(1000),
    })
    expect(data).toBeNull()
    expect(error?.message).toBe('Prices can be requested for at most 731 days at a time')
  })
})
