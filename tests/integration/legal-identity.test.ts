import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDatabaseStack, type DatabaseStack, type SignedInUser } from './support/database-stack'

// The company's legal identity (migration 20261126320100_legal_identity.sql): site settings
// that every visitor reads (the Legal Notice publishes them), staff fill in Profile Settings,
// the database checks, and "Needs attention" lists while they are empty.

const IDENTITY = [
  'legal_company_name',
  'legal_form',
  'legal_share_capital',
  'legal_registered_office',
  'legal_rcs_number',
  'legal_rcs_city',
  'legal_vat_number',
  'legal_publication_director',
  'legal_host_name',
  'legal_host_address',
  'legal_host_phone',
  'legal_mediator_name',
  'legal_mediator_address',
  'legal_mediator_website',
]

const FILLED: Record<string, string> = {
  legal_rcs_number: '123456782',
  legal_vat_number: 'fr11 123456782',
  legal_publication_director: 'Claire Martin, Chairman',
  legal_host_name: 'OVH SAS',
  legal_host_address: '2 rue Kellermann, 59100 Roubaix, France',
  legal_host_phone: '+33 9 72 10 10 07',
  legal_mediator_name: 'Médiation Tourisme et Voyage',
  legal_mediator_address: 'BP 80303, 75823 Paris Cedex 17, France',
  legal_mediator_website: 'https://www.mtv.travel',
}

let db: DatabaseStack
let staff: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
})
afterAll(() => db?.stop())

async function write(key: string, value: string) {
  return staff.client
    .from('site_settings')
    .update({ setting_value: value })
    .eq('setting_key', key)
    .select('setting_value')
    .single()
}

async function attention() {
  const { data, error } = await staff.client.rpc('admin_attention')
  if (error) throw error
  return data[0]!
}

describe('a visitor', () => {
  it('reads every item of the legal identity, and no staff-only setting', async () => {
    const { data, error } = await db.anon.from('site_settings').select('setting_key')
    expect(error).toBeNull()
    const keys = data!.map((row) => row.setting_key)
    expect(keys).toEqual(expect.arrayContaining(IDENTITY))
    for (const secret of ['maintenance_password', 'notification_staff_emails', 'email_reply_to'])
      expect(keys).not.toContain(secret)
  })

  it('cannot change them', async () => {
    const { data } = await db.anon
      .from('site_settings')
      .update({ setting_value: 'Someone Else SARL' })
      .eq('setting_key', 'legal_company_name')
      .select('setting_key')
    expect(data ?? []).toEqual([])
  })
})

describe('the database', () => {
  it('starts with what the Legal Notice said, and leaves the placeholders empty', async () => {
    const { data } = await db.anon
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', IDENTITY)
    const values = Object.fromEntries(data!.map((row) => [row.setting_key, row.setting_value]))
    expect(values.legal_company_name).toBe('Riviera Villas SAS')
    expect(values.legal_rcs_number).toBe('')
    expect(values.legal_vat_number).toBe('')
    expect(values.legal_host_name).toBe('')
    expect(JSON.stringify(values)).not.toMatch(/\[|000 000 000|FR00/)
  })

  it('refuses made-up or mistyped registration numbers, with a sentence naming the field', async () => {
    const refused: Array<[string, string, string]> = [
      ['legal_rcs_number', '000 000 000', 'RCS number: enter the 9-digit SIREN number'],
      ['legal_rcs_number', '123 456 783', 'RCS number: this is not a valid SIREN number'],
      ['legal_rcs_number', '12345', 'RCS number: enter the 9-digit SIREN number'],
      ['legal_vat_number', 'FR00 000000000', 'VAT number: enter the intra-community VAT number'],
      ['legal_vat_number', 'FR12', 'VAT number: enter the intra-community VAT number'],
      ['legal_host_name', '[name of the web host]', 'Web host name: brackets are not allowed'],
      ['legal_host_phone', 'call us', 'Web host phone: use 6 to 15 digits'],
      ['legal_mediator_website', 'www.mtv.travel', 'Mediator website: enter a full address'],
      ['legal_share_capital', 'fifty thousand', 'Share capital: enter the amount'],
    ]
    for (const [key, value, message] of refused) {
      const { error } = await write(key, value)
      expect(error?.code, `${key} = ${value}`).toBe('23514')
      expect(error?.message).toContain(message)
    }
  })

  it('stores the numbers in their usual form', async () => {
    expect((await write('legal_rcs_number', '123456782')).data).toEqual({
      setting_value: '123 456 782',
    })
    expect((await write('legal_vat_number', 'fr11 123 456 782')).data).toEqual({
      setting_value: 'FR11123456782',
    })
    await write('legal_rcs_number', '')
    await write('legal_vat_number', '')
  })
})

describe('"Needs attention"', () => {
  it('lists the legal identity items still empty by setting key, in the order of the form', async () => {
    expect((await attention()).missing_legal_identity).toEqual([
      'legal_rcs_number',
      'legal_vat_number',
      'legal_publication_director',
      'legal_host_name',
      'legal_host_address',
      'legal_host_phone',
      'legal_mediator_name',
      'legal_mediator_address',
      'legal_mediator_website',
    ])
  })

  it('says the contact phone is still the sample number until it changes', async () => {
    expect((await attention()).sample_contact_phone).toBe(true)
    await write('contact_phone', '+33 4 93 12 34 56')
    expect((await attention()).sample_contact_phone).toBe(false)
  })

  it('lists nothing once every item is filled; an emptied item comes back', async () => {
    for (const [key, value] of Object.entries(FILLED)) {
      const { error } = await write(key, value)
      expect(error, key).toBeNull()
    }
    expect((await attention()).missing_legal_identity).toEqual([])
    await write('legal_host_phone', '  ')
    expect((await attention()).missing_legal_identity).toEqual(['legal_host_phone'])
  })
})
