import * as m from '@/paraglide/messages'

/**
 * Loi Le Meur (2024): a furnished tourist rental's registration number (numéro d'enregistrement) is
 * 13 characters: the commune's INSEE code (5), 6 digits, then 2 letters or digits. The database
 * holds the same rule (villas_registration_number_check).
 */
const REGISTRATION_NUMBER = /^[0-9][0-9AB][0-9]{3}[0-9]{6}[A-Z0-9]{2}$/

/** What a registration number is made of, in the admin's language. */
export const registrationNumberFormat = () => m.admin_villas_registration_format()

/** As staff may type it: spaces and dashes dropped, capitals. */
export function normaliseRegistrationNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase()
}

/** Why a typed number is not one, or null when it is (or when it is left empty). */
export function registrationNumberProblem(text: string): string | null {
  const value = normaliseRegistrationNumber(text)
  if (value === '') return null
  return REGISTRATION_NUMBER.test(value) ? null : registrationNumberFormat()
}

/** Why the number does not belong to the villa's tax commune, or null when it does. */
export function registrationCommuneProblem(
  text: string,
  commune: { name: string; insee_code: string } | undefined,
): string | null {
  const value = normaliseRegistrationNumber(text)
  if (value === '' || !commune || value.startsWith(commune.insee_code)) return null
  return m.admin_villas_registration_commune({ commune: commune.name, code: commune.insee_code })
}

/** loi Le Meur: a published listing shows its number, so a published villa without one is flagged. */
export function lacksRegistrationNumber(villa: {
  is_active: boolean
  registration_number: string | null
}): boolean {
  return villa.is_active && !villa.registration_number
}
