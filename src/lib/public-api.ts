import { PostgrestClient } from '@supabase/postgrest-js'
import { env } from '@/config/env'
import { fetchWithDeadline } from '@/lib/fetch-with-deadline'
import type { Database } from '@/types/database.types'

/**
 * The public site's client: tables and RPC through PostgREST only, with the same generated types
 * as supabase-js but without its auth, realtime and storage code (the full client loads with
 * /admin). Visitors are always the anon role, so the headers are the ones supabase-js sends
 * without a session. Its own retries are off: TanStack Query retries once (lib/query-client.ts),
 * so a failure reaches the screen in seconds rather than after 7 s of silent back-off.
 */
export const publicApi = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
  headers: { apikey: env.supabaseKey, Authorization: `Bearer ${env.supabaseKey}` },
  fetch: fetchWithDeadline,
  retry: false,
})
