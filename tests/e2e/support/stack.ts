import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../../src/types/database.types'

/** The e2e stack (see playwright.config.ts), reached with the service-role key to arrange and inspect data. */
// Set by playwright.config.ts from E2E_STACK_PORT (default 14331).
export const STACK_URL = process.env.E2E_STACK_URL ?? 'http://127.0.0.1:14331'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export const DEMO_ADMIN = { email: 'admin@rivieravillas.com', password: 'riviera-admin-2026' }

export function serviceClient() {
  return createClient<Database>(STACK_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
}
