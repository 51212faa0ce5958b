// The scale dataset: supabase/scale/scale-seed.sql run in one transaction as `postgres`.
// Used by `npm run db:seed -- --scale large|small` (scripts/seed-scale.ts) and by the
// integration test (tests/integration/scale-seed.test.ts).
import { readFile } from 'node:fs/promises'
import type { Queryable, SqlEngine } from '../../supabase/local/db.ts'

export const SCALES = ['large', 'small'] as const
export type Scale = (typeof SCALES)[number]

const SQL_FILE = new URL('../../supabase/scale/scale-seed.sql', import.meta.url)

/** The id prefixes of the scale rows ('5ca1e000-TTTT-…'), as SQL predicates. */
export const SCALE_VILLA = `between '5ca1e000-0001-0000-0000-000000000000' and '5ca1e000-0001-ffff-ffff-ffffffffffff'`
export const SCALE_ROW = `between '5ca1e000-0000-0000-0000-000000000000' and '5ca1e000-ffff-ffff-ffff-ffffffffffff'`

/** The history's "now": midnight UTC of the day it is written around. */
export const anchorOf = (today: string) => `${today}T00:00:00Z`

/** Today's date in UTC (yyyy-mm-dd), the day a load is written around unless told otherwise. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10)
}

export interface ScaleCounts {
  villas: { active: number; inactive: number }
  bookings: {
    total: number
    confirmed: number
    cancelled: number
    /** pending, still within its 24 hours at `asOf` */
    pending: number
    /** pending past expires_at at `asOf`: what the admin shows as expired */
    expired: number
  }
  blockedDates: number
  seasonalPricing: number
  enquiries: {
    total: number
    general: number
    concierge: number
    unread: number
    read: number
    replied: number
  }
  faqs: number
  reviews: number
}

export interface ScaleSeedReport {
  scale: Scale
  today: string
  /** Wall time of the load transaction, in seconds. */
  seconds: number
}

/**
 * Loads the scale dataset into a database of the local stack (`stack.db.pg`, connected as the
 * platform superuser): replaces any previous scale data, keeps the demo seed. Deterministic for
 * a scale and a day.
 */
export async function seedScale(
  engine: Pick<SqlEngine, 'transaction'>,
  scale: Scale,
  options: { today?: string } = {},
): Promise<ScaleSeedReport> {
  if (!SCALES.includes(scale)) throw new Error(`scale must be one of ${SCALES.join(', ')}`)
  const today = options.today ?? todayUtc()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
    throw new Error(`today must be a date (yyyy-mm-dd), got "${today}"`)
  }
  const sql = await readFile(SQL_FILE, 'utf8')
  const started = performance.now()
  await engine.transaction(async (tx) => {
    // As the migrations and the seed run: the owner of the tables, not a superuser.
    await tx.exec(`set local role postgres; set local search_path = "$user", public, extensions;`)
    await tx.query(
      `select set_config('scale_seed.scale', $1, true), set_config('scale_seed.today', $2, true)`,
      [scale, today],
    )
    await tx.exec(sql)
    await tx.exec('reset role')
  })
  return { scale, today, seconds: (performance.now() - started) / 1000 }
}

const CHECKSUMMED = {
  villas: `id ${SCALE_VILLA}`,
  seasonal_pricing: `villa_id ${SCALE_VILLA}`,
  bookings: `villa_id ${SCALE_VILLA}`,
  blocked_dates: `villa_id ${SCALE_VILLA}`,
  contact_submissions: `id ${SCALE_ROW}`,
  villa_faqs: `villa_id ${SCALE_VILLA}`,
  villa_reviews: `villa_id ${SCALE_VILLA}`,
} as const

/** md5 of every scale row of each table (whole rows, in id order): equal loads, equal sums. */
export async function scaleChecksums(
  db: Queryable,
): Promise<Record<keyof typeof CHECKSUMMED, string>> {
  const columns = Object.entries(CHECKSUMMED).map(
    ([table, where]) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) ` +
      `from public.${table} t where ${where}) as ${table}`,
  )
  const { rows } = await db.query<Record<keyof typeof CHECKSUMMED, string>>(
    `select ${columns.join(', ')}`,
  )
  return rows[0]!
}

/** Row counts of the scale data; requests are open or expired as of `asOf` (ISO timestamp). */
export async function scaleCounts(db: Queryable, asOf: string): Promise<ScaleCounts> {
  const { rows } = await db.query<{ counts: ScaleCounts }>(
    `select jsonb_build_object(
       'villas', (select jsonb_build_object(
          'active', count(*) filter (where is_active),
          'inactive', count(*) filter (where not is_active))
        from public.villas where id ${SCALE_VILLA}),
       'bookings', (select jsonb_build_object(
          'total', count(*),
          'confirmed', count(*) filter (where status = 'confirmed'),
          'cancelled', count(*) filter (where status = 'cancelled'),
          'pending', count(*) filter (where status = 'pending' and expires_at > $1::timestamptz),
          'expired', count(*) filter (where status = 'pending' and expires_at <= $1::timestamptz))
        from public.bookings where villa_id ${SCALE_VILLA}),
       'blockedDates', (select count(*) from public.blocked_dates where villa_id ${SCALE_VILLA}),
       'seasonalPricing', (select count(*) from public.seasonal_pricing where villa_id ${SCALE_VILLA}),
       'enquiries', (select jsonb_build_object(
          'total', count(*),
          'general', count(*) filter (where form_type = 'general'),
          'concierge', count(*) filter (where form_type = 'concierge'),
          'unread', count(*) filter (where status = 'unread'),
          'read', count(*) filter (where status = 'read'),
          'replied', count(*) filter (where status = 'replied'))
        from public.contact_submissions where id ${SCALE_ROW}),
       'faqs', (select count(*) from public.villa_faqs where villa_id ${SCALE_VILLA}),
       'reviews', (select count(*) from public.villa_reviews where villa_id ${SCALE_VILLA})
     ) as counts`,
    [asOf],
  )
  return rows[0]!.counts
}
