import { z } from 'zod'
import type { LegalIdentity, LegalIdentityField } from '@/lib/legal-identity'
import * as m from '@/paraglide/messages'

// The same rules as the database's check_legal_identity() (migration 20261126320100), so a
// field is refused here, next to it, before the database refuses it with the same sentence.
// Every item may stay empty (not known yet): "Needs attention" lists it until it is filled.

const CONTROL_CHARACTERS = /\p{Cc}/u
const BRACKETS = /[[\]{}]/
const PHONE = /^\+?[0-9 ().-]+$/
const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\s<>"]*)?$/

// The rules' sentences, read when a value is checked (in the staff member's language).
const ONE_LINE = () => m.admin_profile_rule_one_line()
const NO_BRACKETS = () => m.admin_profile_rule_no_brackets()

/** A SIREN number's Luhn check digit holds (a typo or a made-up number fails it). */
export function isValidSiren(digits: string): boolean {
  if (!/^[0-9]{9}$/.test(digits) || digits === '000000000') return false
  let sum = 0
  for (let i = 0; i < 9; i += 1) {
    const digit = Number(digits[i]) * (i % 2 === 1 ? 2 : 1)
    sum += Math.floor(digit / 10) + (digit % 10)
  }
  return sum % 10 === 0
}

/** "123 456 782", as the database stores a SIREN number (anything else is left as typed). */
export function formatSiren(value: string): string {
  const digits = value.replace(/[ .]/g, '')
  return /^[0-9]{9}$/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
    : value
}

/** An optional one-line item, with its own rule when filled. */
const item = (rule?: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return
      const problem =
        value.length > 200 || CONTROL_CHARACTERS.test(value)
          ? ONE_LINE()
          : BRACKETS.test(value)
            ? NO_BRACKETS()
            : (rule?.(value) ?? null)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })

export const legalIdentitySchema = z.object({
  companyName: item(),
  legalForm: item(),
  shareCapital: item((value) =>
    value.length > 40 || !/[0-9]/.test(value) ? m.admin_profile_rule_share_capital() : null,
  ),
  registeredOffice: item(),
  rcsNumber: item((value) => {
    const digits = value.replace(/[ .]/g, '')
    if (!/^[0-9]{9}$/.test(digits) || digits === '000000000') return m.admin_profile_rule_siren()
    return isValidSiren(digits) ? null : m.admin_profile_rule_siren_check()
  }).transform(formatSiren),
  rcsCity: item(),
  vatNumber: item((value) => {
    const compact = value.replace(/[ .-]/g, '').toUpperCase()
    const valid =
      /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) &&
      (!compact.startsWith('FR') || /^FR[0-9A-Z]{2}[0-9]{9}$/.test(compact)) &&
      !/^[A-Z]{2}0+$/.test(compact)
    return valid ? null : m.admin_profile_rule_vat()
  }).transform((value) => value.replace(/[ .-]/g, '').toUpperCase()),
  publicationDirector: item(),
  hostName: item(),
  hostAddress: item(),
  hostPhone: item((value) => {
    const digits = value.replace(/\D/g, '').length
    return PHONE.test(value) && value.length <= 30 && digits >= 6 && digits <= 15
      ? null
      : m.admin_profile_rule_phone()
  }),
  mediatorName: item(),
  mediatorAddress: item(),
  mediatorWebsite: item((value) =>
    value.length <= 500 && HTTPS_URL.test(value) ? null : m.admin_profile_rule_https(),
  ),
}) satisfies z.ZodType<LegalIdentity>

/** The items whose value differs from the saved one: only these are written. */
export function changedLegalIdentity(
  saved: LegalIdentity,
  values: LegalIdentity,
): LegalIdentityField[] {
  return (Object.keys(values) as LegalIdentityField[]).filter(
    (field) => values[field] !== saved[field],
  )
}
