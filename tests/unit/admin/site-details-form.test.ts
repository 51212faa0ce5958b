import { describe, expect, it } from 'vitest'
import { siteDetailDefaults } from '@/config/brand'
import {
  changedSiteDetails,
  fieldOfRefusal,
  siteDetailsSchema,
} from '@/features/admin/profile/lib/site-details-form'

const problems = (changes: Partial<typeof siteDetailDefaults>) => {
  const result = siteDetailsSchema.safeParse({ ...siteDetailDefaults, ...changes })
  return result.success ? {} : result.error.flatten().fieldErrors
}

describe('the site details form', () => {
  it('accepts today’s details', () => {
    expect(problems({})).toEqual({})
  })

  it('trims what was typed', () => {
    const parsed = siteDetailsSchema.parse({ ...siteDetailDefaults, phone: '  +33 6 12 34 56 78 ' })
    expect(parsed.phone).toBe('+33 6 12 34 56 78')
  })

  it.each(['+33 (0)4 93 12 34 56', '04.94.00.00.00', '+1-212-555-0100'])(
    'accepts the phone number %j',
    (phone) => expect(problems({ phone })).toEqual({}),
  )

  it.each(['call us', '12345', '33+ 4 94 00 00 00', '+33 4 94 00 00 00 00 00 00 00', ''])(
    'refuses the phone number %j, saying what a number may hold',
    (phone) =>
      expect(problems({ phone })).toEqual({
        phone: ['Use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +.'],
      }),
  )

  it.each(['contact@rivieravillas', 'contact rivieravillas.com', 'a@b.com?bcc=c@d.com', ''])(
    'refuses the email address %j',
    (email) =>
      expect(problems({ email, conciergeEmail: email })).toEqual({
        email: ['Enter an email address such as name@example.com.'],
        conciergeEmail: ['Enter an email address such as name@example.com.'],
      }),
  )

  it('wants an address and office hours on one line, within their lengths', () => {
    expect(Object.keys(problems({ address: '' }))).toEqual(['address'])
    expect(Object.keys(problems({ address: 'x'.repeat(201) }))).toEqual(['address'])
    expect(Object.keys(problems({ hoursSaturday: '10:00 AM\n6:00 PM' }))).toEqual(['hoursSaturday'])
    expect(Object.keys(problems({ hoursSunday: 'x'.repeat(61) }))).toEqual(['hoursSunday'])
  })

  it('takes an empty social link (hidden) or a full https:// address', () => {
    expect(problems({ instagramUrl: '' })).toEqual({})
    expect(problems({ instagramUrl: 'https://www.instagram.com/riviera.villas/' })).toEqual({})
    expect(problems({ linkedinUrl: 'https://linkedin.com/company/riviera?trk=1#top' })).toEqual({})
    for (const url of ['http://instagram.com/x', 'javascript:alert(1)', 'https://', 'www.x.com']) {
      expect(problems({ facebookUrl: url })).toEqual({
        facebookUrl: [
          'Enter a full address starting with https://, or leave it empty to hide the link.',
        ],
      })
    }
  })
})

describe('changedSiteDetails', () => {
  it('names only the details that differ from the saved ones', () => {
    expect(changedSiteDetails(siteDetailDefaults, siteDetailDefaults)).toEqual([])
    expect(
      changedSiteDetails(siteDetailDefaults, {
        ...siteDetailDefaults,
        phone: '+33 6 12 34 56 78',
        linkedinUrl: 'https://www.linkedin.com/company/riviera',
      }),
    ).toEqual(['phone', 'linkedinUrl'])
  })
})

describe('a refusal from the database', () => {
  it('is put next to the field its detail names, the French hours apart from the English', () => {
    expect(fieldOfRefusal({ details: 'site_settings.office_hours_sunday' })).toBe('hoursSunday')
    expect(fieldOfRefusal({ details: 'site_settings.office_hours_sunday_fr' })).toBe(
      'hoursSundayFr',
    )
    expect(fieldOfRefusal({ details: 'site_settings.contact_phone' })).toBe('phone')
    expect(fieldOfRefusal({ details: 'site_settings.contact_phone_fr' })).toBeUndefined()
    expect(fieldOfRefusal({ details: null })).toBeUndefined()
  })
})
