// The Supabase CLI's well-known local values: `npm run dev` serves the embedded stack with them.
const LOCAL_URL = 'http://127.0.0.1:54321'
const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/**
 * The browser's key is the project's publishable key (`sb_publishable_…`), or its legacy anon JWT
 * (VITE_SUPABASE_ANON_KEY): both act as the anon role. Checked by hand rather than with zod:
 * this module is in every page's first download.
 */
function readEnv() {
  const supabaseUrl = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL
  const supabaseKey =
    import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY ||
    import.meta.env.VITE_SUPABASE_ANON_KEY ||
    LOCAL_PUBLISHABLE_KEY
  if (!isUrl(supabaseUrl)) {
    throw new Error(
      `Invalid environment variables: VITE_SUPABASE_URL is not a URL ("${supabaseUrl}")`,
    )
  }
  if (supabaseKey.startsWith('sb_secret_')) {
    throw new Error(
      'Invalid environment variables: a secret key must never reach the browser; use the publishable key',
    )
  }
  if (supabaseKey.length < 20) {
    throw new Error(
      'Invalid environment variables: the Supabase publishable (or anon) key is too short',
    )
  }
  return { supabaseUrl, supabaseKey }
}

function isUrl(value: string) {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}

export const env = readEnv()
