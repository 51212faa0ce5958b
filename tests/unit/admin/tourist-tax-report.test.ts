import { describe, expect, it } from 'vitest'
import {
  euroCents,
  monthLabel,
  previousMonth,
  reportMonths,
  shiftMonth,
  taxReportCsv,
  taxReportFileName,
  toTaxReport,
  type TaxReportRow,
} from '@/features/admin/tourist-tax/lib/tax-report'

const row = (overrides: Partial<TaxReportRow>): TaxReportRow => ({
  commune_id: 'c1',
  commune_name: 'Saint-Tropez',
  insee_code: '83119',
  villa_id: 'v1',
  villa_name: 'Villa Estérel',
  registration_number: '83119000123AB',
  classification: '4_stars',
  rate: 3.31,
  stays: 2,
  nights: 7,
  taxable_persons: 5,
  person_nights: 18,
  exempt_person_nights: 3,
  tax: 59.58,
  is_total: false,
  ...overrides,
})

// What the database sends for a total row: no villa, no rate.
const total = (overrides: Partial<TaxReportRow>) =>
  row({
    villa_id: null as unknown as string,
    villa_name: null as unknown as string,
    registration_number: null as unknown as string,
    classification: null as unknown as TaxReportRow['classification'],
    rate: null as unknown as number,
    is_total: true,
    ...overrides,
  })

const rows = [
  row({}),
  row({
    villa_id: 'v2',
    villa_name: 'Villa "Les Pins", Ramatuelle',
    registration_number: null as unknown as string,
    classification: 'unclassified',
    rate: 4.32,
    stays: 1,
    nights: 4,
    taxable_persons: 2,
    person_nights: 8,
    exempt_person_nights: 8,
    tax: 34.56,
  }),
  total({
    stays: 3,
    nights: 11,
    taxable_persons: 7,
    person_nights: 26,
    exempt_person_nights: 11,
    tax: 94.14,
  }),
  row({
    commune_id: 'c2',
    commune_name: 'Gassin',
    insee_code: '83065',
    villa_id: 'v3',
    villa_name: 'Villa Pins',
    classification: '3_stars',
    rate: 1.5,
    stays: 1,
    nights: 2,
    taxable_persons: 1,
    person_nights: 2,
    exempt_person_nights: 0,
    tax: 3,
  }),
  total({
    commune_id: 'c2',
    commune_name: 'Gassin',
    insee_code: '83065',
    stays: 1,
    nights: 2,
    taxable_persons: 1,
    person_nights: 2,
    exempt_person_nights: 0,
    tax: 3,
  }),
]

describe('the monthly tourist-tax report', () => {
  it('groups the villas under their commune, with the commune’s total', () => {
    const communes = toTaxReport(rows)
    expect(communes.map((c) => [c.name, c.villas.map((v) => v.name), c.total.tax])).toEqual([
      ['Saint-Tropez', ['Villa Estérel', 'Villa "Les Pins", Ramatuelle'], 94.14],
      ['Gassin', ['Villa Pins'], 3],
    ])
    expect(communes[0]!.villas[1]).toMatchObject({ registrationNumber: null, rate: 4.32 })
  })

  it('writes the CSV like the bookings export: a header, CRLF lines, quoted text, cents', () => {
    const csv = taxReportCsv('2026-10', toTaxReport(rows))
    expect(csv.split('\r\n')).toEqual([
      'Month,Commune,INSEE code,Villa,Registration number,Classification,Rate per adult per night (EUR),Stays,Nights,Taxable persons (adults),Taxable nights (adults × nights),Exempt nights (children × nights),Tourist tax (EUR)',
      '2026-10,Saint-Tropez,83119,Villa Estérel,83119000123AB,4 stars,3.31,2,7,5,18,3,59.58',
      '2026-10,Saint-Tropez,83119,"Villa ""Les Pins"", Ramatuelle",,Unclassified,4.32,1,4,2,8,8,34.56',
      '2026-10,Saint-Tropez,83119,Total Saint-Tropez,,,,3,11,7,26,11,94.14',
      '2026-10,Gassin,83065,Villa Pins,83119000123AB,3 stars,1.50,1,2,1,2,0,3.00',
      '2026-10,Gassin,83065,Total Gassin,,,,1,2,1,2,0,3.00',
      '',
    ])
  })

  it('names the file after the month', () => {
    expect(taxReportFileName('2026-10')).toBe('tourist-tax-2026-10.csv')
  })

  it('opens on last month, across a new year too', () => {
    expect(previousMonth('2026-11-27')).toBe('2026-10')
    expect(previousMonth('2027-01-01')).toBe('2026-12')
    expect(shiftMonth('2026-11', 2)).toBe('2027-01')
    expect(shiftMonth('2026-01', -13)).toBe('2024-12')
  })

  it('offers the months from three years back to the booking horizon, newest first', () => {
    const months = reportMonths('2026-11-27')
    expect(months[0]).toBe('2028-05')
    expect(months).toContain('2026-10')
    expect(months.at(-1)).toBe('2023-11')
    expect(months).toHaveLength(55)
  })

  it('reads a month and an amount as staff declare them', () => {
    expect(monthLabel('2026-10')).toBe('October 2026')
    expect(euroCents(3)).toBe('€3.00')
    expect(euroCents(1059.58)).toBe('€1,059.58')
  })
})
