import { describe, expect, it } from 'vitest'
import {
  changedLegalIdentity,
  formatSiren,
  isValidSiren,
  legalIdentitySchema,
} from '@/features/admin/profile/lib/legal-identity-form'
import { EMPTY_LEGAL_IDENTITY, type LegalIdentity } from '@/lib/legal-identity'

const problems = (changes: Partial<LegalIdentity>) => {
  const result = legalIdentitySchema.safeParse({ ...EMPTY_LEGAL_IDENTITY, ...changes })
  return result.success ? {} : result.error.flatten().fieldErrors
}

describe('the legal identity form', () => {
  it('accepts an identity not filled yet (each item may wait)', () => {
    expect(problems({})).toEqual({})
  })

  it('accepts a real SIREN number, spaced or not, and refuses a made-up one', () => {
    expect(isValidSiren('123456782')).toBe(true)
    expect(problems({ rcsNumber: '123 456 782' })).toEqual({})
    expect(problems({ rcsNumber: '123 456 783' }).rcsNumber).toEqual([
      'This is not a valid SIREN number (its check digit does not match): check each digit.',
    ])
    expect(problems({ rcsNumber: '000 000 000' }).rcsNumber).toEqual([
      'Enter the 9-digit SIREN number, for example 123 456 782.',
    ])
  })

  it.each(['FR11 123456782', 'fr11123456782', 'DE123456789'])('accepts the VAT number %j', (vat) =>
    expect(problems({ vatNumber: vat })).toEqual({}),
  )

  it.each(['FR00 000000000', 'FR12', '123456789'])('refuses the VAT number %j', (vat) =>
    expect(problems({ vatNumber: vat }).vatNumber).toEqual([
      'Enter the intra-community VAT number, for example FR11 123456782.',
    ]),
  )

  it('refuses a bracketed placeholder, saying to leave the item empty instead', () => {
    expect(problems({ hostName: '[name of the web host]' }).hostName).toEqual([
      'Brackets are not allowed: enter the real value, or leave it empty until you have it.',
    ])
  })

  it('wants a phone number for the host and a https:// address for the mediator', () => {
    expect(problems({ hostPhone: 'call us' }).hostPhone).toHaveLength(1)
    expect(problems({ mediatorWebsite: 'www.mtv.travel' }).mediatorWebsite).toEqual([
      'Enter a full address starting with https://.',
    ])
  })

  it('writes only what changed', () => {
    const saved = { ...EMPTY_LEGAL_IDENTITY, companyName: 'Riviera Villas SAS' }
    const values = { ...saved, hostName: 'OVH SAS' }
    expect(changedLegalIdentity(saved, values)).toEqual(['hostName'])
  })
})

describe('the numbers as saved', () => {
  it('are in the form the database stores them, so the form shows what was stored', () => {
    const parsed = legalIdentitySchema.parse({
      ...EMPTY_LEGAL_IDENTITY,
      rcsNumber: '123456782',
      vatNumber: 'fr11 123 456 782',
    })
    expect(parsed.rcsNumber).toBe('123 456 782')
    expect(parsed.vatNumber).toBe('FR11123456782')
    expect(formatSiren('12345')).toBe('12345')
  })
})
