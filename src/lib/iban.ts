/**
 * IBANs (ISO 13616) as staff type them and guests read them. The database checks the same
 * checksum (public.iban_checksum_ok); this copy lets the form say so next to the field at once.
 */

/** Without spaces or hyphens, in capitals: the form the database stores. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}

/**
 * Whether an IBAN is well formed and its check digits are right: the first four characters
 * moved to the end, letters as two digits (A = 10 … Z = 35), the number modulo 97 is 1.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value)
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (const char of moved) {
    rest = /[0-9]/.test(char)
      ? (rest * 10 + Number(char)) % 97
      : (rest * 100 + char.charCodeAt(0) - 55) % 97
  }
  return rest === 1
}

/** In groups of four, as printed on a bank statement: "FR76 3000 6000 0112 3456 7890 189". */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ')
}

/** A BIC: bank (4 letters), country (2), place (2), and an optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s/g, '').toUpperCase())
}
