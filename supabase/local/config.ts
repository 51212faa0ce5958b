import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'smol-toml'

/** What the stack takes from the project's supabase/config.toml, where hosted behaviour
 *  depends on it; defaults are the Supabase CLI's. */
export interface ProjectConfig {
  maxRows: number
  /** [auth] site_url: where Auth's links lead by default; functions get it as SITE_URL. */
  siteUrl: string
  /** [functions.<name>] verify_jwt (default true, as on hosted). */
  functions: Record<string, { verifyJwt: boolean }>
  /** Auth's emails: where their links may lead, how long they live, who sends them. */
  authEmail: AuthEmailConfig
  /** [inbucket] port (the inbox page and Mailpit's API) and smtp_port. */
  inbucket: { port: number; smtpPort: number }
  /** [auth.mfa] max_enrolled_factors and [auth.mfa.totp] enroll_enabled / verify_enabled. */
  authMfa: { maxEnrolledFactors: number; totpEnrollEnabled: boolean; totpVerifyEnabled: boolean }
  /** [auth.rate_limit]: GoTrue's per-client request limits the stack applies. */
  authRateLimits: AuthRateLimits
}

export interface AuthRateLimits {
  /** token_verifications: /verify requests per 5 minutes per client (GOTRUE_RATE_LIMIT_VERIFY,
   *  default 30); the local stack also applies it per email address. */
  tokenVerifications: number
}

export interface AuthEmailConfig {
  /** [auth] additional_redirect_urls: redirect_to values allowed besides site_url (globs). */
  additionalRedirectUrls: string[]
  /** [auth] minimum_password_length. */
  minimumPasswordLength: number
  /** [auth] password_requirements as GoTrue's required character sets (each needs one). */
  passwordRequiredCharacters: string[]
  /** [auth.email] otp_expiry: seconds an emailed link or code stays valid. */
  otpExpirySeconds: number
  /** [auth.email] max_frequency: the least time between two emails to one user. */
  maxFrequencySeconds: number
  /** [auth.email.smtp] admin_email and sender_name: the From of Auth's emails. */
  senderAddress: string
  senderName: string
  /** [auth.email.template.recovery] subject and content_path (read here); null = GoTrue's. */
  recoveryTemplate: { subject: string | null; html: string | null }
}

export async function readProjectConfig(workdir: string): Promise<ProjectConfig> {
  const path = join(workdir, 'supabase', 'config.toml')
  const config: ProjectConfig = {
    maxRows: 1000,
    siteUrl: 'http://127.0.0.1:3000',
    functions: {},
    authEmail: {
      additionalRedirectUrls: [],
      minimumPasswordLength: 6,
      passwordRequiredCharacters: [],
      otpExpirySeconds: 3600,
      // GoTrue's default (GOTRUE_SMTP_MAX_FREQUENCY unset).
      maxFrequencySeconds: 60,
      senderAddress: 'admin@email.com',
      senderName: 'Supabase Auth',
      recoveryTemplate: { subject: null, html: null },
    },
    inbucket: { port: 54324, smtpPort: 54325 },
    authMfa: { maxEnrolledFactors: 10, totpEnrollEnabled: true, totpVerifyEnabled: true },
    authRateLimits: { tokenVerifications: 30 },
  }
  if (!existsSync(path)) return config
  let parsed: Record<string, unknown>
  try {
    parsed = parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`supabase/config.toml: ${(error as Error).message}`)
  }
  const api = (parsed.api ?? {}) as Record<string, unknown>
  if (api.max_rows !== undefined) {
    if (!Number.isInteger(api.max_rows) || (api.max_rows as number) < 1) {
      throw new Error(`supabase/config.toml: [api] max_rows must be a positive integer`)
    }
    config.maxRows = api.max_rows as number
  }
  const auth = (parsed.auth ?? {}) as Record<string, unknown>
  if (typeof auth.site_url === 'string') config.siteUrl = auth.site_url
  readAuthEmail(parsed, config.authEmail)
  readAuthMfa(parsed, config.authMfa)
  const rateLimit = (auth.rate_limit ?? {}) as Record<string, unknown>
  if (rateLimit.token_verifications !== undefined) {
    if (
      !Number.isInteger(rateLimit.token_verifications) ||
      (rateLimit.token_verifications as number) < 1
    ) {
      throw new Error(
        'supabase/config.toml: [auth.rate_limit] token_verifications must be a positive integer',
      )
    }
    config.authRateLimits.tokenVerifications = rateLimit.token_verifications as number
  }
  await readRecoveryTemplate(parsed, workdir, config.authEmail)
  const inbucket = (parsed.inbucket ?? {}) as Record<string, unknown>
  if (Number.isInteger(inbucket.port)) config.inbucket.port = inbucket.port as number
  if (Number.isInteger(inbucket.smtp_port)) config.inbucket.smtpPort = inbucket.smtp_port as number
  const functions = (parsed.functions ?? {}) as Record<string, Record<string, unknown>>
  for (const [name, settings] of Object.entries(functions)) {
    config.functions[name] = { verifyJwt: settings.verify_jwt !== false }
  }
  return config
}

function readAuthMfa(parsed: Record<string, unknown>, target: ProjectConfig['authMfa']) {
  const auth = (parsed.auth ?? {}) as Record<string, unknown>
  const mfa = (auth.mfa ?? {}) as Record<string, unknown>
  const totp = (mfa.totp ?? {}) as Record<string, unknown>
  if (mfa.max_enrolled_factors !== undefined) {
    if (!Number.isInteger(mfa.max_enrolled_factors) || (mfa.max_enrolled_factors as number) < 1) {
      throw new Error(
        'supabase/config.toml: [auth.mfa] max_enrolled_factors must be a positive integer',
      )
    }
    target.maxEnrolledFactors = mfa.max_enrolled_factors as number
  }
  if (typeof totp.enroll_enabled === 'boolean') target.totpEnrollEnabled = totp.enroll_enabled
  if (typeof totp.verify_enabled === 'boolean') target.totpVerifyEnabled = totp.verify_enabled
}

function readAuthEmail(parsed: Record<string, unknown>, target: AuthEmailConfig) {
  const auth = (parsed.auth ?? {}) as Record<string, unknown>
  const email = (auth.email ?? {}) as Record<string, unknown>
  const smtp = (email.smtp ?? {}) as Record<string, unknown>
  if (Array.isArray(auth.additional_redirect_urls)) {
    target.additionalRedirectUrls = auth.additional_redirect_urls.filter(
      (value): value is string => typeof value === 'string',
    )
  }
  if (Number.isInteger(auth.minimum_password_length)) {
    target.minimumPasswordLength = auth.minimum_password_length as number
  }
  if (auth.password_requirements !== undefined) {
    const sets = PASSWORD_REQUIREMENTS[String(auth.password_requirements)]
    if (!sets) {
      throw new Error(
        `supabase/config.toml: [auth] password_requirements must be one of ${Object.keys(
          PASSWORD_REQUIREMENTS,
        )
          .map((key) => `"${key}"`)
          .join(', ')}`,
      )
    }
    target.passwordRequiredCharacters = sets
  }
  if (Number.isInteger(email.otp_expiry) && (email.otp_expiry as number) > 0) {
    target.otpExpirySeconds = email.otp_expiry as number
  }
  if (email.max_frequency !== undefined) {
    const seconds = durationSeconds(email.max_frequency)
    if (seconds === null) {
      throw new Error(
        `supabase/config.toml: [auth.email] max_frequency must be a duration like "60s"`,
      )
    }
    target.maxFrequencySeconds = seconds
  }
  if (typeof smtp.admin_email === 'string' && smtp.admin_email) {
    target.senderAddress = smtp.admin_email
  }
  if (typeof smtp.sender_name === 'string' && smtp.sender_name) target.senderName = smtp.sender_name
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'

/** The Supabase CLI's password_requirements, as the GOTRUE_PASSWORD_REQUIRED_CHARACTERS it sets. */
const PASSWORD_REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
}

/** A Go duration ("1m", "60s", "1m30s", "1h") in seconds; null when it is not one. */
export function durationSeconds(value: unknown): number | null {
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(value.trim())) return null
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 }
  let seconds = 0
  for (const match of value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    seconds += Number(match[1]) * unit[match[2]!]!
  }
  return seconds
}

/** The CLI resolves content_path against the project folder (the one holding supabase/). */
async function readRecoveryTemplate(
  parsed: Record<string, unknown>,
  workdir: string,
  target: AuthEmailConfig,
) {
  const auth = (parsed.auth ?? {}) as Record<string, unknown>
  const email = (auth.email ?? {}) as Record<string, unknown>
  const templates = (email.template ?? {}) as Record<string, Record<string, unknown>>
  const recovery = templates.recovery ?? {}
  if (typeof recovery.subject === 'string') target.recoveryTemplate.subject = recovery.subject
  if (typeof recovery.content_path === 'string') {
    const file = join(workdir, recovery.content_path)
    try {
      target.recoveryTemplate.html = await readFile(file, 'utf8')
    } catch {
      throw new Error(
        `supabase/config.toml: [auth.email.template.recovery] content_path ${recovery.content_path} cannot be read`,
      )
    }
  }
}
