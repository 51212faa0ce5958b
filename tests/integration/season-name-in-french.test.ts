import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickText } from '@/lib/i18n/content'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack.ts'

// A season's French name (issue 22): seasonal_pricing.season_name_fr is written by staff only,
// read by visitors like the English name, and optional (blank: the English name shows).

let db: DatabaseStack
let staff: SignedInUser
let guest: SignedInUser
let villaId: string
let seasonId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  guest = await db.signIn('user')
  villaId = await createVilla(db.service, { name: 'Villa Saisons' })
  const { data, error } = await staff.client
    .from('seasonal_pricing')
    .insert({
      villa_id: villaId,
      season_name: 'High Season',
      start_date: day(30),
      end_date: day(60),
      price_per_night: 900,
    })
    .select('id, season_name_fr')
    .single()
  expect(error).toBeNull()
  seasonId = data!.id
  // Optional: a season may be saved in English only.
  expect(data!.season_name_fr).toBeNull()
})
afterAll(() => db?.stop())

describe('a season’s French name', () => {
  it('is written by staff and read by visitors, who see it on a French page', async () => {
    const saved = await staff.client
      .from('seasonal_pricing')
      .update({ season_name_fr: 'Haute saison' })
      .eq('id', seasonId)
      .select('season_name_fr')
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual([{ season_name_fr: 'Haute saison' }])

    const { data, error } = await db.anon
      .from('seasonal_pricing')
      .select('season_name, season_name_fr')
      .eq('id', seasonId)
      .single()
    expect(error).toBeNull()
    expect(pickText(data!.season_name, data!.season_name_fr, 'fr')).toEqual({
      text: 'Haute saison',
      lang: 'fr',
    })
    expect(pickText(data!.season_name, data!.season_name_fr, 'en').text).toBe('High Season')

    // The booking calendar names the season of a minimum stay in both languages, in its one answer.
    await staff.client.from('seasonal_pricing').update({ min_nights: 7 }).eq('id', seasonId)
    const calendar = await db.anon.rpc('get_villa_calendar', {
      p_villa_id: villaId,
      p_from: day(35),
      p_to: day(35),
    })
    expect(calendar.error).toBeNull()
    expect(calendar.data).toMatchObject([
      { min_nights: 7, season_name: 'High Season', season_name_fr: 'Haute saison' },
    ])
  })

  it('cannot be changed by a visitor or a guest', async () => {
    for (const client of [db.anon, guest.client]) {
      const { data } = await client
        .from('seasonal_pricing')
        .update({ season_name_fr: 'Saison pirate' })
        .eq('id', seasonId)
        .select('id')
      expect(data ?? []).toEqual([])
    }
    const { data } = await db.service
      .from('seasonal_pricing')
      .select('season_name_fr')
      .eq('id', seasonId)
      .single()
    expect(data!.season_name_fr).toBe('Haute saison')
  })

  it('is at most 200 characters, like the English name', async () => {
    const { error } = await staff.client
      .from('seasonal_pricing')
      .update({ season_name_fr: 'é'.repeat(201) })
      .eq('id', seasonId)
    expect(error?.message).toMatch(/season_name_fr_check/)
  })

  it('falls back to the English name when blank', async () => {
    await staff.client.from('seasonal_pricing').update({ season_name_fr: '  ' }).eq('id', seasonId)
    const { data } = await db.anon
      .from('seasonal_pricing')
      .select('season_name, season_name_fr')
      .eq('id', seasonId)
      .single()
    expect(pickText(data!.season_name, data!.season_name_fr, 'fr')).toEqual({
      text: 'High Season',
      lang: 'en',
    })
  })
})
