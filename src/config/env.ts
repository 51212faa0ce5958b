// The Supabase CLI's well-known local values: `npm run dev` serves the embedded stack with them.
const LOCAL_URL = 'http://127.0.0.1:54321'
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** Checked by hand rather than with zod: this module is in every page's first download. */
function readEnv() {
  const supabaseUrl = import.meta.env.VITE_SUPABASE_URL || LOCAL_URL
  const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY
  if (!isUrl(supabaseUrl)) {
    throw new Error(`Invalid environment variables: VITE_SUPABASE_URL is not a URL ("${supabaseUrl}")`)
  }
  if (supabaseAnonKey.length < 20) {
    throw new Error('Invalid environment variables: VITE_SUPABASE_ANON_KEY is too short')
  }
  return { supabaseUrl, supabaseAnonKey }
}

function isUrl(value: string) {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}

export const env = readEnv()
