import { z } from 'zod'
import * as m from '@/paraglide/messages'

// Which emails guests get about their stay, and when (issue 21): staff-only site settings the
// database reads through private.guest_email_enabled(kind) and its daily sweep
// (private.send_scheduled_guest_emails), checked by check_email_setting() with the same rules,
// so a field is refused here first with the same sentence.

/** Each kind of guest email staff can turn off, in the order of a stay, with its words. */
export const GUEST_EMAIL_KINDS = [
  {
    kind: 'payment_received',
    label: () => m.admin_profile_kind_payment_received(),
    hint: () => m.admin_profile_kind_payment_received_hint(),
  },
  {
    kind: 'deposit_due',
    label: () => m.admin_profile_kind_deposit_due(),
    hint: () => m.admin_profile_kind_deposit_due_hint(),
  },
  {
    kind: 'balance_due',
    label: () => m.admin_profile_kind_balance_due(),
    hint: () => m.admin_profile_kind_balance_due_hint(),
  },
  {
    kind: 'payment_overdue',
    label: () => m.admin_profile_kind_overdue(),
    hint: () => m.admin_profile_kind_overdue_hint(),
  },
  {
    kind: 'arrival_information',
    label: () => m.admin_profile_kind_arrival(),
    hint: () => m.admin_profile_kind_arrival_hint(),
  },
  {
    kind: 'stay_thank_you',
    label: () => m.admin_profile_kind_thank_you(),
    hint: () => m.admin_profile_kind_thank_you_hint(),
  },
  {
    kind: 'deposit_returned',
    label: () => m.admin_profile_kind_deposit_returned(),
    hint: () => m.admin_profile_kind_deposit_returned_hint(),
  },
] as const

export type GuestEmailKind = (typeof GUEST_EMAIL_KINDS)[number]['kind']

export interface GuestEmailSettings {
  enabled: Record<GuestEmailKind, boolean>
  /** Days before the due date or arrival, as typed (checked by the schema). */
  depositDays: string
  balanceDays: string
  arrivalDays: string
}

export const GUEST_EMAIL_DAY_KEYS = {
  depositDays: 'reminder_days_deposit',
  balanceDays: 'reminder_days_balance',
  arrivalDays: 'arrival_email_days',
} as const

type DayField = keyof typeof GUEST_EMAIL_DAY_KEYS

export const guestEmailSettingKey = (kind: GuestEmailKind) => `guest_email_${kind}`

/** Every key this screen reads and writes. */
export const GUEST_EMAIL_SETTING_KEYS = [
  ...GUEST_EMAIL_KINDS.map(({ kind }) => guestEmailSettingKey(kind)),
  ...Object.values(GUEST_EMAIL_DAY_KEYS),
]

/** The database's defaults, for a setting row that is missing. */
const DEFAULT_DAYS: Record<DayField, string> = {
  depositDays: '1',
  balanceDays: '7',
  arrivalDays: '7',
}

/** The stored settings; a kind without a row is on, as private.guest_email_enabled reads it. */
export function guestEmailSettingsFromRows(
  rows: readonly { setting_key: string; setting_value: string }[],
): GuestEmailSettings {
  const stored = (key: string) => rows.find((row) => row.setting_key === key)?.setting_value.trim()
  const enabled = Object.fromEntries(
    GUEST_EMAIL_KINDS.map(({ kind }) => [kind, stored(guestEmailSettingKey(kind)) !== 'off']),
  ) as Record<GuestEmailKind, boolean>
  const days = (field: DayField) => stored(GUEST_EMAIL_DAY_KEYS[field]) || DEFAULT_DAYS[field]
  return {
    enabled,
    depositDays: days('depositDays'),
    balanceDays: days('balanceDays'),
    arrivalDays: days('arrivalDays'),
  }
}

const days = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{1,2}$/.test(value) && +value >= min && +value <= max, {
      error: () => m.admin_profile_rule_days({ min, max }),
    })

export const guestEmailSettingsSchema = z.object({
  enabled: z.record(
    z.enum(GUEST_EMAIL_KINDS.map(({ kind }) => kind) as [GuestEmailKind, ...GuestEmailKind[]]),
    z.boolean(),
  ),
  depositDays: days(0, 14),
  balanceDays: days(0, 30),
  arrivalDays: days(1, 30),
}) satisfies z.ZodType<GuestEmailSettings>

/** The settings rows that differ from the saved ones, as [key, value] to write. */
export function changedGuestEmailSettings(
  saved: GuestEmailSettings,
  values: GuestEmailSettings,
): Array<[string, string]> {
  const kinds = GUEST_EMAIL_KINDS.filter(
    ({ kind }) => values.enabled[kind] !== saved.enabled[kind],
  ).map(({ kind }): [string, string] => [
    guestEmailSettingKey(kind),
    values.enabled[kind] ? 'on' : 'off',
  ])
  const dayFields = (Object.keys(GUEST_EMAIL_DAY_KEYS) as DayField[])
    .filter((field) => Number(values[field]) !== Number(saved[field]))
    .map((field): [string, string] => [GUEST_EMAIL_DAY_KEYS[field], String(Number(values[field]))])
  return [...kinds, ...dayFields]
}
