import { z } from 'zod'
import type { LegalIdentity, LegalIdentityField } from '@/lib/legal-identity'

// The same rules as the database's check_legal_identity() (migration 20261126320100), so a
// field is refused here, next to it, before the database refuses it with the same sentence.
// Every item may stay empty (not known yet): "Needs attention" lists it until it is filled.

const CONTROL_CHARACTERS = /\p{Cc}/u
const BRACKETS = /[[\]{}]/
const PHONE = /^\+?[0-9 ().-]+$/
const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\s<>"]*)?$/

const ONE_LINE = 'Enter it on one line, up to 200 characters.'
const NO_BRACKETS =
  'Brackets are not allowed: enter the real value, or leave it empty until you have it.'

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
          ? ONE_LINE
          : BRACKETS.test(value)
            ? NO_BRACKETS
            : (rule?.(value) ?? null)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })

export const legalIdentitySchema = z.object({
  companyName: item(),
  legalForm: item(),
  shareCapital: item((value) =>
    value.length > 40 || !/[0-9]/.test(value) ? 'Enter the amount, for example €50,000.' : null,
  ),
  registeredOffice: item(),
  rcsNumber: item((value) => {
    const digits = value.replace(/[ .]/g, '')
    if (!/^[0-9]{9}$/.test(digits) || digits === '000000000')
      return 'Enter the 9-digit SIREN number, for example 123 456 782.'
    return isValidSiren(digits)
      ? null
      : 'This is not a valid SIREN number (its check digit does not match): check each digit.'
  }).transform(formatSiren),
  rcsCity: item(),
  vatNumber: item((value) => {
    const compact = value.replace(/[ .-]/g, '').toUpperCase()
    const valid =
      /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(compact) &&
      (!compact.startsWith('FR') || /^FR[0-9A-Z]{2}[0-9]{9}$/.test(compact)) &&
      !/^[A-Z]{2}0+$/.test(compact)
    return valid ? null : 'Enter the intra-community VAT number, for example FR11 123456782.'
  }).transform((value) => value.replace(/[ .-]/g, '').toUpperCase()),
  publicationDirector: item(),
  hostName: item(),
  hostAddress: item(),
  hostPhone: item((value) => {
    const digits = value.replace(/\D/g, '').length
    return PHONE.test(value) && value.length <= 30 && digits >= 6 && digits <= 15
      ? null
      : 'Use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +.'
  }),
  mediatorName: item(),
  mediatorAddress: item(),
  mediatorWebsite: item((value) =>
    value.length <= 500 && HTTPS_URL.test(value)
      ? null
      : 'Enter a full address starting with https://.',
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
