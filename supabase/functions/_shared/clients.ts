// Clients and caller checks shared by the Edge Functions. SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are injected by the runtime, on hosted and locally alike.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.109.0'
import type { Database } from './database.types.ts'

/** The service-role client's type: the generated `Database` (npm run db:types writes both copies). */
export type ServiceClient = SupabaseClient<Database>

export function env(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`The function needs the ${name} environment variable`)
  return value
}

/** The service-role client: bypasses row-level security, for the function's own bookkeeping. */
export function serviceClient(): ServiceClient {
  return createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** The role claim of the bearer token. The gateway has verified its signature (verify_jwt). */
function tokenRole(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof payload.role === 'string' ? payload.role : null
  } catch {
    return null
  }
}

/**
 * Scheduled jobs call with the service-role key; staff call from the admin with their session.
 * Anyone else (the anon key, a guest) gets 403. Returns a Response to send back when refused.
 */
export async function refuseUnlessServiceOrStaff(req: Request): Promise<Response | null> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!token) {
    return jsonResponse(401, { code: 'not_signed_in', message: 'Missing authorization header' })
  }
  const role = tokenRole(token)
  if (role === 'service_role') return null
  if (role === 'authenticated') {
    const asCaller = createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    })
    const { data, error } = await asCaller.rpc('is_staff')
    if (!error && data === true) return null
  }
  return jsonResponse(403, {
    code: 'not_staff',
    message: 'Only staff or a scheduled job may call this function',
  })
}

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...corsHeaders, ...headers },
  })
}

/** The admin calls functions from the browser (supabase.functions.invoke): CORS as hosted needs. */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}
