import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// One "from" price per villa, stored on its row (migration 20261126300000_stored_from_price.sql):
// the lowest nightly price among the nights from today + advance notice to today + horizon.
// Each test changes prices, seasons or rules and checks the stored figure against that
// definition computed the slow way, night by night, from the calendar's own prices.

let db: DatabaseStack

beforeAll(async () => {
  db = await startDatabaseStack()
})
afterAll(() => db?.stop())

/** The definition, night by night: get_villa_prices over [today + notice, today + horizon]. */
async function definedFromPrice(villaId: string): Promise<number> {
  const { data: villa, error } = await db.service
    .from('villas')
    .select('advance_notice_days, booking_horizon_months')
    .eq('id', villaId)
    .single()
  if (error) throw error
  const today = new Date(`${day(0)}T00:00:00Z`)
  const last = new Date(today)
  last.setUTCMonth(last.getUTCMonth() + villa.booking_horizon_months)
  const lastOffset = Math.round((last.getTime() - today.getTime()) / 86_400_000)
  const prices = await db.anon.rpc('get_villa_prices', {
    p_villa_id: villaId,
    p_from: day(villa.advance_notice_days),
    p_to: day(lastOffset),
  })
  if (prices.error) throw prices.error
  return Math.min(...prices.data.map((row: { price: number }) => Number(row.price)))
}

async function storedFromPrice(villaId: string): Promise<number> {
  const { data, error } = await db.anon
    .from('villas')
    .select('from_price')
    .eq('id', villaId)
    .single()
  if (error) throw error
  return Number(data.from_price)
}

async function addSeason(
  villaId: string,
  season: { from: number; to: number; price: number; priority?: number },
): Promise<string> {
  const { data, error } = await db.service
    .from('seasonal_pricing')
    .insert({
      villa_id: villaId,
      season_name: `Season ${season.from}`,
      start_date: day(season.from),
      end_date: day(season.to),
      price_per_night: season.price,
      priority: season.priority ?? 1,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

async function expectDefinition(villaId: string, expected: number) {
  expect(await storedFromPrice(villaId)).toBe(expected)
  expect(await definedFromPrice(villaId)).toBe(expected)
}

describe('the stored from price', () => {
  it('equals the definition for every demo villa', async () => {
    const { data, error } = await db.anon.from('villas').select('id, from_price, price_per_night')
    if (error) throw error
    expect(data.length).toBeGreaterThanOrEqual(7)
    for (const villa of data) {
      expect(Number(villa.from_price), villa.id).toBe(await definedFromPrice(villa.id))
    }
    // The demo has seasons below some base prices: the from price is not just the base price.
    expect(data.some((villa) => Number(villa.from_price) < Number(villa.price_per_night))).toBe(
      true,
    )
  })

  it('follows the base price and every season change', async () => {
    const villa = await createVilla(db.service, { price_per_night: 1000 })
    await expectDefinition(villa, 1000)

    const winter = await addSeason(villa, { from: 30, to: 60, price: 640 })
    await addSeason(villa, { from: 700, to: 710, price: 100 }) // beyond the 18-month horizon
    await expectDefinition(villa, 640)

    await db.service.from('seasonal_pricing').update({ price_per_night: 700 }).eq('id', winter)
    await expectDefinition(villa, 700)

    // A higher-priority season covering the whole winter hides its price.
    const festival = await addSeason(villa, { from: 25, to: 65, price: 1500, priority: 5 })
    await expectDefinition(villa, 1000)

    // Moved half out of the winter: the winter's uncovered nights sell at 700 again.
    await db.service
      .from('seasonal_pricing')
      .update({ start_date: day(45) })
      .eq('id', festival)
    await expectDefinition(villa, 700)

    await db.service.from('seasonal_pricing').update({ is_active: false }).eq('id', winter)
    await expectDefinition(villa, 1000)

    await db.service.from('villas').update({ price_per_night: 900 }).eq('id', villa)
    await expectDefinition(villa, 900)

    await db.service.from('seasonal_pricing').delete().eq('id', festival)
    await expectDefinition(villa, 900)
  })

  it('follows the stay rules that decide which nights can be sold', async () => {
    const villa = await createVilla(db.service, { price_per_night: 1000 })
    await addSeason(villa, { from: 0, to: 10, price: 500 })
    await addSeason(villa, { from: 600, to: 620, price: 300 })
    await expectDefinition(villa, 500)

    // Twenty days' notice: the cheap first nights can no longer be booked.
    await db.service.from('villas').update({ advance_notice_days: 20 }).eq('id', villa)
    await expectDefinition(villa, 1000)

    // A 24-month horizon reaches the cheap season of next year.
    await db.service.from('villas').update({ booking_horizon_months: 24 }).eq('id', villa)
    await expectDefinition(villa, 300)
  })

  it('moves a season to another villa: both villas follow', async () => {
    const first = await createVilla(db.service, { price_per_night: 800 })
    const second = await createVilla(db.service, { price_per_night: 800 })
    const season = await addSeason(first, { from: 5, to: 9, price: 400 })
    await expectDefinition(first, 400)
    await db.service.from('seasonal_pricing').update({ villa_id: second }).eq('id', season)
    await expectDefinition(first, 800)
    await expectDefinition(second, 400)
  })

  it('cannot be written by a form: the database sets it', async () => {
    const villa = await createVilla(db.service, { price_per_night: 750 })
    const admin = await db.signIn('admin')
    const { error } = await admin.client
      .from('villas')
      .update({ from_price: 1, name: 'Villa Renamed' })
      .eq('id', villa)
    expect(error).toBeNull()
    await expectDefinition(villa, 750)
  })

  it('still lets staff delete a villa with seasons', async () => {
    const villa = await createVilla(db.service, { price_per_night: 750 })
    await addSeason(villa, { from: 5, to: 9, price: 400 })
    const { error } = await db.service.from('villas').delete().eq('id', villa)
    expect(error).toBeNull()
  })

  it('is refreshed for the day that starts by the nightly job', async () => {
    const villa = await createVilla(db.service, { price_per_night: 1000 })
    await addSeason(villa, { from: 0, to: 0, price: 200 }) // tonight only
    await expectDefinition(villa, 200)
    // Tomorrow the one cheap night is past.
    const tomorrow = await db.stack.db.pg.query<{ price: string }>(
      `select public.villa_from_price(id, price_per_night, advance_notice_days,
              booking_horizon_months, $2::date) as price
       from public.villas where id = $1`,
      [villa, day(1)],
    )
    expect(Number(tomorrow.rows[0]!.price)).toBe(1000)
    // The job rewrites only what changed (nothing today) and is scheduled every night.
    const refreshed = await db.stack.db.pg.query<{ changed: number }>(
      `select public.refresh_villa_from_prices() as changed`,
    )
    expect(refreshed.rows[0]!.changed).toBe(0)
    const job = await db.stack.db.pg.query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'refresh-from-prices'`,
    )
    expect(job.rows).toEqual([{ schedule: '5 0 * * *' }])
  })

  it('is not something a visitor can refresh', async () => {
    const { error } = await db.anon.rpc('refresh_villa_from_prices')
    expect(error).not.toBeNull()
  })

  it('is what get_villa_from_prices answers', async () => {
    const { data: villas } = await db.anon.from('villas').select('id, from_price')
    const { data, error } = await db.anon.rpc('get_villa_from_prices')
    expect(error).toBeNull()
    const byId = new Map(
      data!.map((row: { villa_id: string; from_price: number }) => [
        row.villa_id,
        Number(row.from_price),
      ]),
    )
    for (const villa of villas!) expect(byId.get(villa.id)).toBe(Number(villa.from_price))
  })
})
