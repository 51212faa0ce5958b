import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import type { Database } from '@/types/database.types'

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseKey, {
  auth: { persistSession: true, autoRefreshToken: true, storage: globalThis.localStorage },
})

/** Public URL of a file in the site's storage bucket. */
export const storageBucket = 'assets'
