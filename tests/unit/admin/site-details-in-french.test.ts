import { describe, expect, it } from 'vitest'
import { siteDetailDefaults } from '@/config/brand'
import {
  changedSettings,
  siteDetailsValues,
  siteDetailsValuesSchema,
} from '@/features/admin/profile/lib/site-details-form'
import { localizedSiteDetailDefaults } from '@/lib/site-details'

const stored = {
  ...localizedSiteDetailDefaults,
  frenchHours: { hoursWeekdays: '9 h – 19 h', hoursSaturday: '10 h – 18 h' },
}

describe('The office hours in French in the site details editor', () => {
  it('fills each French field from the stored French, empty where none is written', () => {
    const values = siteDetailsValues(stored)
    expect(values.hoursWeekdaysFr).toBe('9 h – 19 h')
    expect(values.hoursSundayFr).toBe('')
    expect(values.hoursWeekdays).toBe(siteDetailDefaults.hoursWeekdays)
  })

  it('writes only what changed: a French line to its twin column, an emptied one as null', () => {
    const saved = siteDetailsValues(stored)
    expect(changedSettings(saved, saved)).toEqual([])
    expect(
      changedSettings(saved, {
        ...saved,
        hoursSundayFr: 'Fermé',
        hoursSaturdayFr: '  ',
        phone: '+33 4 93 99 88 77',
      }),
    ).toEqual([
      { key: 'contact_phone', column: 'setting_value', value: '+33 4 93 99 88 77' },
      { key: 'office_hours_saturday', column: 'setting_value_fr', value: null },
      { key: 'office_hours_sunday', column: 'setting_value_fr', value: 'Fermé' },
    ])
  })

  it('accepts an empty French line and refuses one the English rule would refuse', () => {
    const saved = siteDetailsValues(stored)
    expect(siteDetailsValuesSchema.safeParse({ ...saved, hoursSundayFr: '' }).success).toBe(true)
    const twoLines = siteDetailsValuesSchema.safeParse({
      ...saved,
      hoursSundayFr: 'Fermé\nle soir',
    })
    expect(twoLines.success ? [] : Object.keys(twoLines.error.flatten().fieldErrors)).toEqual([
      'hoursSundayFr',
    ])
    const long = siteDetailsValuesSchema.safeParse({ ...saved, hoursWeekdaysFr: 'x'.repeat(61) })
    expect(long.success).toBe(false)
  })

  it('holds the French hours to the English rule, value for value (empty aside)', () => {
    const saved = siteDetailsValues(stored)
    const refused = (values: typeof saved) => {
      const parsed = siteDetailsValuesSchema.safeParse(values)
      return parsed.success ? [] : Object.keys(parsed.error.flatten().fieldErrors)
    }
    for (const value of ['10 h – 18 h', 'x'.repeat(60), 'x'.repeat(61), 'Fermé\nle soir', ' x ']) {
      const english = refused({ ...saved, hoursSunday: value }).length > 0
      const french = refused({ ...saved, hoursSundayFr: value }).length > 0
      expect(french, JSON.stringify(value)).toBe(english)
    }
  })
})
