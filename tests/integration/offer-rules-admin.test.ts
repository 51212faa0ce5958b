import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createVilla,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

// The whole offer as staff edit it (issue 20, point 1): staff write every pricing rule, visitors
// and signed-in guests write none; a villa always keeps a cancellation tier from 0 days, and
// save_villa_cancellation_tiers replaces a villa's tiers in one request.

let db: DatabaseStack
let staff: SignedInUser
let user: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  user = await db.signIn('user')
})
afterAll(() => db?.stop())

async function tiersOf(villaId: string) {
  const { data, error } = await db.service
    .from('villa_cancellation_tiers')
    .select('min_days_before, charge_percent')
    .eq('villa_id', villaId)
    .order('min_days_before', { ascending: false })
  if (error) throw error
  return data.map((tier) => [tier.min_days_before, Number(tier.charge_percent)])
}

async function communeId() {
  const { data, error } = await db.service
    .from('tourist_tax_communes')
    .insert({
      name: `Commune ${Math.random()}`,
      insee_code: `8${Math.floor(1000 + Math.random() * 8999)}`,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

/** Every write a client might try on each new table, for one villa. */
function writes(client: SupabaseClient, villaId: string, commune: string) {
  return {
    tourist_tax_communes: () =>
      client.from('tourist_tax_communes').insert({ name: 'Fréjus', insee_code: '83061' }),
    tourist_tax_rates: () =>
      client.from('tourist_tax_rates').insert({
        commune_id: commune,
        classification: '4_stars',
        valid_from: '2031-01-01',
        amount: 2.5,
      }),
    villa_booking_terms: () =>
      client
        .from('villa_booking_terms')
        .update({ security_deposit: 1 })
        .eq('villa_id', villaId)
        .select(),
    villa_cancellation_tiers: () =>
      client
        .from('villa_cancellation_tiers')
        .insert({ villa_id: villaId, min_days_before: 90, charge_percent: 10 }),
    villa_charges: () =>
      client
        .from('villa_charges')
        .insert({ villa_id: villaId, name: 'Pool heating', amount: 40, unit: 'per_night' }),
    villa_discounts: () =>
      client
        .from('villa_discounts')
        .insert({ villa_id: villaId, kind: 'length_of_stay', threshold: 14, percent: 10 }),
    save_villa_cancellation_tiers: () =>
      client.rpc('save_villa_cancellation_tiers', {
        p_villa_id: villaId,
        p_min_days_before: [0],
        p_charge_percent: [100],
      }),
  }
}

describe('who may write the pricing rules', () => {
  it('lets staff write every rule', async () => {
    const villaId = await createVilla(db.service)
    const commune = await communeId()
    for (const [table, write] of Object.entries(writes(staff.client, villaId, commune))) {
      const { error } = await write()
      expect(error, table).toBeNull()
    }
    const { data: terms } = await db.service
      .from('villa_booking_terms')
      .select('security_deposit')
      .eq('villa_id', villaId)
      .single()
    expect(Number(terms!.security_deposit)).toBe(1)
  })

  for (const who of ['a visitor', 'a signed-in guest'] as const) {
    it(`refuses ${who} every write, and nothing changes`, async () => {
      const client = who === 'a visitor' ? db.anon : user.client
      const villaId = await createVilla(db.service)
      const commune = await communeId()
      for (const [table, write] of Object.entries(writes(client, villaId, commune))) {
        const { error, data } = (await write()) as { error: unknown; data: unknown[] | null }
        // An update through RLS matches no row instead of failing: nothing comes back.
        if (error === null) expect(data ?? [], table).toEqual([])
      }
      const { count: rates } = await db.service
        .from('tourist_tax_rates')
        .select('id', { count: 'exact', head: true })
        .eq('commune_id', commune)
      expect(rates).toBe(0)
      for (const table of ['villa_charges', 'villa_discounts'] as const) {
        const { count } = await db.service
          .from(table)
          .select('id', { count: 'exact', head: true })
          .eq('villa_id', villaId)
        expect(count, table).toBe(0)
      }
      expect(await tiersOf(villaId)).toEqual([
        [61, 30],
        [30, 50],
        [0, 100],
      ])
      const { data: terms } = await db.service
        .from('villa_booking_terms')
        .select('security_deposit')
        .eq('villa_id', villaId)
        .single()
      expect(Number(terms!.security_deposit)).toBe(0)
    })
  }

  it('refuses staff adding or removing a villa’s terms row (it comes and goes with the villa)', async () => {
    const villaId = await createVilla(db.service)
    const { error: removed } = await staff.client
      .from('villa_booking_terms')
      .delete()
      .eq('villa_id', villaId)
    expect(removed?.code).toBe('42501')
  })
})

describe('a villa always has a cancellation tier from 0 days', () => {
  it('refuses deleting the tier from 0 days', async () => {
    const villaId = await createVilla(db.service)
    const { error } = await staff.client
      .from('villa_cancellation_tiers')
      .delete()
      .eq('villa_id', villaId)
      .eq('min_days_before', 0)
    expect(error?.code).toBe('23514')
    expect(error?.message).toBe('A villa needs a cancellation tier from 0 days before arrival')
    expect(await tiersOf(villaId)).toContainEqual([0, 100])
  })

  it('refuses moving the tier from 0 days to a later bound', async () => {
    const villaId = await createVilla(db.service)
    const { error } = await staff.client
      .from('villa_cancellation_tiers')
      .update({ min_days_before: 7 })
      .eq('villa_id', villaId)
      .eq('min_days_before', 0)
    expect(error?.code).toBe('23514')
  })

  it('still lets a villa be deleted with its tiers', async () => {
    const villaId = await createVilla(db.service)
    const { error } = await staff.client.from('villas').delete().eq('id', villaId)
    expect(error).toBeNull()
    expect(await tiersOf(villaId)).toEqual([])
  })
})

describe('save_villa_cancellation_tiers', () => {
  it('replaces the tiers: new bounds added, changed percentages kept, the rest removed', async () => {
    const villaId = await createVilla(db.service)
    const { error } = await staff.client.rpc('save_villa_cancellation_tiers', {
      p_villa_id: villaId,
      p_min_days_before: [90, 30, 0],
      p_charge_percent: [20, 60, 100],
    })
    expect(error).toBeNull()
    expect(await tiersOf(villaId)).toEqual([
      [90, 20],
      [30, 60],
      [0, 100],
    ])
  })

  it('refuses tiers without one from 0 days, and keeps the old ones', async () => {
    const villaId = await createVilla(db.service)
    const { error } = await staff.client.rpc('save_villa_cancellation_tiers', {
      p_villa_id: villaId,
      p_min_days_before: [60, 30],
      p_charge_percent: [30, 50],
    })
    expect(error?.code).toBe('23514')
    expect(error?.message).toBe('A villa needs a cancellation tier from 0 days before arrival')
    expect(await tiersOf(villaId)).toEqual([
      [61, 30],
      [30, 50],
      [0, 100],
    ])
  })

  it('refuses two tiers from the same day, and a percentage out of range, changing nothing', async () => {
    const villaId = await createVilla(db.service)
    const twice = await staff.client.rpc('save_villa_cancellation_tiers', {
      p_villa_id: villaId,
      p_min_days_before: [30, 30, 0],
      p_charge_percent: [40, 50, 100],
    })
    expect(twice.error?.code).toBe('23505')
    const tooMuch = await staff.client.rpc('save_villa_cancellation_tiers', {
      p_villa_id: villaId,
      p_min_days_before: [10, 0],
      p_charge_percent: [50, 120],
    })
    expect(tooMuch.error?.code).toBe('23514')
    expect(await tiersOf(villaId)).toEqual([
      [61, 30],
      [30, 50],
      [0, 100],
    ])
  })
})

describe('the villa’s registration number (loi Le Meur)', () => {
  it('takes 13 characters starting with an INSEE code and refuses anything else', async () => {
    const villaId = await createVilla(db.service)
    const good = await staff.client
      .from('villas')
      .update({ registration_number: '83118000452AZ', classification: '5_stars' })
      .eq('id', villaId)
    expect(good.error).toBeNull()
    const bad = await staff.client
      .from('villas')
      .update({ registration_number: '83118-452' })
      .eq('id', villaId)
    expect(bad.error?.code).toBe('23514')
  })
})
