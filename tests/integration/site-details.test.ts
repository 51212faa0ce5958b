import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminRefusalText } from '@/features/admin/layout/lib/admin-refusals'
import { fieldOfRefusal } from '@/features/admin/profile/lib/site-details-form'
import { applyLocale } from '@/lib/i18n/locale'
import { registerRefusalTexts, refusalWords } from '@/lib/refusal-text'
import { startDatabaseStack, type DatabaseStack, type SignedInUser } from './support/database-stack'

// The site details (check_site_detail, supabase/schemas/10_villas_and_content.sql): contact
// details, office hours (in English and French) and social links are site settings every visitor reads, staff edit, and the database checks.

const DETAILS: Record<string, string> = {
  contact_phone: '+33 4 94 00 00 00',
  contact_email: 'contact@rivieravillas.com',
  concierge_email: 'concierge@rivieravillas.com',
  contact_address: 'Saint Raphaël, Côte d’Azur, France',
  office_hours_weekdays: '9:00 AM-7:00 PM CET',
  office_hours_saturday: '10:00 AM-6:00 PM CET',
  office_hours_sunday: 'Closed',
  instagram_url: '',
  facebook_url: '',
  linkedin_url: '',
}
const KEYS = Object.keys(DETAILS)
const PASSWORD = 'azure-terrace-77'

let db: DatabaseStack
let staff: SignedInUser
let user: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  user = await db.signIn('user')
  const { error } = await db.service
    .from('site_settings')
    .update({ setting_value: PASSWORD })
    .eq('setting_key', 'maintenance_password')
  if (error) throw error
})
afterAll(() => db?.stop())

/** The stored value, as the service role sees it. */
async function stored(key: string) {
  const { data, error } = await db.service
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', key)
    .single()
  if (error) throw error
  return data.setting_value as string
}

async function restore(key: string) {
  const { error } = await db.service
    .from('site_settings')
    .update({ setting_value: DETAILS[key] })
    .eq('setting_key', key)
  if (error) throw error
}

describe('a visitor', () => {
  it('reads every site detail, with today’s values, in one request', async () => {
    // The public site's client (src/lib/public-api.ts): PostgREST alone, with the visitor's key.
    let requests = 0
    const visitor = new PostgrestClient(`${db.stack.url}/rest/v1`, {
      headers: { apikey: db.stack.anonKey, Authorization: `Bearer ${db.stack.anonKey}` },
      fetch: (...args: Parameters<typeof fetch>) => {
        requests += 1
        return fetch(...args)
      },
    })
    const { data, error } = await visitor
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', KEYS)
    expect(error).toBeNull()
    expect(requests).toBe(1)
    expect(Object.fromEntries(data!.map((row) => [row.setting_key, row.setting_value]))).toEqual(
      DETAILS,
    )
  })

  it('never reads the maintenance password, however the request is put', async () => {
    const all = await db.anon.from('site_settings').select('setting_key, setting_value')
    expect(all.error).toBeNull()
    // The legal identity is public too (legal-identity.test.ts).
    expect(
      all
        .data!.map((row) => row.setting_key)
        .filter((key) => !key.startsWith('legal_'))
        .sort(),
    ).toEqual(['maintenance_mode', ...KEYS].sort())
    expect(JSON.stringify(all.data)).not.toContain(PASSWORD)

    const byKey = await db.anon
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'maintenance_password')
    expect(byKey.data).toEqual([])
    const byValue = await db.anon
      .from('site_settings')
      .select('setting_key')
      .eq('setting_value', PASSWORD)
    expect(byValue.data).toEqual([])
  })

  it('cannot change, add or remove a site detail', async () => {
    const updated = await db.anon
      .from('site_settings')
      .update({ setting_value: '+33 6 66 66 66 66' })
      .eq('setting_key', 'contact_phone')
    expect(updated.error).not.toBeNull()
    const inserted = await db.anon
      .from('site_settings')
      .insert({ setting_key: 'whatsapp_url', setting_value: 'https://wa.me/1' })
    expect(inserted.error).not.toBeNull()
    await db.anon.from('site_settings').delete().eq('setting_key', 'contact_email')
    expect(await stored('contact_phone')).toBe(DETAILS.contact_phone)
    expect(await stored('contact_email')).toBe(DETAILS.contact_email)
  })
})

describe('a signed-in user without a staff role', () => {
  it('reads the details as a visitor does and cannot change them', async () => {
    const read = await user.client
      .from('site_settings')
      .select('setting_key')
      .in('setting_key', [...KEYS, 'maintenance_password'])
    expect(read.data).toHaveLength(KEYS.length)
    const updated = await user.client
      .from('site_settings')
      .update({ setting_value: '+33 6 66 66 66 66' })
      .eq('setting_key', 'contact_phone')
      .select('setting_key')
    expect(updated.data ?? []).toEqual([])
    expect(await stored('contact_phone')).toBe(DETAILS.contact_phone)
  })
})

describe('staff', () => {
  it('change a detail, trimmed, and visitors read the new value at once', async () => {
    const { data, error } = await staff.client
      .from('site_settings')
      .update({ setting_value: '  +33 (0)4 93 12 34 56 ' })
      .eq('setting_key', 'contact_phone')
      .select('setting_value')
    expect(error).toBeNull()
    expect(data).toEqual([{ setting_value: '+33 (0)4 93 12 34 56' }])
    const visitor = await db.anon
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', 'contact_phone')
      .single()
    expect(visitor.data?.setting_value).toBe('+33 (0)4 93 12 34 56')
    await restore('contact_phone')
  })

  it('set a social link, and clear it again to hide it', async () => {
    const url = 'https://www.instagram.com/rivieravillas/'
    const set = await staff.client
      .from('site_settings')
      .update({ setting_value: url })
      .eq('setting_key', 'instagram_url')
    expect(set.error).toBeNull()
    expect(await stored('instagram_url')).toBe(url)
    const cleared = await staff.client
      .from('site_settings')
      .update({ setting_value: '' })
      .eq('setting_key', 'instagram_url')
    expect(cleared.error).toBeNull()
    expect(await stored('instagram_url')).toBe('')
  })

  it('cannot rename a setting or add one', async () => {
    const renamed = await staff.client
      .from('site_settings')
      .update({ setting_key: 'contact_phone_old' })
      .eq('setting_key', 'contact_phone')
    expect(renamed.error).not.toBeNull()
    const inserted = await staff.client
      .from('site_settings')
      .insert({ setting_key: 'whatsapp_url', setting_value: 'https://wa.me/1' })
    expect(inserted.error).not.toBeNull()
  })

  it.each([
    ['contact_phone', 'call us', 'Phone: use 6 to 15 digits'],
    ['contact_phone', '12345', 'Phone: use 6 to 15 digits'],
    ['contact_phone', '+33 4 94 00 00 00 00 00 00 00', 'Phone: use 6 to 15 digits'],
    ['contact_phone', '33+ 4 94 00 00 00', 'Phone: use 6 to 15 digits'],
    ['contact_email', 'contact@rivieravillas', 'Email: enter an email address'],
    ['contact_email', 'contact@rivieravillas.com?bcc=x@evil.test', 'Email: enter an email address'],
    ['concierge_email', '', 'Concierge email: enter an email address'],
    ['contact_address', '', 'Address: enter the address on one line'],
    ['contact_address', 'x'.repeat(201), 'Address: enter the address on one line'],
    ['office_hours_saturday', '10:00 AM\n6:00 PM', 'Office hours (Saturday): enter the hours'],
    ['office_hours_sunday', ' ', 'Office hours (Sunday): enter the hours'],
    ['instagram_url', 'http://instagram.com/riviera', 'Instagram link: enter a full address'],
    ['facebook_url', 'javascript:alert(1)', 'Facebook link: enter a full address'],
    ['linkedin_url', 'https://', 'LinkedIn link: enter a full address'],
    [
      'linkedin_url',
      `https://www.linkedin.com/${'a'.repeat(480)}`,
      'LinkedIn link: enter a full address',
    ],
  ])('are refused %s = %j with a clear message', async (key, value, message) => {
    const { error } = await staff.client
      .from('site_settings')
      .update({ setting_value: value })
      .eq('setting_key', key)
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain(message)
    expect(error?.details).toBe(`site_settings.${key}`)
    expect(await stored(key)).toBe(DETAILS[key])
  })

  describe('writing the office hours in French', () => {
    afterEach(async () => {
      applyLocale('en')
      const { error } = await db.service
        .from('site_settings')
        .update({ setting_value_fr: null })
        .eq('setting_key', 'office_hours_saturday')
      if (error) throw error
    })

    /** The stored French hours, as the service role sees them. */
    async function storedFrench() {
      const { data, error } = await db.service
        .from('site_settings')
        .select('setting_value_fr')
        .eq('setting_key', 'office_hours_saturday')
        .single()
      if (error) throw error
      return data.setting_value_fr
    }

    it('keep them to one line of 60 characters, trimmed, as in English', async () => {
      const line = `${'x'.repeat(59)}h`
      const { data, error } = await staff.client
        .from('site_settings')
        .update({ setting_value_fr: ` ${line} ` })
        .eq('setting_key', 'office_hours_saturday')
        .select('setting_value_fr')
      expect(error).toBeNull()
      expect(data).toEqual([{ setting_value_fr: line }])
    })

    it('store blank ones as none (the French page then shows the English)', async () => {
      const { error } = await staff.client
        .from('site_settings')
        .update({ setting_value_fr: '   ' })
        .eq('setting_key', 'office_hours_saturday')
      expect(error).toBeNull()
      expect(await storedFrench()).toBeNull()
    })

    it.each([
      ['61 characters', 'x'.repeat(61)],
      ['two lines', '10 h – 18 h\nsur rendez-vous'],
    ])('refuse %s with a clear message, in French too', async (_, value) => {
      const { error } = await staff.client
        .from('site_settings')
        .update({ setting_value_fr: value })
        .eq('setting_key', 'office_hours_saturday')
      expect(error?.code).toBe('23514')
      // Its own field, told apart from the English hours by the detail the admin's form reads.
      expect(error?.details).toBe('site_settings.office_hours_saturday_fr')
      expect(fieldOfRefusal(error)).toBe('hoursSaturdayFr')
      expect(error?.message).toBe(
        'Office hours in French (Saturday): enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)',
      )
      registerRefusalTexts(adminRefusalText)
      applyLocale('fr')
      expect(refusalWords(error!.message).replace(/[\u00a0\u202f]/g, ' ')).toBe(
        'Horaires en français (samedi) : saisissez les horaires sur une ligne, 60 caractères au plus (par exemple 9 h – 19 h)',
      )
      expect(await storedFrench()).toBeNull()
      expect(await stored('office_hours_saturday')).toBe(DETAILS.office_hours_saturday)
    })
  })

  it('are refused a bad value even through the service role', async () => {
    const { error } = await db.service
      .from('site_settings')
      .update({ setting_value: 'not an email' })
      .eq('setting_key', 'contact_email')
    expect(error?.code).toBe('23514')
    expect(await stored('contact_email')).toBe(DETAILS.contact_email)
  })

  it('still set the maintenance settings under their own rules', async () => {
    const { error } = await staff.client
      .from('site_settings')
      .update({ setting_value: ' open sesame ' })
      .eq('setting_key', 'maintenance_password')
    expect(error).toBeNull()
    expect(await stored('maintenance_password')).toBe(' open sesame ')
    await db.service
      .from('site_settings')
      .update({ setting_value: PASSWORD })
      .eq('setting_key', 'maintenance_password')
  })
})

describe('the legal pages', () => {
  it.each(['terms', 'privacy', 'legal-notice'])(
    '"%s" has a title, a date and sections every visitor reads',
    async (slug) => {
      const { data, error } = await db.anon
        .from('page_content')
        .select('section_key, title, content')
        .eq('page_slug', slug)
        .eq('is_active', true)
        .order('display_order')
      expect(error).toBeNull()
      expect(data![0]).toMatchObject({ section_key: 'intro' })
      expect(data![0].title).not.toBe('')
      expect(data![1]).toMatchObject({ section_key: 'last_updated' })
      expect(data!.length).toBeGreaterThan(5)
      for (const section of data!.slice(2)) {
        expect(section.title).not.toBe('')
        expect(section.content.length).toBeGreaterThan(40)
      }
    },
  )
})
