import { createClient, type PostgrestError } from '@supabase/supabase-js'
import ws from 'ws'

// The post-deploy check: what a visitor's browser needs from the project works with the public
// key, and what a visitor must never read stays unreadable.

export interface SmokeCheck {
  name: string
  outcome: 'pass' | 'fail' | 'warn'
  detail: string
}

const GRANTS_HINT =
  'the API roles hold no privileges: apply every migration with `supabase db push` ' +
  '(supabase/schemas/90_access_rules_and_grants.sql grants what the site uses)'

/** Who a key acts as, read from its form alone (no request). */
export function keyRole(key: string): 'anon' | 'service_role' | 'unknown' {
  if (key.startsWith('sb_publishable_')) return 'anon'
  if (key.startsWith('sb_secret_')) return 'service_role'
  const payload = key.split('.')[1]
  if (!payload) return 'unknown'
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      role?: unknown
    }
    return claims.role === 'anon' || claims.role === 'service_role' ? claims.role : 'unknown'
  } catch {
    return 'unknown'
  }
}

function explain(error: PostgrestError | { message: string; code?: string }): string {
  if (error.code === '42501') return `${error.message}: ${GRANTS_HINT}`
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|network/i.test(error.message)) {
    return `cannot reach the API (${error.message})`
  }
  return error.code ? `${error.message} (${error.code})` : error.message
}

/** ECONNREFUSED, ENOTFOUND… from undici's nested causes, else the message. */
function networkCause(error: unknown): string {
  type Nested = { code?: string; message?: string; cause?: Nested; errors?: Nested[] }
  const nested = error as Nested
  const cause = nested.cause
  return (
    cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? nested.message ?? String(error)
  )
}

// The site details every visitor reads (src/features/site-details/lib/site-details.ts).
const SITE_DETAIL_KEYS = [
  'contact_phone',
  'contact_email',
  'concierge_email',
  'contact_address',
  'office_hours_weekdays',
  'office_hours_saturday',
  'office_hours_sunday',
  'instagram_url',
  'facebook_url',
  'linkedin_url',
]

const isoDay = (offset: number) => {
  const date = new Date()
  date.setUTCHours(0, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

export async function runSmoke(url: string, key: string): Promise<SmokeCheck[]> {
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
  const checks: SmokeCheck[] = []
  const pass = (name: string, detail: string) => checks.push({ name, outcome: 'pass', detail })
  const fail = (name: string, detail: string) => checks.push({ name, outcome: 'fail', detail })
  const warn = (name: string, detail: string) => checks.push({ name, outcome: 'warn', detail })

  // One plain request first: supabase-js retries network failures, which would take minutes.
  try {
    await fetch(`${url.replace(/\/$/, '')}/rest/v1/`, {
      headers: { apikey: key },
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    fail('api', `cannot reach ${url} (${networkCause(error)})`)
    return checks
  }

  const villas = await client
    .from('villas')
    .select('id, name, price_per_night')
    .eq('is_active', true)
    .order('name')
  if (villas.error) fail('villas', explain(villas.error))
  else if (villas.data.length === 0) {
    fail('villas', 'no active villa: seed the project or add one in /admin')
  } else pass('villas', `${villas.data.length} active villas listed`)

  const maintenance = await client
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'maintenance_mode')
    .maybeSingle()
  if (maintenance.error) fail('maintenance check', explain(maintenance.error))
  else if (!maintenance.data) fail('maintenance check', 'the maintenance_mode setting is missing')
  else if (maintenance.data.setting_value === 'true') {
    warn('maintenance check', 'maintenance mode is ON: visitors see the maintenance screen')
  } else pass('maintenance check', 'the site is live (maintenance mode off)')

  const details = await client
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', SITE_DETAIL_KEYS)
  if (details.error) fail('site details', explain(details.error))
  else if (details.data.length !== SITE_DETAIL_KEYS.length) {
    const found = new Set(details.data.map((row) => row.setting_key))
    const missing = SITE_DETAIL_KEYS.filter((setting) => !found.has(setting))
    fail(
      'site details',
      `not readable: ${missing.join(', ')} (apply the baseline migration, 20261125000000_baseline.sql)`,
    )
  } else {
    const phone = details.data.find((row) => row.setting_key === 'contact_phone')?.setting_value
    pass('site details', `contact details readable (phone ${phone})`)
  }

  const villa = villas.data?.[0]
  if (!villa) {
    fail('prices', 'no villa to ask prices for')
    fail('unavailable days', 'no villa to ask unavailable days for')
  } else {
    const [from, to] = [isoDay(0), isoDay(59)]
    const prices = await client.rpc('get_villa_prices', {
      p_villa_id: villa.id,
      p_from: from,
      p_to: to,
    })
    if (prices.error) fail('prices', explain(prices.error))
    else if (!Array.isArray(prices.data) || prices.data.length !== 60) {
      fail(
        'prices',
        `expected 60 nightly prices for ${villa.name}, got ${JSON.stringify(prices.data)?.slice(0, 80)}`,
      )
    } else pass('prices', `60 nightly prices for ${villa.name} from ${from}`)

    const unavailable = await client.rpc('get_villa_unavailable_dates', {
      p_villa_id: villa.id,
      p_from: from,
      p_to: to,
    })
    if (unavailable.error) fail('unavailable days', explain(unavailable.error))
    else if (!Array.isArray(unavailable.data)) fail('unavailable days', 'the answer is not a list')
    else {
      pass(
        'unavailable days',
        `${unavailable.data.length} unavailable days for ${villa.name} in 60 days`,
      )
    }
  }

  // Private to staff: a visitor reading any row of these is a leak.
  for (const table of ['bookings', 'contact_submissions', 'blocked_dates', 'user_roles'] as const) {
    const read = await client.from(table).select('id').limit(1)
    if (read.error?.code === '42501')
      pass(`${table} private`, 'unreadable by visitors (permission denied)')
    else if (read.error) fail(`${table} private`, `unexpected answer: ${explain(read.error)}`)
    else if (read.data.length > 0)
      fail(`${table} private`, 'READABLE BY VISITORS: guest data is exposed')
    else pass(`${table} private`, 'no row readable by visitors')
  }
  const password = await client
    .from('site_settings')
    .select('setting_key')
    .eq('setting_key', 'maintenance_password')
  if (password.error?.code === '42501' || (password.data && password.data.length === 0)) {
    pass('maintenance password private', 'not readable by visitors')
  } else if (password.error) {
    fail('maintenance password private', `unexpected answer: ${explain(password.error)}`)
  } else fail('maintenance password private', 'READABLE BY VISITORS')

  try {
    const response = await fetch(`${url.replace(/\/$/, '')}/auth/v1/settings`, {
      headers: { apikey: key },
      signal: AbortSignal.timeout(10_000),
    })
    const settings = (await response.json()) as { disable_signup?: boolean }
    if (!response.ok) fail('auth', `GET /auth/v1/settings answered ${response.status}`)
    else if (settings.disable_signup === true) pass('auth', 'public sign-ups are disabled')
    else {
      warn(
        'auth',
        'public sign-ups are ENABLED: anyone can create an account (they get no staff rights). ' +
          'Disable "Allow new users to sign up" in Authentication → Sign In / Providers.',
      )
    }
  } catch (error) {
    fail('auth', explain(error as Error))
  }
  return checks
}
