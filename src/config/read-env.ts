/**
 * The browser's connection settings, checked. Pure (no import.meta), so vite.config.ts runs the
 * same check before a build and the unit tests can call it.
 *
 * The key is the project's publishable key (`sb_publishable_…`) or its legacy anon JWT
 * (VITE_SUPABASE_ANON_KEY): both act as the anon role. A production build must name its
 * project: only `dev` and `e2e` builds fall back to the embedded local stack.
 */

// The Supabase CLI's well-known local values: `npm run dev` serves the embedded stack with them.
export const LOCAL_URL = 'http://127.0.0.1:54321'
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

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
  if (supabaseKey.startsWith('sb_secret_')) {
    throw new EnvError('a secret key must never reach the browser; use the publishable key')
  }
  if (supabaseKey.length < 20) {
    throw new EnvError('the Supabase publishable (or anon) key is too short')
  }
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseKey }
}

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
