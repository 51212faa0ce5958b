// Every cell of architecture.md "Who may do what": as a visitor (anon key), as staff, and as a
// signed-in user without a staff role, for every table and operation, and the assets bucket.
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

type Who = 'visitor' | 'staff' | 'signed-in user'
type Row = Record<string, unknown>

let db: DatabaseStack
let staff: SignedInUser
let user: SignedInUser
let activeVilla: string
let inactiveVilla: string

const PASSWORD = 'lavender-harbour-42'
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

function as(who: Who): SupabaseClient {
  if (who === 'visitor') return db.anon
  return who === 'staff' ? staff.client : user.client
}

/** Rows of a table as the service role sees them (the truth, whatever RLS shows). */
async function truth(table: string, column: string, value: unknown): Promise<Row[]> {
  const { data, error } = await db.service.from(table).select('*').eq(column, value)
  if (error) throw error
  return data
}

async function insertAsService(table: string, row: Row): Promise<Row> {
  const { data, error } = await db.service.from(table).insert(row).select('*').single()
  if (error) throw error
  return data
}

/** What a read returns for the caller: the rows, or none when the read is refused outright. */
async function visibleRows(
  who: Who,
  table: string,
  column: string,
  values: unknown[],
  columns = '*',
) {
  const { data, error } = await as(who).from(table).select(columns).in(column, values)
  return error ? [] : (data as unknown as Row[])
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  user = await db.signIn('user')
  for (const [key, value] of [
    ['maintenance_mode', 'false'],
    ['maintenance_password', PASSWORD],
  ]) {
    const { error } = await db.service
      .from('site_settings')
      .update({ setting_value: value })
      .eq('setting_key', key)
    if (error) throw error
  }
  activeVilla = await createVilla(db.service, { name: unique('Active Villa') })
  inactiveVilla = await createVilla(db.service, {
    name: unique('Inactive Villa'),
    is_active: false,
  })
})

afterAll(async () => {
  await db?.stop()
})

// villas, villa_faqs, villa_reviews, seasonal_pricing: everyone reads active rows; staff do all.
interface CatalogueTable {
  table: string
  /** The column a test writes a unique text into, to find its effect. */
  marker: string
  row(marker: string, isActive: boolean): Row
}

const catalogueTables: CatalogueTable[] = [
  {
    table: 'villas',
    marker: 'name',
    row: (name, isActive) => ({
      name,
      location: 'Agay, Saint Raphaël',
      price_per_night: 700,
      is_active: isActive,
    }),
  },
  {
    table: 'villa_faqs',
    marker: 'question',
    row: (question, isActive) => ({
      villa_id: activeVilla,
      question,
      answer: 'Yes.',
      display_order: 1,
      is_active: isActive,
    }),
  },
  {
    table: 'villa_reviews',
    marker: 'review_text',
    row: (text, isActive) => ({
      villa_id: activeVilla,
      guest_name: 'Anna',
      guest_location: 'Oslo',
      review_text: text,
      display_order: 1,
      is_active: isActive,
    }),
  },
  {
    table: 'seasonal_pricing',
    marker: 'season_name',
    row: (name, isActive) => ({
      villa_id: activeVilla,
      season_name: name,
      start_date: day(10),
      end_date: day(20),
      price_per_night: 900,
      priority: 1,
      is_active: isActive,
    }),
  },
]

describe.each(catalogueTables)('$table', ({ table, marker, row }) => {
  let active: Row
  let inactive: Row

  beforeAll(async () => {
    active = await insertAsService(table, row(unique('active'), true))
    inactive = await insertAsService(table, row(unique('inactive'), false))
  })

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it('reads active rows only', async () => {
      // (Visitors read a review's public columns only: review-details.test.ts.)
      const rows = await visibleRows(who, table, 'id', [active.id, inactive.id], 'id')
      expect(rows.map((r) => r.id)).toEqual([active.id])
    })

    it('cannot insert', async () => {
      const value = unique('inserted')
      const { error } = await as(who).from(table).insert(row(value, true))
      expect(error).not.toBeNull()
      expect(await truth(table, marker, value)).toEqual([])
    })

    it('cannot update', async () => {
      const value = unique('updated')
      await as(who)
        .from(table)
        .update({ [marker]: value })
        .in('id', [active.id, inactive.id])
      expect(await truth(table, marker, value)).toEqual([])
    })

    it('cannot delete', async () => {
      await as(who).from(table).delete().in('id', [active.id, inactive.id])
      expect(await truth(table, 'id', active.id)).toHaveLength(1)
      expect(await truth(table, 'id', inactive.id)).toHaveLength(1)
    })
  })

  describe('as staff', () => {
    it('reads active and inactive rows', async () => {
      const rows = await visibleRows('staff', table, 'id', [active.id, inactive.id])
      expect(rows.map((r) => r.id).sort()).toEqual([active.id, inactive.id].sort())
    })

    it('inserts, updates and deletes', async () => {
      const value = unique('by staff')
      const inserted = await staff.client
        .from(table)
        .insert(row(value, false))
        .select('id')
        .single()
      expect(inserted.error).toBeNull()
      const id = inserted.data?.id

      const renamed = unique('renamed by staff')
      const updated = await staff.client
        .from(table)
        .update({ [marker]: renamed })
        .eq('id', id)
      expect(updated.error).toBeNull()
      expect(await truth(table, marker, renamed)).toHaveLength(1)

      const deleted = await staff.client.from(table).delete().eq('id', id)
      expect(deleted.error).toBeNull()
      expect(await truth(table, 'id', id)).toEqual([])
    })
  })
})

// The whole offer's rules (issue 20): visitors read what the booking page shows; nobody but
// staff writes a price, a fee, a discount, a tax rate, the payment terms or a cancellation tier;
// the accepted Terms are written only by the booking trigger.
describe('pricing rules', () => {
  let rows: Record<string, Row>
  let communeId: string
  // A villa of its own: its fee and discount change no other test's total.
  let pricedVilla: string

  beforeAll(async () => {
    pricedVilla = await createVilla(db.service, { name: unique('Priced Villa') })
    const commune = await insertAsService('tourist_tax_communes', {
      name: unique('Commune'),
      insee_code: `8${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      departmental_surcharge_percent: 10,
      regional_surcharge_percent: 34,
    })
    communeId = commune.id as string
    const [terms] = await truth('villa_booking_terms', 'villa_id', pricedVilla)
    const [tier] = await truth('villa_cancellation_tiers', 'villa_id', pricedVilla)
    rows = {
      tourist_tax_communes: commune,
      tourist_tax_rates: await insertAsService('tourist_tax_rates', {
        commune_id: communeId,
        classification: '5_stars',
        valid_from: '2026-01-01',
        amount: 3,
      }),
      villa_booking_terms: terms!,
      villa_cancellation_tiers: tier!,
      villa_charges: await insertAsService('villa_charges', {
        villa_id: pricedVilla,
        name: unique('Cleaning'),
        amount: 300,
      }),
      villa_discounts: await insertAsService('villa_discounts', {
        villa_id: pricedVilla,
        kind: 'length_of_stay',
        threshold: 7,
        percent: 10,
      }),
    }
  })

  // A write each table would accept from staff: a new row, and a change of one figure.
  const writes: Record<string, { insert: () => Row; update: Row; key: string }> = {
    tourist_tax_communes: {
      insert: () => ({ name: 'Fake', insee_code: '99999' }),
      update: { regional_surcharge_percent: 0 },
      key: 'id',
    },
    tourist_tax_rates: {
      insert: () => ({
        commune_id: communeId,
        classification: '4_stars',
        valid_from: '2026-01-01',
        amount: 0,
      }),
      update: { amount: 0 },
      key: 'id',
    },
    villa_booking_terms: {
      insert: () => ({ villa_id: inactiveVilla }),
      update: { deposit_percent: 1, security_deposit: 0, relet_fee: 0 },
      key: 'villa_id',
    },
    villa_cancellation_tiers: {
      insert: () => ({ villa_id: pricedVilla, min_days_before: 400, charge_percent: 0 }),
      update: { charge_percent: 0 },
      key: 'id',
    },
    villa_charges: {
      insert: () => ({ villa_id: pricedVilla, name: 'Free lunch', amount: 0 }),
      update: { amount: 0 },
      key: 'id',
    },
    villa_discounts: {
      insert: () => ({ villa_id: pricedVilla, kind: 'early_bird', threshold: 1, percent: 90 }),
      update: { percent: 90 },
      key: 'id',
    },
  }

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it.each(Object.keys(writes))('cannot insert, update or delete %s', async (table) => {
      const write = writes[table]!
      const row = rows[table]!
      const key = row[write.key]
      const inserted = await as(who).from(table).insert(write.insert())
      expect(inserted.error).not.toBeNull()
      await as(who).from(table).update(write.update).eq(write.key, key)
      await as(who).from(table).delete().eq(write.key, key)
      const [now] = await truth(table, write.key, key)
      expect(now).toEqual(row)
    })

    it('cannot write the accepted Terms', async () => {
      const inserted = await as(who)
        .from('terms_versions')
        .insert({ version: 'forged', sections: [] })
      expect(inserted.error).not.toBeNull()
      expect(await truth('terms_versions', 'version', 'forged')).toEqual([])
    })
  })

  it('staff change a figure', async () => {
    const updated = await staff.client
      .from('villa_charges')
      .update({ amount: 350 })
      .eq('id', rows.villa_charges!.id)
      .select('amount')
      .single()
    expect(updated.data).toEqual({ amount: 350 })
    await staff.client
      .from('villa_charges')
      .update({ amount: 300 })
      .eq('id', rows.villa_charges!.id)
  })
})

describe('page_content', () => {
  let active: Row
  let inactive: Row
  const page = 'security-test'

  beforeAll(async () => {
    active = await insertAsService('page_content', {
      page_slug: page,
      section_key: 'hero_title',
      content: 'Hello',
    })
    inactive = await insertAsService('page_content', {
      page_slug: page,
      section_key: 'hidden_title',
      content: 'Draft',
      is_active: false,
    })
  })

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it('reads active sections only', async () => {
      const rows = await visibleRows(who, 'page_content', 'page_slug', [page])
      expect(rows.map((r) => r.id)).toEqual([active.id])
    })

    it('cannot insert, update or delete', async () => {
      const inserted = await as(who)
        .from('page_content')
        .insert({ page_slug: page, section_key: 'new', content: 'x' })
      expect(inserted.error).not.toBeNull()
      await as(who).from('page_content').update({ content: 'Defaced' }).eq('page_slug', page)
      await as(who).from('page_content').delete().eq('page_slug', page)
      const rows = await truth('page_content', 'page_slug', page)
      expect(rows.map((r) => r.content).sort()).toEqual(['Draft', 'Hello'])
    })
  })

  describe('as staff', () => {
    it('reads every section and updates one', async () => {
      const rows = await visibleRows('staff', 'page_content', 'page_slug', [page])
      expect(rows.map((r) => r.id).sort()).toEqual([active.id, inactive.id].sort())
      const { error } = await staff.client
        .from('page_content')
        .update({ title: 'Hero', content: 'Bonjour', image_url: null })
        .eq('id', active.id)
      expect(error).toBeNull()
      expect((await truth('page_content', 'id', active.id))[0].content).toBe('Bonjour')
    })

    it('cannot insert or delete sections', async () => {
      const inserted = await staff.client
        .from('page_content')
        .insert({ page_slug: page, section_key: 'new', content: 'x' })
      expect(inserted.error).not.toBeNull()
      await staff.client.from('page_content').delete().eq('id', inactive.id)
      expect(await truth('page_content', 'page_slug', page)).toHaveLength(2)
    })
  })
})

// Everyone reads the maintenance flag and the site details (20261126130000_site_details.sql).
const PUBLIC_SETTING_KEYS = [
  'concierge_email',
  'contact_address',
  'contact_email',
  'contact_phone',
  'facebook_url',
  'instagram_url',
  // The company's legal identity, published in the Legal Notice (legal-identity.test.ts).
  'legal_company_name',
  'legal_form',
  'legal_host_address',
  'legal_host_name',
  'legal_host_phone',
  'legal_mediator_address',
  'legal_mediator_name',
  'legal_mediator_website',
  'legal_publication_director',
  'legal_rcs_city',
  'legal_rcs_number',
  'legal_registered_office',
  'legal_share_capital',
  'legal_vat_number',
  'linkedin_url',
  'maintenance_mode',
  'office_hours_saturday',
  'office_hours_sunday',
  'office_hours_weekdays',
]

describe('site_settings', () => {
  const settingValue = async (key: string) =>
    (await truth('site_settings', 'setting_key', key))[0].setting_value

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it('reads maintenance_mode and the site details, never the password', async () => {
      const all = await as(who)
        .from('site_settings')
        .select('setting_key, setting_value')
        .order('setting_key')
      expect(all.error).toBeNull()
      expect(all.data?.map((r) => r.setting_key)).toEqual(PUBLIC_SETTING_KEYS)
      expect(all.data).toContainEqual({ setting_key: 'maintenance_mode', setting_value: 'false' })
      const password = await as(who)
        .from('site_settings')
        .select('setting_value')
        .eq('setting_key', 'maintenance_password')
        .maybeSingle()
      expect(password.data).toBeNull()
    })

    it('cannot insert, update or delete settings', async () => {
      const inserted = await as(who)
        .from('site_settings')
        .insert({ setting_key: 'new_setting', setting_value: 'x' })
      expect(inserted.error).not.toBeNull()
      await as(who)
        .from('site_settings')
        .update({ setting_value: 'true' })
        .eq('setting_key', 'maintenance_mode')
      await as(who)
        .from('site_settings')
        .update({ setting_value: 'open' })
        .eq('setting_key', 'maintenance_password')
      await as(who).from('site_settings').delete().neq('setting_key', '')
      expect(await settingValue('maintenance_mode')).toBe('false')
      expect(await settingValue('maintenance_password')).toBe(PASSWORD)
      expect(await truth('site_settings', 'setting_key', 'new_setting')).toEqual([])
    })
  })

  describe('as staff', () => {
    it('reads every setting and updates them', async () => {
      const all = await staff.client
        .from('site_settings')
        .select('setting_key')
        .order('setting_key')
      // Staff-only: the password and the email settings (20261126220000_notifications.sql).
      const staffOnly = [
        'maintenance_password',
        'notification_staff_emails',
        'email_sender_name',
        'email_reply_to',
        // "Require two-factor for all staff" (20261126410000_staff_two_factor.sql).
        'staff_two_factor_required',
        // Guest emails on or off, and their days (issue 21, point 4).
        'arrival_email_days',
        'reminder_days_balance',
        'reminder_days_deposit',
        ...[
          'arrival_information',
          'balance_due',
          'deposit_due',
          'deposit_returned',
          'payment_overdue',
          'payment_received',
          'stay_thank_you',
        ].map((kind) => `guest_email_${kind}`),
      ]
      expect(all.data?.map((r) => r.setting_key)).toEqual(
        [...PUBLIC_SETTING_KEYS, ...staffOnly].sort(),
      )
      const on = await staff.client
        .from('site_settings')
        .update({ setting_value: 'true' })
        .eq('setting_key', 'maintenance_mode')
      expect(on.error).toBeNull()
      expect(await settingValue('maintenance_mode')).toBe('true')
      await staff.client
        .from('site_settings')
        .update({ setting_value: 'false' })
        .eq('setting_key', 'maintenance_mode')
      expect(await settingValue('maintenance_mode')).toBe('false')
    })

    it('cannot insert or delete settings', async () => {
      const inserted = await staff.client
        .from('site_settings')
        .insert({ setting_key: 'new_setting', setting_value: 'x' })
      expect(inserted.error).not.toBeNull()
      await staff.client.from('site_settings').delete().eq('setting_key', 'maintenance_mode')
      expect(await truth('site_settings', 'setting_key', 'maintenance_mode')).toHaveLength(1)
    })
  })
})

describe('bookings', () => {
  let booking: string
  const request = (email: string) => ({
    villa_id: activeVilla,
    guest_name: 'Léa Martin',
    guest_email: email,
    guests_count: 2,
    check_in: day(30),
    check_out: day(32),
    total_price: 1000,
    status: 'pending',
    terms_accepted: true,
  })

  beforeAll(async () => {
    booking = await createBooking(db.service, {
      villa_id: activeVilla,
      check_in: day(40),
      check_out: day(43),
    })
  })

  it('a visitor may submit a request', async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`
    const { error } = await db.anon.from('bookings').insert(request(email))
    expect(error).toBeNull()
    expect(await truth('bookings', 'guest_email', email)).toHaveLength(1)
  })

  it("signed-in users and staff submit a request under the visitors' rules", async () => {
    for (const who of [user, staff]) {
      const email = `${randomUUID().slice(0, 8)}@example.com`
      const { error } = await who.client
        .from('bookings')
        .insert({ ...request(email), status: 'confirmed', total_price: 1 })
      expect(error).toBeNull()
      const [row] = await truth('bookings', 'guest_email', email)
      // The insert trigger still decides status and total, whoever submits.
      expect(row).toMatchObject({ status: 'pending', total_price: 1000 })
    }
  })

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it('reads no booking', async () => {
      expect(await visibleRows(who, 'bookings', 'id', [booking])).toEqual([])
      const all = await as(who).from('bookings').select('guest_name, guest_email')
      expect(all.data ?? []).toEqual([])
    })

    it('cannot update or delete a booking', async () => {
      await as(who).from('bookings').update({ status: 'cancelled' }).eq('id', booking)
      await as(who).from('bookings').delete().eq('id', booking)
      const [row] = await truth('bookings', 'id', booking)
      expect(row.status).toBe('pending')
    })
  })

  describe('as staff', () => {
    it('reads bookings with their villa and updates the status', async () => {
      const { data, error } = await staff.client
        .from('bookings')
        .select('id, status, villas(name, location)')
        .eq('id', booking)
        .single()
      expect(error).toBeNull()
      expect(data?.status).toBe('pending')
      expect(data?.villas).toMatchObject({ location: 'Saint Raphaël' })

      const updated = await staff.client
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', booking)
      expect(updated.error).toBeNull()
      expect((await truth('bookings', 'id', booking))[0].status).toBe('cancelled')
    })

    it('cannot change anything but the status, nor delete', async () => {
      const changed = await staff.client
        .from('bookings')
        .update({ guest_name: 'Someone else' })
        .eq('id', booking)
      expect(changed.error).not.toBeNull()
      await staff.client.from('bookings').delete().eq('id', booking)
      const [row] = await truth('bookings', 'id', booking)
      expect(row.guest_name).toBe('Camille Laurent')
    })
  })
})

describe('blocked_dates', () => {
  let blocked: Row

  beforeAll(async () => {
    blocked = await insertAsService('blocked_dates', {
      villa_id: activeVilla,
      blocked_date: day(60),
      reason: 'Maintenance',
    })
  })

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it('reads nothing and changes nothing', async () => {
      expect(await visibleRows(who, 'blocked_dates', 'villa_id', [activeVilla])).toEqual([])
      const inserted = await as(who)
        .from('blocked_dates')
        .insert({ villa_id: activeVilla, blocked_date: day(61) })
      expect(inserted.error).not.toBeNull()
      await as(who).from('blocked_dates').update({ reason: 'Hacked' }).eq('id', blocked.id)
      await as(who).from('blocked_dates').delete().eq('id', blocked.id)
      const rows = await truth('blocked_dates', 'villa_id', activeVilla)
      expect(rows.map((r) => [r.blocked_date, r.reason])).toEqual([[day(60), 'Maintenance']])
    })
  })

  describe('as staff', () => {
    it('reads, inserts, updates and deletes', async () => {
      expect(await visibleRows('staff', 'blocked_dates', 'id', [blocked.id])).toHaveLength(1)
      const inserted = await staff.client
        .from('blocked_dates')
        .insert({ villa_id: inactiveVilla, blocked_date: day(62), reason: 'Single' })
        .select('id')
        .single()
      expect(inserted.error).toBeNull()
      const updated = await staff.client
        .from('blocked_dates')
        .update({ reason: 'Owner stay' })
        .eq('id', inserted.data?.id)
      expect(updated.error).toBeNull()
      expect((await truth('blocked_dates', 'id', inserted.data?.id))[0].reason).toBe('Owner stay')
      const deleted = await staff.client
        .from('blocked_dates')
        .delete()
        .in('id', [inserted.data?.id])
      expect(deleted.error).toBeNull()
      expect(await truth('blocked_dates', 'id', inserted.data?.id)).toEqual([])
    })
  })
})

describe('contact_submissions', () => {
  let submission: Row
  const enquiry = (email: string) => ({
    form_type: 'concierge',
    name: 'Marc Olivier',
    email,
    phone: '',
    message: 'Could you arrange a chef for Saturday?',
  })

  beforeAll(async () => {
    submission = await insertAsService('contact_submissions', enquiry('existing@example.com'))
  })

  it('a visitor may send an enquiry, stored unread with an empty phone as null', async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`
    const { error } = await db.anon
      .from('contact_submissions')
      .insert({ ...enquiry(email), status: 'replied' })
    expect(error).toBeNull()
    const [row] = await truth('contact_submissions', 'email', email)
    expect(row).toMatchObject({ status: 'unread', phone: null, form_type: 'concierge' })
  })

  it("signed-in users and staff send enquiries under the visitors' rules", async () => {
    for (const who of ['signed-in user', 'staff'] as const) {
      const email = `${randomUUID().slice(0, 8)}@example.com`
      const { error } = await as(who)
        .from('contact_submissions')
        .insert({ ...enquiry(email), status: 'replied' })
      expect(error).toBeNull()
      const [row] = await truth('contact_submissions', 'email', email)
      expect(row).toMatchObject({ status: 'unread' })
    }
  })

  it.each(['a@b.co?cc=evil%40evil.com&body=hi', 'a b@example.com', 'a@exa&mple.com'])(
    'refuses %s as an email address (it would rewrite the reply link)',
    async (email) => {
      const { error } = await db.anon.from('contact_submissions').insert(enquiry(email))
      expect(error?.code).toBe('23514')
      expect(await truth('contact_submissions', 'email', email)).toEqual([])
    },
  )

  describe.each<Who>(['visitor', 'signed-in user'])('as a %s', (who) => {
    it('reads no enquiry and changes none', async () => {
      expect(await visibleRows(who, 'contact_submissions', 'id', [submission.id])).toEqual([])
      await as(who)
        .from('contact_submissions')
        .update({ status: 'replied' })
        .eq('id', submission.id)
      await as(who).from('contact_submissions').delete().eq('id', submission.id)
      expect((await truth('contact_submissions', 'id', submission.id))[0].status).toBe('unread')
    })
  })

  describe('as staff', () => {
    it('reads enquiries and updates their status, nothing else', async () => {
      expect(await visibleRows('staff', 'contact_submissions', 'id', [submission.id])).toHaveLength(
        1,
      )
      const read = await staff.client
        .from('contact_submissions')
        .update({ status: 'read' })
        .eq('id', submission.id)
      expect(read.error).toBeNull()
      const renamed = await staff.client
        .from('contact_submissions')
        .update({ message: 'Edited' })
        .eq('id', submission.id)
      expect(renamed.error).not.toBeNull()
      await staff.client.from('contact_submissions').delete().eq('id', submission.id)
      expect((await truth('contact_submissions', 'id', submission.id))[0]).toMatchObject({
        status: 'read',
        message: 'Could you arrange a chef for Saturday?',
      })
    })
  })
})

describe('user_roles', () => {
  it('a visitor reads no role', async () => {
    expect(
      await visibleRows('visitor', 'user_roles', 'user_id', [staff.userId, user.userId]),
    ).toEqual([])
  })

  it.each<Who>(['signed-in user', 'staff'])('as %s, reads only their own role', async (who) => {
    const me = who === 'staff' ? staff : user
    const { data, error } = await as(who).from('user_roles').select('user_id, role')
    expect(error).toBeNull()
    expect(data).toEqual([{ user_id: me.userId, role: who === 'staff' ? 'staff' : 'user' }])
  })

  it.each<Who>(['visitor', 'signed-in user', 'staff'])(
    'as %s, cannot grant or change a role',
    async (who) => {
      const newcomer = await db.signIn(null)
      const granted = await as(who)
        .from('user_roles')
        .insert({ user_id: newcomer.userId, role: 'admin' })
      expect(granted.error).not.toBeNull()
      await as(who).from('user_roles').update({ role: 'admin' }).eq('user_id', user.userId)
      await as(who).from('user_roles').delete().eq('user_id', staff.userId)
      expect(await truth('user_roles', 'user_id', newcomer.userId)).toEqual([])
      expect((await truth('user_roles', 'user_id', user.userId))[0].role).toBe('user')
      expect((await truth('user_roles', 'user_id', staff.userId))[0].role).toBe('staff')
    },
  )

  it('a user with no role row is not staff', async () => {
    const newcomer = await db.signIn(null)
    expect(await visibleRows('visitor', 'bookings', 'villa_id', [activeVilla])).toEqual([])
    const { data } = await newcomer.client.from('bookings').select('id')
    expect(data).toEqual([])
    const { data: isStaff } = await newcomer.client.rpc('is_staff')
    expect(isStaff).toBe(false)
  })
})

describe('the assets bucket', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  )

  const publicStatus = async (path: string) =>
    (await fetch(db.anon.storage.from('assets').getPublicUrl(path).data.publicUrl)).status

  it.each<Who>(['visitor', 'signed-in user'])('as a %s, cannot upload', async (who) => {
    const path = `villas/${randomUUID()}.png`
    const { error } = await as(who)
      .storage.from('assets')
      .upload(path, png, { contentType: 'image/png' })
    expect(error).not.toBeNull()
    expect(await publicStatus(path)).not.toBe(200)
  })

  it('staff upload, replace and delete; anyone reads by the public URL; others cannot delete', async () => {
    const path = `villas/${randomUUID()}.png`
    const bucket = staff.client.storage.from('assets')
    expect((await bucket.upload(path, png, { contentType: 'image/png' })).error).toBeNull()
    expect(
      (await bucket.upload(path, png, { contentType: 'image/png', upsert: true })).error,
    ).toBeNull()

    const response = await fetch(db.anon.storage.from('assets').getPublicUrl(path).data.publicUrl)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)

    for (const who of ['visitor', 'signed-in user'] as const) {
      await as(who).storage.from('assets').remove([path])
      expect(await publicStatus(path)).toBe(200)
    }

    const removed = await bucket.remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data?.map((o) => o.name)).toEqual([path])
    expect(await publicStatus(path)).not.toBe(200)
  })

  it('accepts images only', async () => {
    const { error } = await staff.client.storage
      .from('assets')
      .upload(`villas/${randomUUID()}.txt`, Buffer.from('hello'), { contentType: 'text/plain' })
    expect(error).not.toBeNull()
  })
})

describe('hidden data stays hidden from visitors by any query shape', () => {
  beforeAll(async () => {
    await createBooking(db.service, {
      villa_id: activeVilla,
      check_in: day(70),
      check_out: day(72),
    })
    await insertAsService('blocked_dates', {
      villa_id: activeVilla,
      blocked_date: day(75),
      reason: 'Secret',
    })
  })

  it.each(['bookings', 'blocked_dates'])('embedding %s in villas', async (table) => {
    const { data, error } = await db.anon
      .from('villas')
      .select(`id, ${table}(*)`)
      .eq('id', activeVilla)
    if (!error) expect(data).toEqual([{ id: activeVilla, [table]: [] }])
    else expect(data).toBeNull()
  })

  it('embedding bookings for a signed-in user without a staff role', async () => {
    const { data, error } = await user.client
      .from('villas')
      .select('id, bookings(*)')
      .eq('id', activeVilla)
    if (!error) expect(data).toEqual([{ id: activeVilla, bookings: [] }])
    else expect(data).toBeNull()
  })

  it('filtering or ordering the settings for the maintenance password', async () => {
    const shapes = [
      db.anon
        .from('site_settings')
        .select('*')
        .or('setting_key.eq.maintenance_password,setting_key.neq.x'),
      db.anon.from('site_settings').select('setting_value').like('setting_key', '%password%'),
      db.anon.from('site_settings').select('*').order('setting_value', { ascending: false }),
    ]
    for (const shape of shapes) {
      const { data } = await shape
      expect(JSON.stringify(data)).not.toContain(PASSWORD)
    }
  })

  it('calling functions', async () => {
    const unavailable = await db.anon.rpc('get_villa_unavailable_dates', {
      p_villa_id: activeVilla,
      p_from: day(0),
      p_to: day(100),
    })
    expect(unavailable.error).toBeNull()
    expect(JSON.stringify(unavailable.data)).not.toMatch(/Secret|Camille|example\.com/)
    expect(unavailable.data).toContain(day(75))

    const wrong = await db.anon.rpc('verify_maintenance_password', { p_password: 'guess' })
    expect(wrong.data).toBe(false)
    const right = await db.anon.rpc('verify_maintenance_password', { p_password: PASSWORD })
    expect(right.data).toBe(true)

    const isStaff = await db.anon.rpc('is_staff')
    expect(isStaff.data).not.toBe(true)
  })
})

describe('an unpublished villa', () => {
  beforeAll(async () => {
    await insertAsService('villa_faqs', {
      villa_id: inactiveVilla,
      question: 'Is the hidden villa pool heated?',
      answer: 'Yes.',
      is_active: true,
    })
    await insertAsService('villa_reviews', {
      villa_id: inactiveVilla,
      guest_name: 'Anne',
      guest_location: 'Lyon',
      review_text: 'Lovely.',
      is_active: true,
    })
    await insertAsService('seasonal_pricing', {
      villa_id: inactiveVilla,
      season_name: 'Summer',
      start_date: day(10),
      end_date: day(20),
      price_per_night: 2000,
      is_active: true,
    })
    await insertAsService('blocked_dates', { villa_id: inactiveVilla, blocked_date: day(12) })
  })

  it.each<Who>(['visitor', 'signed-in user'])(
    'hides its active FAQs, reviews and seasons from a %s',
    async (who) => {
      for (const table of ['villa_faqs', 'villa_reviews', 'seasonal_pricing']) {
        const { data, error } = await as(who).from(table).select('id').eq('villa_id', inactiveVilla)
        expect(error).toBeNull()
        expect(data).toEqual([])
      }
    },
  )

  it('hides them from embeds too', async () => {
    const { data, error } = await db.anon
      .from('villa_faqs')
      .select('question, villas(name)')
      .eq('question', 'Is the hidden villa pool heated?')
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('is not priced and shows no availability to visitors, but is to staff', async () => {
    const range = { p_villa_id: inactiveVilla, p_from: day(10), p_to: day(14) }
    const prices = await db.anon.rpc('get_villa_prices', range)
    expect(prices).toMatchObject({ data: [], error: null })
    const price = await db.anon.rpc('get_villa_price_for_date', {
      p_villa_id: inactiveVilla,
      p_date: day(12),
    })
    expect(price).toMatchObject({ data: null, error: null })
    const unavailable = await db.anon.rpc('get_villa_unavailable_dates', range)
    expect(unavailable).toMatchObject({ data: [], error: null })

    const staffPrices = await staff.client.rpc('get_villa_prices', range)
    expect(staffPrices.data).toHaveLength(5)
    expect(staffPrices.data![2]).toEqual({ date: day(12), price: 2000 })
    const staffUnavailable = await staff.client.rpc('get_villa_unavailable_dates', range)
    expect(staffUnavailable.data).toEqual([day(12)])
  })
})

describe('a villa with bookings', () => {
  it('cannot be deleted, and says to deactivate it; without bookings it can', async () => {
    const booked = await createVilla(db.service, { name: unique('Booked Villa') })
    await createBooking(db.service, { villa_id: booked, check_in: day(60), check_out: day(62) })
    const refused = await staff.client.from('villas').delete().eq('id', booked)
    expect(refused.status).toBe(409)
    expect(refused.error).toMatchObject({
      code: '23503',
      message: 'This villa has bookings: deactivate it instead',
    })
    expect(await truth('villas', 'id', booked)).toHaveLength(1)
    expect(await truth('bookings', 'villa_id', booked)).toHaveLength(1)
    // Even the service role keeps the guests' records.
    const service = await db.service.from('villas').delete().eq('id', booked)
    expect(service.error?.code).toBe('23503')

    const empty = await createVilla(db.service, { name: unique('Empty Villa') })
    const deleted = await staff.client.from('villas').delete().eq('id', empty)
    expect(deleted.error).toBeNull()
    expect(await truth('villas', 'id', empty)).toEqual([])
  })
})

describe('site settings', () => {
  it('staff change a value but cannot rename a key (the password row stays private)', async () => {
    const renamed = await staff.client
      .from('site_settings')
      .update({ setting_key: 'maintenance_mode_2' })
      .eq('setting_key', 'maintenance_password')
    expect(renamed.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table site_settings',
    })
    expect(await truth('site_settings', 'setting_key', 'maintenance_password')).toHaveLength(1)
  })
})
