import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { clientFor, DEMO_ADMIN, signedIn, startStack } from './support/local-stack'

// Every query shape of product-spec section 7, through supabase-js, against the project schema.
let stack: Stack
let anon: SupabaseClient
let admin: SupabaseClient
let villaId: string

interface Villa {
  id: string
  name: string
  location: string
  is_active: boolean
  price_per_night: number
  created_at: string
}

beforeAll(async () => {
  stack = await startStack()
  anon = clientFor(stack, stack.anonKey)
  admin = await signedIn(stack, DEMO_ADMIN.email, DEMO_ADMIN.password)
  const created = await admin
    .from('villas')
    .insert({
      name: 'Villa Shapes',
      location: 'Agay, Saint Raphaël',
      price_per_night: 700,
      max_guests: 6,
    })
    .select()
    .single()
  if (created.error) throw created.error
  villaId = created.data.id
})

afterAll(async () => {
  await stack?.stop()
})

describe('public calls', () => {
  it('reads the maintenance mode as a single row; the password row stays hidden (PGRST116)', async () => {
    const mode = await anon
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'maintenance_mode')
      .single()
    expect(mode.data).toEqual({ setting_value: 'false' })
    const password = await anon
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'maintenance_password')
      .single()
    expect(password.data).toBeNull()
    expect(password.error?.code).toBe('PGRST116')
  })

  it('reads active page content of a page ordered by display_order', async () => {
    const { data, error } = await anon
      .from('page_content')
      .select('*')
      .eq('page_slug', 'home')
      .eq('is_active', true)
      .order('display_order')
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    const orders = data!.map((r) => r.display_order as number)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(data!.every((r) => r.page_slug === 'home' && r.is_active === true)).toBe(true)
  })

  it('reads active villas, and Saint Raphaël ones whatever the case of the pattern', async () => {
    const all = await anon.from('villas').select('*').eq('is_active', true)
    expect(all.error).toBeNull()
    const villas = all.data as Villa[]
    expect(villas.every((v) => v.is_active)).toBe(true)
    expect(typeof villas[0].price_per_night).toBe('number')
    const expected = villas
      .filter((v) => v.location.toLowerCase().includes('saint raphaël'))
      .map((v) => v.name)
      .sort()
    expect(expected.length).toBeGreaterThan(1)
    for (const pattern of ['%Saint Raphaël%', '%saint raphaël%', '%SAINT RAPHAËL%']) {
      const { data, error } = await anon
        .from('villas')
        .select('*')
        .eq('is_active', true)
        .ilike('location', pattern)
      expect(error).toBeNull()
      expect(data!.map((v) => v.name).sort()).toEqual(expected)
    }
    const unaccented = await anon.from('villas').select('name').ilike('location', '%saint raphael%')
    expect(unaccented.data).toEqual([])
  })

  it('calls get_villa_price_for_date and get_villa_prices', async () => {
    const one = await anon.rpc('get_villa_price_for_date', {
      p_villa_id: villaId,
      p_date: '2027-03-10',
    })
    expect(one).toMatchObject({ error: null, data: 700 })
    const many = await anon.rpc('get_villa_prices', {
      p_villa_id: villaId,
      p_from: '2027-03-10',
      p_to: '2027-03-12',
    })
    expect(many.error).toBeNull()
    expect(many.data).toEqual([
      { date: '2027-03-10', price: 700 },
      { date: '2027-03-11', price: 700 },
      { date: '2027-03-12', price: 700 },
    ])
  })

  it('inserts a booking request and a contact submission as a visitor', async () => {
    const booking = await anon.from('bookings').insert({
      villa_id: villaId,
      check_in: '2027-05-01',
      check_out: '2027-05-04',
      guests_count: 2,
      total_price: 1,
      guest_name: 'Shape Guest',
      guest_email: 'shape@example.com',
      guest_phone: null,
      special_requests: null,
      expires_at: new Date().toISOString(),
      terms_accepted: true,
      status: 'pending',
    })
    expect(booking.error).toBeNull()
    expect(booking.status).toBe(201)
    const stored = await admin
      .from('bookings')
      .select('status, total_price')
      .eq('guest_email', 'shape@example.com')
      .single()
    expect(stored.data).toEqual({ status: 'pending', total_price: 2100 })

    const contact = await anon.from('contact_submissions').insert({
      form_type: 'general',
      name: 'Shape Visitor',
      email: 'visitor@example.com',
      phone: null,
      message: 'Hello',
    })
    expect(contact.error).toBeNull()
  })

  it('reads the villa detail: villa by id, FAQs and reviews, the area section', async () => {
    const villa = await anon.from('villas').select('*').eq('id', villaId).single()
    expect(villa.data).toMatchObject({ id: villaId, name: 'Villa Shapes' })
    const seeded = (await anon.from('villas').select('id').limit(1).single()).data!.id as string
    // A review's public columns (its booking is staff-only: review-details.test.ts).
    for (const [table, columns] of [
      ['villa_faqs', '*'],
      [
        'villa_reviews',
        'id, villa_id, guest_name, guest_location, review_text, display_order, rating, stay_month, is_verified, published_on',
      ],
    ] as const) {
      const { data, error } = await anon
        .from(table)
        .select(columns)
        .eq('villa_id', seeded)
        .eq('is_active', true)
        .order('display_order')
      expect(error).toBeNull()
      expect(data!.length).toBeGreaterThan(0)
    }
    const area = await anon
      .from('page_content')
      .select('content, image_url')
      .eq('page_slug', 'villa-detail')
      .eq('section_key', 'area')
      .eq('is_active', true)
      .single()
    if (area.error) expect(area.error.code).toBe('PGRST116')
    else expect(Object.keys(area.data)).toEqual(['content', 'image_url'])
  })
})

describe('admin calls', () => {
  it('reads villas newest first, updates one with the whole object, deletes one', async () => {
    const list = await admin.from('villas').select('*').order('created_at', { ascending: false })
    const dates = (list.data as Villa[]).map((v) => v.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const temp = await admin
      .from('villas')
      .insert({ name: 'Villa Temp', location: 'Nice', price_per_night: 10, max_guests: 2 })
      .select()
      .single()
    const whole = { ...temp.data, description: 'Updated', amenities: ['Pool', 'Wi-Fi'] }
    const updated = await admin.from('villas').update(whole).eq('id', whole.id).select().single()
    expect(updated.data).toMatchObject({ description: 'Updated', amenities: ['Pool', 'Wi-Fi'] })
    const removed = await admin.from('villas').delete().eq('id', whole.id)
    expect(removed.error).toBeNull()
    const gone = await admin.from('villas').select('id').eq('id', whole.id)
    expect(gone.data).toEqual([])
  })

  it('reads bookings joined with the villa name and location, counts them, updates a status', async () => {
    const { data, error, count } = await admin
      .from('bookings')
      .select('*, villas(name, location)', { count: 'exact' })
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(count).toBe(data!.length)
    const mine = data!.find((b) => b.guest_email === 'shape@example.com')!
    expect(mine.villas).toEqual({ name: 'Villa Shapes', location: 'Agay, Saint Raphaël' })
    const confirmed = await admin
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', mine.id)
      .select('status')
      .single()
    expect(confirmed.data).toEqual({ status: 'confirmed' })
    const analytics = await admin
      .from('bookings')
      .select('status, total_price, check_in, check_out')
    expect(Object.keys(analytics.data![0]).sort()).toEqual([
      'check_in',
      'check_out',
      'status',
      'total_price',
    ])
  })

  it('blocks dates one at a time and in bulk, reads them joined, unblocks by a list of ids', async () => {
    const villas = await admin.from('villas').select('id, name, location').eq('is_active', true)
    expect(Object.keys(villas.data![0])).toEqual(['id', 'name', 'location'])
    const single = await admin
      .from('blocked_dates')
      .insert({ villa_id: villaId, blocked_date: '2027-06-01', reason: 'Maintenance' })
    expect(single.error).toBeNull()
    const bulk = await admin
      .from('blocked_dates')
      .upsert(
        ['2027-06-01', '2027-06-02', '2027-06-03'].map((d) => ({
          villa_id: villaId,
          blocked_date: d,
          reason: 'Bulk blocked',
        })),
        { onConflict: 'villa_id,blocked_date', ignoreDuplicates: true },
      )
      .select('blocked_date, reason')
    expect(bulk.error).toBeNull()
    expect(bulk.data).toEqual([
      { blocked_date: '2027-06-02', reason: 'Bulk blocked' },
      { blocked_date: '2027-06-03', reason: 'Bulk blocked' },
    ])
    const joined = await admin
      .from('blocked_dates')
      .select('*, villas(name, location)')
      .eq('villa_id', villaId)
      .order('blocked_date', { ascending: true })
    expect(joined.data!.map((b) => [b.blocked_date, b.reason, b.villas.name])).toEqual([
      ['2027-06-01', 'Maintenance', 'Villa Shapes'],
      ['2027-06-02', 'Bulk blocked', 'Villa Shapes'],
      ['2027-06-03', 'Bulk blocked', 'Villa Shapes'],
    ])
    const confirmed = await admin
      .from('bookings')
      .select('id, check_in, check_out, guest_name, villa_id, villas(name, location)')
      .eq('status', 'confirmed')
      .order('check_in')
    expect(confirmed.error).toBeNull()
    expect(confirmed.data!.some((b) => b.villa_id === villaId)).toBe(true)
    const ids = joined.data!.slice(0, 2).map((b) => b.id)
    const removed = await admin.from('blocked_dates').delete().in('id', ids)
    expect(removed.error).toBeNull()
    const left = await admin.from('blocked_dates').select('blocked_date').eq('villa_id', villaId)
    expect(left.data).toEqual([{ blocked_date: '2027-06-03' }])
  })

  it('reads seasonal prices joined and ordered by priority desc then start_date asc', async () => {
    const inserted = await admin.from('seasonal_pricing').insert([
      {
        villa_id: villaId,
        season_name: 'Low',
        start_date: '2027-01-10',
        end_date: '2027-01-20',
        price_per_night: 500,
        priority: 1,
        is_active: true,
      },
      {
        villa_id: villaId,
        season_name: 'Early',
        start_date: '2027-01-01',
        end_date: '2027-01-05',
        price_per_night: 600,
        priority: 1,
        is_active: true,
      },
      {
        villa_id: villaId,
        season_name: 'Peak',
        start_date: '2027-01-15',
        end_date: '2027-01-16',
        price_per_night: 900,
        priority: 5,
        is_active: true,
      },
    ])
    expect(inserted.error).toBeNull()
    const { data } = await admin
      .from('seasonal_pricing')
      .select('*, villas(name, location)')
      .eq('villa_id', villaId)
      .order('priority', { ascending: false })
      .order('start_date', { ascending: true })
    expect(data!.map((s) => s.season_name)).toEqual(['Peak', 'Early', 'Low'])
    expect(data![0].villas).toEqual({ name: 'Villa Shapes', location: 'Agay, Saint Raphaël' })
    const price = await anon.rpc('get_villa_price_for_date', {
      p_villa_id: villaId,
      p_date: '2027-01-15',
    })
    expect(price.data).toBe(900)
    const peak = data![0]
    const updated = await admin
      .from('seasonal_pricing')
      .update({ price_per_night: 950 })
      .eq('id', peak.id)
      .select('price_per_night')
      .single()
    expect(updated.data).toEqual({ price_per_night: 950 })
    const deleted = await admin.from('seasonal_pricing').delete().eq('id', peak.id)
    expect(deleted.error).toBeNull()
  })

  it('manages FAQs: villas by name, FAQs by villa in order, insert, update, delete', async () => {
    const villas = await admin.from('villas').select('*').order('name')
    const names = villas.data!.map((v) => v.name as string)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)))
    const added = await admin
      .from('villa_faqs')
      .insert({
        question: 'Pets?',
        answer: 'Yes',
        villa_id: villaId,
        display_order: 1,
        is_active: true,
      })
      .select()
      .single()
    expect(added.error).toBeNull()
    const changed = await admin
      .from('villa_faqs')
      .update({ answer: 'Small ones' })
      .eq('id', added.data.id)
    expect(changed.status).toBe(204)
    const list = await admin
      .from('villa_faqs')
      .select('*')
      .eq('villa_id', villaId)
      .order('display_order')
    expect(list.data!.map((f) => f.answer)).toEqual(['Small ones'])
    expect((await admin.from('villa_faqs').delete().eq('id', added.data.id)).error).toBeNull()
  })

  it('reads the own role, updates page content and settings, reads and updates messages', async () => {
    const user = (await admin.auth.getUser()).data.user!
    const role = await admin.from('user_roles').select('role').eq('user_id', user.id).single()
    expect(role.data).toEqual({ role: 'admin' })
    const page = await admin
      .from('page_content')
      .select('*')
      .eq('page_slug', 'home')
      .order('display_order')
    const section = page.data![0]
    const saved = await admin
      .from('page_content')
      .update({ title: 'New title', content: 'New content', image_url: null })
      .eq('id', section.id)
      .select('title, content, image_url')
      .single()
    expect(saved.data).toEqual({ title: 'New title', content: 'New content', image_url: null })

    const settings = await admin
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', ['maintenance_mode', 'maintenance_password'])
    expect(settings.data!.map((s) => s.setting_key).sort()).toEqual([
      'maintenance_mode',
      'maintenance_password',
    ])
    const mode = await admin
      .from('site_settings')
      .update({ setting_value: 'true' })
      .eq('setting_key', 'maintenance_mode')
    expect(mode.error).toBeNull()
    const read = await anon
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'maintenance_mode')
      .single()
    expect(read.data).toEqual({ setting_value: 'true' })

    const messages = await admin
      .from('contact_submissions')
      .select('*')
      .order('created_at', { ascending: false })
    const mine = messages.data!.find((m) => m.email === 'visitor@example.com')!
    expect(mine.status).toBe('unread')
    const marked = await admin
      .from('contact_submissions')
      .update({ status: 'read' })
      .eq('id', mine.id)
      .select('status')
      .single()
    expect(marked.data).toEqual({ status: 'read' })
  })

  it('refuses visitors what RLS refuses, with PostgREST statuses', async () => {
    const bookings = await anon.from('bookings').select('*')
    expect(bookings.status).toBe(401)
    expect(bookings.error?.code).toBe('42501')
    // Visitors hold no UPDATE privilege at all (explicit grants), so PostgREST refuses outright.
    const villaUpdate = await anon
      .from('villas')
      .update({ name: 'Hacked' })
      .eq('id', villaId)
      .select()
    expect(villaUpdate.status).toBe(401)
    expect(villaUpdate.error?.message).toBe('permission denied for table villas')
    const stillNamed = await anon.from('villas').select('name').eq('id', villaId).single()
    expect(stillNamed.data).toEqual({ name: 'Villa Shapes' })
  })
})
