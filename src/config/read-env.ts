/**
 * The browser's connection settings, checked. Pure (no import.meta), so vite.config.ts runs the
 * same check before a build and the unit tests can call it.
 *
 * The key is the project's publishable key (`sb_publishable_…`) or its legacy anon JWT
 * (VITE_SUPABASE_ANON_KEY): both act as the anon role. A production build must name its
 * project: only `dev` and `e2e` builds fall back to the embedded local stack.
 *
 * Every `VITE_` variable ships to every visitor (env.ts hands the whole `import.meta.env` over),
 * so none may hold a secret: no `sb_secret_…` key and no JWT whose role is anything but `anon`
 * (the legacy `service_role` key is a JWT too). The key itself must be a publishable key or an
 * anon JWT.
 */

// The Supabase CLI's well-known local values: `npm run dev` serves the embedded stack with them.
// Only the public two (URL, publishable key) are imported: the bundle leaves the others out.
import {
  LOCAL_URL,
  PUBLISHABLE_KEY as LOCAL_PUBLISHABLE_KEY,
} from '../../supabase/local/well-known.mjs'

export { LOCAL_PUBLISHABLE_KEY, LOCAL_URL }

export interface EnvVars {
  VITE_SUPABASE_URL?: string
  VITE_SUPABASE_PUBLISHABLE_KEY?: string
  VITE_SUPABASE_ANON_KEY?: string
}

/** Modes whose build may point at the local stack without saying so. */
const LOCAL_MODES = new Set(['development', 'e2e', 'test'])

export class EnvError extends Error {
  override name = 'EnvError'
  constructor(problem: string) {
    super(`Invalid environment variables: ${problem}`)
  }
}

export function readEnv(vars: EnvVars, mode: string) {
  refuseSecrets(vars)
  const url = vars.VITE_SUPABASE_URL?.trim()
  const key = (vars.VITE_SUPABASE_PUBLISHABLE_KEY || vars.VITE_SUPABASE_ANON_KEY)?.trim()
  if (!LOCAL_MODES.has(mode) && (!url || !key)) {
    const missing = [
      !url && 'VITE_SUPABASE_URL',
      !key && 'VITE_SUPABASE_PUBLISHABLE_KEY (or VITE_SUPABASE_ANON_KEY)',
    ].filter(Boolean)
    throw new EnvError(
      `a ${mode} build needs ${missing.join(' and ')}: set them in .env.production or the ` +
        'environment (see README, "Deploy to hosted Supabase")',
    )
  }
  const supabaseUrl = url || LOCAL_URL
  const supabaseKey = key || LOCAL_PUBLISHABLE_KEY
  if (!isHttpUrl(supabaseUrl)) {
    throw new EnvError(`VITE_SUPABASE_URL is not a URL ("${supabaseUrl}")`)
  }
  if (supabaseKey.length < 20) {
    throw new EnvError('the Supabase publishable (or anon) key is too short')
  }
  if (!supabaseKey.startsWith('sb_publishable_') && jwtRole(supabaseKey) !== 'anon') {
    throw new EnvError(
      'the Supabase key is neither a publishable key (sb_publishable_…) nor a legacy anon JWT',
    )
  }
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseKey }
}

const SECRET_HELP =
  'a secret key must never reach the browser (every VITE_ variable is shipped to every visitor): ' +
  "use the project's publishable key (sb_publishable_…) or its legacy anon key"

/** Refuses a secret key or a non-anon JWT in any VITE_ variable, naming the variable. */
function refuseSecrets(vars: EnvVars) {
  for (const [name, raw] of Object.entries(vars as Record<string, unknown>)) {
    if (!name.startsWith('VITE_') || typeof raw !== 'string') continue
    const value = raw.trim()
    if (value.includes('sb_secret_')) {
      throw new EnvError(`${name} holds a secret key (sb_secret_…); ${SECRET_HELP}`)
    }
    const role = jwtRole(value)
    if (role !== null && role !== 'anon') {
      throw new EnvError(`${name} holds a JWT whose role is "${role}", not "anon"; ${SECRET_HELP}`)
    }
  }
}

/**
 * The role a JWT claims (its payload's `role`), or null when the value is not a JWT. A JWT
 * without a readable role answers '(none)': only an explicit anon passes.
 */
export function jwtRole(value: string): string | null {
  const parts = value.split('.')
  if (parts.length !== 3 || !/^eyJ[\w-]+$/.test(parts[0]!)) return null
  try {
    const json = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))
    const payload: unknown = JSON.parse(json)
    const role = (payload as { role?: unknown } | null)?.role
    return typeof role === 'string' ? role : '(none)'
  } catch {
    return '(unreadable)'
  }
}

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
