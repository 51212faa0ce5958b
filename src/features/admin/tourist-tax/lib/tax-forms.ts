import { z } from 'zod'
import { classificationLabel, type VillaClassification } from '@/lib/villa-classification'
import {
  formatAmount as formatAmountEn,
  formatPercent as formatPercentEn,
  isDecimalIn,
  toNumber,
} from '@/features/admin/offer/lib/amounts'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import { formatDay } from '@/lib/dates'
import type { TaxCommunePayload } from '../api/save-tax-commune'
import type { TaxRatePayload } from '../api/save-tax-rate'
import type { TaxCommune, TaxRate } from '../api/get-tax-communes'
import * as m from '@/paraglide/messages'

// Messages are read when a value is checked, so they follow the staff member's language.
const percent = (label: () => string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: () => m.admin_tax_rule_required({ label: label() }) })
    .refine((text) => isDecimalIn(text, 0, max), {
      error: () => m.admin_tax_rule_percentage({ label: label(), max }),
    })

/** The same rules as tourist_tax_communes' checks. */
export const communeFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_tax_rule_name_required() })
    .max(200, { error: () => m.admin_tax_rule_name_length() }),
  insee_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9][0-9AB][0-9]{3}$/, { error: () => m.admin_tax_rule_insee() }),
  departmental_surcharge_percent: percent(() => m.admin_tax_rule_department(), 100),
  regional_surcharge_percent: percent(() => m.admin_tax_rule_region(), 300),
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
    valid_from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.admin_tax_rule_valid_from() }),
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
      check('percent', 5, m.admin_tax_rule_percent())
      check('cap', 20, m.admin_tax_rule_cap())
    } else {
      check('amount', 20, m.admin_tax_rule_amount())
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

/** "€2.30" ("2,30 €" in French): cents shown only when there are some. */
function formatAmount(amount: number): string {
  if (currentLocale() === 'en') return formatAmountEn(amount)
  return new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

/** "2.5 %" ("2,5 %" in French). */
function formatPercent(percent: number): string {
  if (currentLocale() === 'en') return formatPercentEn(percent)
  const value = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(percent)
  return `${value}\u00a0%`
}

/** "€3 per adult per night" / "5 % of the nightly price per guest, at most €3 per adult per night". */
export function rateText(rate: Pick<TaxRate, 'amount' | 'percent' | 'cap'>): string {
  if (rate.amount !== null) return m.admin_tax_rate_text({ amount: formatAmount(rate.amount) })
  return m.admin_tax_rate_text_percent({
    percent: formatPercent(rate.percent ?? 0),
    cap: formatAmount(rate.cap ?? 0),
  })
}

/** "5 stars from 1 Jan 2026: €3 per adult per night". */
export function rateSentence(rate: TaxRate): string {
  return m.admin_tax_rate_sentence({
    classification: classificationLabel(rate.classification),
    day: formatDay(rate.valid_from),
    rate: rateText(rate),
  })
}

/** What the commune adds on top of its rate, in plain words. */
export function surchargeSentence(
  commune: Pick<TaxCommune, 'departmental_surcharge_percent' | 'regional_surcharge_percent'>,
): string {
  const parts: string[] = []
  if (commune.departmental_surcharge_percent > 0)
    parts.push(
      m.admin_tax_department_adds({
        percent: formatPercent(commune.departmental_surcharge_percent),
      }),
    )
  if (commune.regional_surcharge_percent > 0)
    parts.push(
      m.admin_tax_region_adds({ percent: formatPercent(commune.regional_surcharge_percent) }),
    )
  if (parts.length === 0) return m.admin_tax_no_surcharge()
  return m.admin_tax_surcharges({ parts: parts.join(m.admin_tax_and()) })
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
