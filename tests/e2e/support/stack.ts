import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../../src/types/database.types'
import { SERVICE_ROLE_KEY } from '../../../supabase/local/well-known.mjs'

/** The e2e stack (see playwright.config.ts), reached with the service-role key to arrange and inspect data. */
// Set by playwright.config.ts from E2E_STACK_PORT (default 14331).
export const STACK_URL = process.env.E2E_STACK_URL ?? 'http://127.0.0.1:14331'

export const DEMO_ADMIN = { email: 'admin@rivieravillas.com', password: 'riviera-admin-2026' }

export function serviceClient() {
  return createClient<Database>(STACK_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
}
