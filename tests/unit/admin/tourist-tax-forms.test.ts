import { describe, expect, it } from 'vitest'
import {
  communeFormSchema,
  ratePayload,
  rateFormSchema,
  rateText,
  surchargeSentence,
} from '@/features/admin/tourist-tax/lib/tax-forms'

describe('the tourist tax forms', () => {
  it('takes a 5-character INSEE code and explains it otherwise', () => {
    const commune = {
      name: 'Saint-Raphaël',
      departmental_surcharge_percent: '10',
      regional_surcharge_percent: '34',
    }
    expect(communeFormSchema.safeParse({ ...commune, insee_code: '83118' }).success).toBe(true)
    expect(communeFormSchema.safeParse({ ...commune, insee_code: '2a004' }).success).toBe(true)
    expect(
      communeFormSchema.safeParse({ ...commune, insee_code: '837' }).error?.issues[0]?.message,
    ).toBe('An INSEE code is 5 characters, e.g. 83118 (Saint-Raphaël) or 2A004 (Ajaccio)')
  })

  it('asks a classified rate for an amount, an unclassified one for a percentage and a cap', () => {
    const base = { valid_from: '2027-01-01', amount: '', percent: '', cap: '' }
    const classified = rateFormSchema.safeParse({ ...base, classification: '5_stars' })
    expect(classified.error?.issues.map((issue) => issue.path[0])).toEqual(['amount'])
    const unclassified = rateFormSchema.safeParse({
      ...base,
      classification: 'unclassified',
      percent: '6',
    })
    expect(unclassified.error?.issues.map((issue) => issue.path[0])).toEqual(['percent', 'cap'])
  })

  it('stores only what the classification uses', () => {
    const values = { valid_from: '2027-01-01', amount: '3', percent: '5', cap: '4.1' }
    expect(ratePayload('c', { ...values, classification: '5_stars' })).toMatchObject({
      amount: 3,
      percent: null,
      cap: null,
    })
    expect(ratePayload('c', { ...values, classification: 'unclassified' })).toMatchObject({
      amount: null,
      percent: 5,
      cap: 4.1,
    })
  })

  it('reads rates and surcharges in plain words', () => {
    expect(rateText({ amount: 2.3, percent: null, cap: null })).toBe('€2.30 per adult per night')
    expect(rateText({ amount: null, percent: 5, cap: 3 })).toBe(
      '5 % of the nightly price per guest, at most €3 per adult per night',
    )
    expect(
      surchargeSentence({ departmental_surcharge_percent: 10, regional_surcharge_percent: 34 }),
    ).toBe('On top of the rate, the department adds 10 % and the region adds 34 % of it.')
    expect(
      surchargeSentence({ departmental_surcharge_percent: 0, regional_surcharge_percent: 0 }),
    ).toBe('No departmental or regional surcharge.')
  })
})
