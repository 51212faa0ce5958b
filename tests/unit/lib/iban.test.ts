import { describe, expect, it } from 'vitest'
import { formatIban, isValidBic, isValidIban, normalizeIban } from '@/lib/iban'

describe('isValidIban', () => {
  it('accepts IBANs whose check digits are right, typed with spaces or in lower case', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true)
    expect(isValidIban('mc58 1122 2000 0101 2345 6789 030')).toBe(true)
    expect(isValidIban('DE89370400440532013000')).toBe(true)
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true)
    expect(isValidIban('BE68-5390-0754-7034')).toBe(true)
  })

  it('refuses an IBAN with one character changed or two swapped', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false)
    expect(isValidIban('FR76 3000 6000 0112 3456 7809 189')).toBe(false)
    expect(isValidIban('GB29 NWBK 6016 1331 9268 91')).toBe(false)
  })

  it('refuses what is not shaped like an IBAN', () => {
    expect(isValidIban('')).toBe(false)
    expect(isValidIban('FR76')).toBe(false)
    expect(isValidIban('7630006000011234567890189')).toBe(false)
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 18é')).toBe(false)
  })
})

describe('formatIban', () => {
  it('prints the IBAN in groups of four', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034')
  })

  it('normalizes spaces, hyphens and case', () => {
    expect(normalizeIban(' be68-5390 0754 7034 ')).toBe('BE68539007547034')
  })
})

describe('isValidBic', () => {
  it('accepts 8 and 11 characters', () => {
    expect(isValidBic('AGRIFRPP')).toBe(true)
    expect(isValidBic('bnpafrppxxx')).toBe(true)
  })
  it('refuses other lengths and a country in digits', () => {
    expect(isValidBic('AGRI')).toBe(false)
    expect(isValidBic('AGRI12PP')).toBe(false)
  })
})
