import { z } from 'zod'
import { isValidBic, isValidIban, normalizeIban } from '@/lib/iban'
import type { Tables } from '@/types/database.types'
import * as m from '@/paraglide/messages'

export type PaymentSettings = Pick<
  Tables<'payment_settings'>,
  'bank_iban' | 'bank_bic' | 'bank_account_holder' | 'arrival_info_days'
>

/** What staff see before they ever saved the settings (the database's defaults). */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  bank_iban: '',
  bank_bic: '',
  bank_account_holder: '',
  arrival_info_days: 7,
}

export interface PaymentSettingsValues {
  bank_iban: string
  bank_bic: string
  bank_account_holder: string
  arrival_info_days: string
}

/** The form's values: the IBAN in groups of four, the days as typed. */
export function paymentSettingsValuesFrom(settings: PaymentSettings): PaymentSettingsValues {
  return {
    bank_iban: settings.bank_iban.replace(/(.{4})(?=.)/g, '$1 '),
    bank_bic: settings.bank_bic,
    bank_account_holder: settings.bank_account_holder,
    arrival_info_days: String(settings.arrival_info_days),
  }
}

/** Checked here for a message at once; the database checks the same (check_payment_settings). */
export const paymentSettingsSchema = z
  .object({
    bank_iban: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidIban(value), {
        error: () => m.admin_profile_rule_iban(),
      }),
    bank_bic: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidBic(value), {
        error: () => m.admin_profile_rule_bic(),
      }),
    bank_account_holder: z
      .string()
      .trim()
      .max(140, { error: () => m.admin_profile_rule_140() }),
    arrival_info_days: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: () => m.admin_profile_rule_whole_days() })
      .refine((value) => Number(value) >= 1 && Number(value) <= 60, {
        error: () => m.admin_profile_rule_1_60_days(),
      }),
  })
  .refine((values) => values.bank_iban === '' || values.bank_account_holder !== '', {
    error: () => m.admin_profile_rule_holder(),
    path: ['bank_account_holder'],
  })

/** The row to save. */
export function paymentSettingsPayload(values: PaymentSettingsValues): PaymentSettings {
  return {
    bank_iban: normalizeIban(values.bank_iban),
    bank_bic: values.bank_bic.replace(/\s/g, '').toUpperCase(),
    bank_account_holder: values.bank_account_holder.trim(),
    arrival_info_days: Number(values.arrival_info_days),
  }
}
