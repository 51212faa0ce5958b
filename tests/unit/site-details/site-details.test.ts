import { describe, expect, it } from 'vitest'
import { siteDetailDefaults } from '@/config/brand'
import {
  SITE_DETAIL_KEYS,
  localizedSiteDetailsFromRows,
  officeHours,
  siteDetailsFromRows,
  socialLinks,
} from '@/lib/site-details'
import { telHref } from '@/lib/phone'

const row = (setting_key: string, setting_value: string) => ({ setting_key, setting_value })

describe('site details from their settings', () => {
  it('are the built-in details when nothing is stored', () => {
    expect(siteDetailsFromRows([])).toEqual(siteDetailDefaults)
  })

  it('take each stored value, trimmed, field by field', () => {
    const details = siteDetailsFromRows([
      row('contact_phone', ' +33 6 12 34 56 78 '),
      row('concierge_email', 'butler@example.com'),
      row('office_hours_sunday', 'By appointment'),
      row('instagram_url', 'https://www.instagram.com/riviera/'),
      row('maintenance_mode', 'true'),
    ])
    expect(details).toEqual({
      ...siteDetailDefaults,
      phone: '+33 6 12 34 56 78',
      conciergeEmail: 'butler@example.com',
      hoursSunday: 'By appointment',
      instagramUrl: 'https://www.instagram.com/riviera/',
    })
  })

  it('keep the built-in value of a required detail stored blank, but a blank link stays blank', () => {
    const details = siteDetailsFromRows([row('contact_email', '  '), row('facebook_url', '')])
    expect(details.email).toBe(siteDetailDefaults.email)
    expect(details.facebookUrl).toBe('')
  })

  it('name one setting per detail, none of them the maintenance settings', () => {
    const keys = Object.values(SITE_DETAIL_KEYS)
    expect(new Set(keys).size).toBe(Object.keys(siteDetailDefaults).length)
    expect(keys).not.toContain('maintenance_password')
    expect(keys).not.toContain('maintenance_mode')
  })
})

describe('social links', () => {
  it('list only the links that are set, in the order Instagram, Facebook, LinkedIn', () => {
    expect(socialLinks(siteDetailDefaults)).toEqual([])
    expect(
      socialLinks({
        ...siteDetailDefaults,
        linkedinUrl: 'https://www.linkedin.com/company/riviera',
        instagramUrl: 'https://www.instagram.com/riviera/',
      }),
    ).toEqual([
      { label: 'Instagram', href: 'https://www.instagram.com/riviera/' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/riviera' },
    ])
  })
})

describe('telHref', () => {
  it('keeps the leading + and the digits of the number as written', () => {
    expect(telHref('+33 4 94 00 00 00')).toBe('tel:+33494000000')
    expect(telHref('+33 (0)4 93.12-34-56')).toBe('tel:+330493123456')
    expect(telHref(' 04 94 00 00 00 ')).toBe('tel:0494000000')
  })
})

describe('the office hours in French (issue 22)', () => {
  const rows = [
    {
      setting_key: 'office_hours_weekdays',
      setting_value: '9:00 AM-7:00 PM CET',
      setting_value_fr: '9 h – 19 h',
    },
    {
      setting_key: 'office_hours_saturday',
      setting_value: '10:00 AM-6:00 PM CET',
      setting_value_fr: '  ',
    },
    { setting_key: 'office_hours_sunday', setting_value: 'Closed', setting_value_fr: null },
  ]

  it('shows the French hours on a French page, and the English marked as English where the French is blank', () => {
    const hours = officeHours(localizedSiteDetailsFromRows(rows), 'fr')
    expect(hours.weekdays).toEqual({ text: '9 h – 19 h', lang: 'fr' })
    expect(hours.saturday).toEqual({ text: '10:00 AM-6:00 PM CET', lang: 'en' })
    expect(hours.sunday).toEqual({ text: 'Closed', lang: 'en' })
  })

  it('keeps the English hours on an English page', () => {
    const hours = officeHours(localizedSiteDetailsFromRows(rows), 'en')
    expect(hours.weekdays).toEqual({ text: '9:00 AM-7:00 PM CET', lang: 'en' })
  })
})
