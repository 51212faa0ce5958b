/**
 * Staff passwords, as NIST SP 800-63B-4 asks of a password that is the only factor: long (the
 * minimum is Auth's minimum_password_length in supabase/config.toml), no composition rules, and
 * not a common or breached password. Pure logic shared by the admin's forms, the admin:create
 * script and the local stack's Auth (which answers as GoTrue does: 422 weak_password, reasons).
 */

/** Auth's [auth] minimum_password_length (supabase/config.toml; a unit test holds them equal). */
export const MIN_PASSWORD_LENGTH = 15

/** bcrypt reads 72 bytes at most; GoTrue refuses longer passwords (400 validation_failed). */
export const MAX_PASSWORD_LENGTH = 72

/** GoTrue's reasons: too short, a required kind of character missing, known to be breached. */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned'

/** Words of this site an attacker would try first. */
export const SITE_WORDS = ['riviera', 'rivieravillas', 'rivieravilla', 'villas', 'villa', 'admin']

/** The list file's lines (common-passwords.txt) as a set; lines starting with # are comments. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  )
}

/** Runs a keyboard or the alphabet make: "123456789012345", "qwertyuiopasdfg", "zyxwvu…". */
const SEQUENCES = [
  '01234567890123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
]

function isSequence(text: string): boolean {
  if (text.length < 4) return false
  return SEQUENCES.some((run) => run.includes(text) || [...run].reverse().join('').includes(text))
}

/** "abcabcabc" → "abc"; a text that is no repetition gives itself. */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size += 1) {
    if (text.length % size !== 0) continue
    const unit = text.slice(0, size)
    if (unit.repeat(text.length / size) === text) return unit
  }
  return text
}

/**
 * Whether a password is common: on the list, or a listed password, a site word or the person's
 * own name padded with digits and symbols or repeated ("Password123456789!", "villavillavilla"),
 * or a run of a keyboard, the alphabet or one or two characters.
 */
export function isCommonPassword(
  password: string,
  common: ReadonlySet<string>,
  context: readonly string[] = [],
): boolean {
  const lower = password.toLowerCase()
  if (common.has(lower)) return true
  if (new Set(lower).size <= 3) return true
  const words = new Set([...SITE_WORDS, ...context.map((word) => word.toLowerCase())])
  // What is left once digits and symbols around it are taken off.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '') || lower
  // And the same with the separators inside taken out: "pass-word pass-word".
  const joined = core.replace(/[^\p{L}\p{N}]+/gu, '')
  const candidates = [core, repeatedUnit(core), joined, repeatedUnit(joined)]
  return candidates.some(
    (candidate) => common.has(candidate) || words.has(candidate) || isSequence(candidate),
  )
}

export interface PasswordRules {
  minLength: number
  /** GoTrue's required character sets ([auth] password_requirements); NIST asks for none. */
  requiredCharacters?: readonly string[]
  common: ReadonlySet<string>
  /** Words of this person (name, email) that make a weak password. */
  context?: readonly string[]
}

export interface PasswordWeakness {
  reasons: WeakPasswordReason[]
  /** GoTrue's message, sentences joined by a space. */
  message: string
}

/** GoTrue's checkPasswordStrength, with the common list standing in for HaveIBeenPwned. */
export function passwordWeakness(password: string, rules: PasswordRules): PasswordWeakness | null {
  const reasons: WeakPasswordReason[] = []
  const messages: string[] = []
  if ([...password].length < rules.minLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${rules.minLength} characters.`)
  }
  const sets = (rules.requiredCharacters ?? []).filter(Boolean)
  if (sets.some((set) => ![...password].some((char) => set.includes(char)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
  }
  if (isCommonPassword(password, rules.common, rules.context)) {
    reasons.push('pwned')
    messages.push('Password is known to be weak and easy to guess, please choose a different one.')
  }
  return reasons.length ? { reasons, message: messages.join(' ') } : null
}

/** The rule as the forms state it, beside the field. */
export function passwordRuleHint(minLength = MIN_PASSWORD_LENGTH): string {
  return `At least ${minLength} characters. A phrase of a few unrelated words is easy to remember; common and leaked passwords are refused.`
}

/** What a form says next to the field, before anything is sent; null when the password will do. */
export function passwordFieldProblem(
  password: string,
  common: ReadonlySet<string> | null,
  context: readonly string[] = [],
): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`
  if ([...password].length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`
  if (common && isCommonPassword(password, common, context))
    return 'This password is too common: it appears in lists of leaked passwords. Choose another one.'
  return null
}
