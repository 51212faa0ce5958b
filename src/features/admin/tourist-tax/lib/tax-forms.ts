import { z } from 'zod'
import { classificationLabel, type VillaClassification } from '@/lib/villa-classification'
import {
  formatAmount,
  formatPercent,
  isDecimalIn,
  toNumber,
} from '@/features/admin/offer/lib/amounts'
import { formatDay } from '@/lib/dates'
import type { TaxCommunePayload } from '../api/save-tax-commune'
import type { TaxRatePayload } from '../api/save-tax-rate'
import type { TaxCommune, TaxRate } from '../api/get-tax-communes'

const percent = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required (0 when there is none)`)
    .refine((text) => isDecimalIn(text, 0, max), `${label} is a percentage from 0 to ${max}`)

/** The same rules as tourist_tax_communes' checks. */
export const communeFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'A name is at most 200 characters'),
  insee_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[0-9][0-9AB][0-9]{3}$/,
      'An INSEE code is 5 characters, e.g. 83118 (Saint-Raphaël) or 2A004 (Ajaccio)',
    ),
  departmental_surcharge_percent: percent('Department surcharge', 100),
  regional_surcharge_percent: percent('Region surcharge', 300),
})

export type CommuneFormValues = z.infer<typeof communeFormSchema>

export const newCommuneValues: CommuneFormValues = {
  name: '',
  insee_code: '',
  departmental_surcharge_percent: '10',
  regional_surcharge_percent: '0',
}

export function communeValuesFrom(commune: TaxCommune): CommuneFormValues {
  return {
    name: commune.name,
    insee_code: commune.insee_code,
    departmental_surcharge_percent: String(commune.departmental_surcharge_percent),
    regional_surcharge_percent: String(commune.regional_surcharge_percent),
  }
}

export function communePayload(values: CommuneFormValues): TaxCommunePayload {
  return {
    name: values.name.trim(),
    insee_code: values.insee_code.trim().toUpperCase(),
    departmental_surcharge_percent: toNumber(values.departmental_surcharge_percent),
    regional_surcharge_percent: toNumber(values.regional_surcharge_percent),
  }
}

const CLASSIFICATIONS = [
  'unclassified',
  '1_star',
  '2_stars',
  '3_stars',
  '4_stars',
  '5_stars',
] as const

/** A classified villa's rate is an amount; an unclassified one's a percentage and its cap. */
export const rateFormSchema = z
  .object({
    classification: z.enum(CLASSIFICATIONS),
    valid_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day the rate applies from'),
    amount: z.string().trim(),
    percent: z.string().trim(),
    cap: z.string().trim(),
  })
  .superRefine((values, context) => {
    const check = (field: 'amount' | 'percent' | 'cap', max: number, message: string) => {
      if (!isDecimalIn(values[field], 0, max))
        context.addIssue({ code: 'custom', path: [field], message })
    }
    if (values.classification === 'unclassified') {
      check('percent', 5, 'The percentage is from 0 to 5 (% of the nightly price per guest)')
      check('cap', 20, 'The cap is in euros per adult per night, from 0 to 20')
    } else {
      check('amount', 20, 'The rate is in euros per adult per night, from 0 to 20')
    }
  })

export type RateFormValues = z.infer<typeof rateFormSchema>

export function newRateValues(
  classification: VillaClassification,
  validFrom: string,
): RateFormValues {
  return { classification, valid_from: validFrom, amount: '', percent: '', cap: '' }
}

export function rateValuesFrom(rate: TaxRate): RateFormValues {
  return {
    classification: rate.classification,
    valid_from: rate.valid_from,
    amount: rate.amount === null ? '' : String(rate.amount),
    percent: rate.percent === null ? '' : String(rate.percent),
    cap: rate.cap === null ? '' : String(rate.cap),
  }
}

export function ratePayload(communeId: string, values: RateFormValues): TaxRatePayload {
  const isUnclassified = values.classification === 'unclassified'
  return {
    commune_id: communeId,
    classification: values.classification,
    valid_from: values.valid_from,
    amount: isUnclassified ? null : toNumber(values.amount),
    percent: isUnclassified ? toNumber(values.percent) : null,
    cap: isUnclassified ? toNumber(values.cap) : null,
  }
}

/** "€3 per adult per night" / "5 % of the nightly price per guest, at most €3 per adult per night". */
export function rateText(rate: Pick<TaxRate, 'amount' | 'percent' | 'cap'>): string {
  if (rate.amount !== null) return `${formatAmount(rate.amount)} per adult per night`
  return `${formatPercent(rate.percent ?? 0)} of the nightly price per guest, at most ${formatAmount(rate.cap ?? 0)} per adult per night`
}

/** "5 stars from 1 Jan 2026: €3 per adult per night". */
export function rateSentence(rate: TaxRate): string {
  return `${classificationLabel(rate.classification)} from ${formatDay(rate.valid_from)}: ${rateText(rate)}`
}

/** What the commune adds on top of its rate, in plain words. */
export function surchargeSentence(
  commune: Pick<TaxCommune, 'departmental_surcharge_percent' | 'regional_surcharge_percent'>,
): string {
  const parts = [
    commune.departmental_surcharge_percent > 0 &&
      `the department adds ${formatPercent(commune.departmental_surcharge_percent)}`,
    commune.regional_surcharge_percent > 0 &&
      `the region adds ${formatPercent(commune.regional_surcharge_percent)}`,
  ].filter((part): part is string => typeof part === 'string')
  if (parts.length === 0) return 'No departmental or regional surcharge.'
  const text = parts.join(' and ')
  return `On top of the rate, ${text} of it.`
}

/** The rates of a commune grouped by classification, unclassified first, newest first. */
export function ratesByClassification(rates: readonly TaxRate[]) {
  return CLASSIFICATIONS.map((classification) => ({
    classification,
    rates: rates
      .filter((rate) => rate.classification === classification)
      .sort((a, b) => b.valid_from.localeCompare(a.valid_from)),
  })).filter((group) => group.rates.length > 0)
}
