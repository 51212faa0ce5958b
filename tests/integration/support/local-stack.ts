import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { start, type StartOptions, type Stack } from '../../../supabase/local/server.ts'

export const DEMO_ADMIN = { email: 'admin@rivieravillas.com', password: 'riviera-admin-2026' }

/**
 * The engine this run of the suite uses: PGlite, or the real PostgreSQL server that
 * `scripts/with-postgres.mjs` started (LOCAL_STACK_DB_URL), where each stack gets a fresh database.
 */
export const ENGINE: 'pglite' | 'postgres' = process.env.LOCAL_STACK_DB_URL ? 'postgres' : 'pglite'

/** A throw-away stack of the real repository on a random port, without request logs. */
export function startStack(options: StartOptions = {}): Promise<Stack> {
  return start({
    port: 0,
    memory: true,
    quiet: true,
    dbUrl: process.env.LOCAL_STACK_DB_URL || undefined,
    ...options,
  })
}

/** The one place tests build a supabase-js client (Node 20 needs ws for realtime). */
export function clientFor(
  stack: Pick<Stack, 'url'>,
  key: string,
  fetchImpl?: typeof fetch,
): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  })
}

/** The one place tests create users: confirmed via the admin API, optional user_roles row. */
export async function createUser(
  stack: Stack,
  email: string,
  password: string,
  role?: 'admin' | 'staff' | 'user',
): Promise<string> {
  const admin = clientFor(stack, stack.serviceRoleKey)
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  if (error) throw error
  if (role) {
    await stack.db.pg.query('insert into public.user_roles (user_id, role) values ($1, $2)', [
      data.user.id,
      role,
    ])
  }
  return data.user.id
}

/** A client signed in with email and password. */
export async function signedIn(stack: Stack, email: string, password: string) {
  const client = clientFor(stack, stack.anonKey)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}
