import { formatMonth } from '@/lib/dates'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import { classificationLabel, type VillaClassification } from '@/lib/villa-classification'
import { toCsv } from '@/features/admin/bookings/lib/bookings-csv'
import type { Database } from '@/types/database.types'

/** One row of tourist_tax_report as the database sends it (a total row has no villa or rate). */
export type TaxReportRow = Database['public']['Functions']['tourist_tax_report']['Returns'][number]

/** The figures of a villa at one rate, or of a commune in total. */
export interface TaxFigures {
  stays: number
  nights: number
  taxablePersons: number
  personNights: number
  exemptPersonNights: number
  tax: number
}

export interface TaxReportVilla extends TaxFigures {
  villaId: string
  name: string
  registrationNumber: string | null
  classification: VillaClassification
  /** Per adult and night, surcharges included, as the stored quotes rounded it. */
  rate: number
}

export interface TaxReportCommune {
  /** Null for villas without a commune (their quotes stored a tax before it was removed). */
  id: string | null
  name: string
  inseeCode: string | null
  villas: TaxReportVilla[]
  total: TaxFigures
}

const figures = (row: TaxReportRow): TaxFigures => ({
  stays: row.stays,
  nights: row.nights,
  taxablePersons: row.taxable_persons,
  personNights: row.person_nights,
  exemptPersonNights: row.exempt_person_nights,
  tax: Number(row.tax),
})

/** The report's rows (each commune's villas, then its total) grouped by commune, in order. */
export function toTaxReport(rows: readonly TaxReportRow[]): TaxReportCommune[] {
  const communes: TaxReportCommune[] = []
  let current: TaxReportCommune | null = null
  for (const row of rows) {
    const id = row.commune_id ?? null
    if (!current || current.id !== id) {
      current = {
        id,
        name: row.commune_name ?? m.admin_tax_no_commune(),
        inseeCode: row.insee_code ?? null,
        villas: [],
        total: {
          stays: 0,
          nights: 0,
          taxablePersons: 0,
          personNights: 0,
          exemptPersonNights: 0,
          tax: 0,
        },
      }
      communes.push(current)
    }
    if (row.is_total) current.total = figures(row)
    else {
      current.villas.push({
        ...figures(row),
        villaId: row.villa_id,
        name: row.villa_name,
        registrationNumber: row.registration_number ?? null,
        classification: row.classification,
        rate: Number(row.rate),
      })
    }
  }
  return communes
}

/** "2026-10" → "2026-10-01", the day the database takes for the month. */
export const monthDay = (month: string) => `${month}-01`

/** The month before the one of `today` (yyyy-MM-dd), as yyyy-MM: what staff declare. */
export function previousMonth(today: string): string {
  return shiftMonth(today.slice(0, 7), -1)
}

/** yyyy-MM moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const total = year * 12 + (index - 1) + months
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
}

/** "October 2026" ("octobre 2026") from yyyy-MM. */
export function monthLabel(month: string): string {
  return formatMonth(month)
}

/** The months staff may pick, newest first: three years back, up to the booking horizon ahead. */
export function reportMonths(today: string, back = 36, ahead = 18): string[] {
  const current = today.slice(0, 7)
  return Array.from({ length: back + ahead + 1 }, (_, i) => shiftMonth(current, ahead - i))
}

/** "€3.00", "€1,059.58" ("1 059,58 €"): a tax is declared to the cent. */
export const euroCents = (amount: number) =>
  new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

/** "tourist-tax-2026-10.csv". */
export const taxReportFileName = (month: string) => `tourist-tax-${month}.csv`

export const TAX_REPORT_CSV_HEADER = [
  'Month',
  'Commune',
  'INSEE code',
  'Villa',
  'Registration number',
  'Classification',
  'Rate per adult per night (EUR)',
  'Stays',
  'Nights',
  'Taxable persons (adults)',
  'Taxable nights (adults × nights)',
  'Exempt nights (children × nights)',
  'Tourist tax (EUR)',
] as const

/** The CSV's header in the staff member's language (English: TAX_REPORT_CSV_HEADER, unchanged). */
function taxReportCsvHeader(): readonly string[] {
  if (currentLocale() === 'en') return TAX_REPORT_CSV_HEADER
  return [
    m.admin_analytics_month(),
    m.admin_tax_csv_commune(),
    m.admin_tax_insee_code(),
    m.admin_analytics_villa(),
    m.admin_tax_csv_registration(),
    m.admin_tax_classification(),
    m.admin_tax_csv_rate(),
    m.admin_tax_stays(),
    m.admin_analytics_nights(),
    m.admin_tax_csv_persons(),
    m.admin_tax_csv_taxable(),
    m.admin_tax_csv_exempt(),
    m.admin_tax_csv_tax(),
  ]
}

const decimal = (amount: number) => amount.toFixed(2)

/** The report as CSV: one line per villa and rate, then each commune's total line. */
export function taxReportCsv(month: string, communes: readonly TaxReportCommune[]): string {
  return toCsv([
    taxReportCsvHeader(),
    ...communes.flatMap((commune) => [
      ...commune.villas.map((villa) => [
        month,
        commune.name,
        commune.inseeCode,
        villa.name,
        villa.registrationNumber,
        classificationLabel(villa.classification),
        decimal(villa.rate),
        villa.stays,
        villa.nights,
        villa.taxablePersons,
        villa.personNights,
        villa.exemptPersonNights,
        decimal(villa.tax),
      ]),
      [
        month,
        commune.name,
        commune.inseeCode,
        m.admin_tax_total_of({ name: commune.name }),
        null,
        null,
        null,
        commune.total.stays,
        commune.total.nights,
        commune.total.taxablePersons,
        commune.total.personNights,
        commune.total.exemptPersonNights,
        decimal(commune.total.tax),
      ],
    ]),
  ])
}
