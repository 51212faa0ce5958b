import { z } from 'zod'
import * as m from '@/paraglide/messages'

// Where staff emails go and how emails to guests are signed: staff-only site settings checked
// by the database's check_email_setting() (migration 20261126220000_notifications.sql) with the
// same rules, so a field is refused here first with the same sentence.

export interface EmailSettings {
  /** Addresses, one per line in the form (stored as "a@x.com, b@y.com"). */
  staffEmails: string
  senderName: string
  replyTo: string
}

export type EmailSettingField = keyof EmailSettings

export const EMAIL_SETTING_KEYS = {
  staffEmails: 'notification_staff_emails',
  senderName: 'email_sender_name',
  replyTo: 'email_reply_to',
} as const satisfies Record<EmailSettingField, string>

const EMAIL = /^[^@\s?&%,;<>"]+@[^@\s?&%,;<>"]+\.[^@\s?&%,;<>"]+$/
const ADDRESS_SEPARATORS = /[,;\s]+/

/** The addresses of a list typed with commas, semicolons, spaces or new lines, without repeats. */
export function splitAddresses(value: string): string[] {
  return [...new Set(value.split(ADDRESS_SEPARATORS).filter((address) => address !== ''))]
}

/** The stored settings, the list one address per line; a missing row reads as empty. */
export function emailSettingsFromRows(
  rows: readonly { setting_key: string; setting_value: string }[],
): EmailSettings {
  const stored = (key: string) => rows.find((row) => row.setting_key === key)?.setting_value ?? ''
  return {
    staffEmails: splitAddresses(stored(EMAIL_SETTING_KEYS.staffEmails)).join('\n'),
    senderName: stored(EMAIL_SETTING_KEYS.senderName).trim(),
    replyTo: stored(EMAIL_SETTING_KEYS.replyTo).trim(),
  }
}

export const emailSettingsSchema = z.object({
  staffEmails: z.string().superRefine((value, context) => {
    const addresses = splitAddresses(value)
    const problem =
      addresses.length === 0
        ? m.admin_profile_rule_one_address()
        : addresses.length > 10
          ? m.admin_profile_rule_ten_addresses()
          : addresses
              .filter((address) => address.length > 320 || !EMAIL.test(address))
              .map((address) => m.admin_profile_rule_not_an_address({ address }))[0]
    if (problem) context.addIssue({ code: 'custom', message: problem })
  }),
  senderName: z
    .string()
    .trim()
    .refine((value) => value.length >= 1 && value.length <= 100 && !/[\p{Cc}"<>\\]/u.test(value), {
      error: () => m.admin_profile_rule_sender(),
    }),
  replyTo: z
    .string()
    .trim()
    .refine((value) => value.length <= 320 && EMAIL.test(value), {
      error: () => m.admin_profile_rule_email(),
    }),
}) satisfies z.ZodType<EmailSettings>

/** The fields whose value differs from the saved one: only these are written. */
export function changedEmailSettings(
  saved: EmailSettings,
  values: EmailSettings,
): EmailSettingField[] {
  return (Object.keys(values) as EmailSettingField[]).filter((field) =>
    field === 'staffEmails'
      ? splitAddresses(values[field]).join(',') !== splitAddresses(saved[field]).join(',')
      : values[field] !== saved[field],
  )
}
