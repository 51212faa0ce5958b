import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import { fetchWithDeadline } from '@/lib/fetch-with-deadline'
import type { Database } from '@/types/database.types'

/** The staff client (auth, storage, tables): loaded with /admin only; the public site uses lib/public-api. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseKey, {
  auth: { persistSession: true, autoRefreshToken: true, storage: globalThis.localStorage },
  global: { fetch: fetchWithDeadline },
})

/** Public URL of a file in the site's storage bucket. */
export const storageBucket = 'assets'
/** What the bucket accepts (the file pickers' `accept`): raster images only, never SVG. */
export const RASTER_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif'
