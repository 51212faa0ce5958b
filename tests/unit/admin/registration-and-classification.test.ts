import { describe, expect, it } from 'vitest'
import {
  lacksRegistrationNumber,
  registrationCommuneProblem,
  registrationNumberProblem,
  registrationNumberFormat,
} from '@/features/admin/villas/lib/registration-number'
import {
  villaFormSchema,
  newVillaFormValues,
  villaPayloadFrom,
} from '@/features/admin/villas/lib/villa-form'
import { classificationLabel, VILLA_CLASSIFICATIONS } from '@/lib/villa-classification'

describe('classification labels', () => {
  it('reads "Unclassified", "1 star" … "5 stars" in the admin', () => {
    expect(VILLA_CLASSIFICATIONS.map(classificationLabel)).toEqual([
      'Unclassified',
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ])
  })
})

describe('the registration number (loi Le Meur)', () => {
  it('takes 13 characters starting with an INSEE code, typed with spaces or in small letters', () => {
    expect(registrationNumberProblem('83118000452AZ')).toBeNull()
    expect(registrationNumberProblem('83118 000452 az')).toBeNull()
    expect(registrationNumberProblem('2A004000001XY')).toBeNull()
    expect(registrationNumberProblem('')).toBeNull()
  })

  it('explains the format when the number is not one', () => {
    expect(registrationNumberProblem('83118-452')).toBe(registrationNumberFormat())
    expect(registrationNumberProblem('ABCDE000452AZ')).toBe(registrationNumberFormat())
  })

  it('must start with the INSEE code of the villa’s commune', () => {
    const saintRaphael = { name: 'Saint-Raphaël', insee_code: '83118' }
    expect(registrationCommuneProblem('83118000452AZ', saintRaphael)).toBeNull()
    expect(registrationCommuneProblem('06004000118BR', saintRaphael)).toBe(
      'A number registered in Saint-Raphaël starts with its INSEE code, 83118',
    )
  })

  it('flags a published villa without one, not a draft', () => {
    expect(lacksRegistrationNumber({ is_active: true, registration_number: null })).toBe(true)
    expect(lacksRegistrationNumber({ is_active: false, registration_number: null })).toBe(false)
    expect(lacksRegistrationNumber({ is_active: true, registration_number: '83118000452AZ' })).toBe(
      false,
    )
  })

  it('is saved in capitals without spaces, and empty as none', () => {
    const values = { ...newVillaFormValues, name: 'A', location: 'B' }
    expect(villaFormSchema.safeParse({ ...values, registration_number: '8311' }).success).toBe(
      false,
    )
    expect(
      villaPayloadFrom({ ...values, registration_number: '83118 000452 az' }, true),
    ).toMatchObject({
      registration_number: '83118000452AZ',
      tax_commune_id: null,
      classification: 'unclassified',
    })
    expect(villaPayloadFrom(values, true).registration_number).toBeNull()
  })
})
