import { PostgrestClient } from '@supabase/postgrest-js'
import { earlyRequestKey } from '@/config/early-requests'
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
  fetch: (input, init) => takeEarlyAnswer(input, init) ?? fetchWithDeadline(input, init),
  retry: false,
})

/**
 * The answer to this very request if index.html already asked for it while the app's code was
 * downloading (config/early-requests.ts). Each is taken once: a later ask goes to the network.
 */
function takeEarlyAnswer(input: RequestInfo | URL, init?: RequestInit) {
  const early = (globalThis as { __early?: Record<string, Promise<Response> | undefined> }).__early
  if (!early) return undefined
  const body = typeof init?.body === 'string' ? init.body : ''
  const accept = new Headers(init?.headers).get('accept') ?? ''
  const key = earlyRequestKey(init?.method ?? 'GET', String(input), accept, body)
  const answer = early[key]
  delete early[key]
  return answer
}
