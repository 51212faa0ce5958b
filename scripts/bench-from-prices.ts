// `npm run bench:from-prices`: the villas' "from" prices for 7 villas (the demo), the five-year
// dataset (the scale seed, `large`) and 200 villas (the dataset's villas copied, seasons and all),
// on an in-memory local stack (`--db-url postgres://…` for a real PostgreSQL server). For each
// size it prints medians of 7 runs (after one warm-up) of:
//   - the former day-by-day computation (migration 20261126120000), for comparison (3 runs);
//   - what a visitor asks: the stored prices (get_villa_from_prices) and the collection's
//     first page with its count (villa_collection: plain, filtered, and with dates, where every
//     matching villa is quoted), through the API with the visitor's key;
//   - what keeps them current: one season changed (the trigger), and every villa recomputed
//     (the nightly job, refresh_villa_from_prices).
// A benchmark, not a test: it exits 1 only when the from prices (stored, collection pages
// without dates) miss 50 ms for 200 villas.
import { parseArgs } from 'node:util'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { start } from '../supabase/local/server.ts'
import { seedScale } from './lib/scale-seed.ts'

const RUNS = 7
const BUDGET_MS = 50

const { values } = parseArgs({ options: { 'db-url': { type: 'string' } } })

interface Db {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
}

/** The former definition, night by night over each villa's horizon. */
const DAY_BY_DAY = `
  select v.id, min(public.get_villa_price_for_date(v.id, d::date))
  from public.villas v
  cross join lateral generate_series(
    (now() at time zone 'utc')::date,
    ((now() at time zone 'utc')::date + make_interval(months => v.booking_horizon_months))::date,
    interval '1 day') as d
  where v.is_active
  group by v.id`

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
/** A week in four months, for four guests. */
const STAY = { p_check_in: inDays(120), p_check_out: inDays(127), p_guests: 4 }

async function median(run: () => PromiseLike<unknown>, runs = RUNS): Promise<number> {
  const times: number[] = []
  // The warm-up may meet a kept-alive connection the server closed while the dataset loaded.
  await run().then(undefined, () => run())
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

async function checked<T extends { error: unknown }>(answer: PromiseLike<T>): Promise<T> {
  const result = await answer
  if (result.error) throw new Error(JSON.stringify(result.error))
  return result
}

/** Copies active villas (with their seasons) until `target` villas are active. */
async function growTo(db: Db, target: number) {
  await db.query(`
    create temp table bench_copies as
    with source as (
      select v.id, row_number() over (order by v.id) as n, count(*) over () as total
      from public.villas v where v.is_active
    )
    select gen_random_uuid() as new_id, s.id as old_id
    from generate_series(1, greatest(0, ${target} - (select count(*) from source))) as i
    join source s on s.n = 1 + (i - 1) % s.total`)
  await db.query(`
    insert into public.villas (id, name, location, description, price_per_night, max_guests,
      bedrooms, bathrooms, size_sqm, amenities, distances, images, is_active, min_nights,
      max_nights, booking_horizon_months, arrival_weekdays, departure_weekdays,
      advance_notice_days, changeover)
    select c.new_id, v.name || ' II', v.location, v.description, v.price_per_night, v.max_guests,
      v.bedrooms, v.bathrooms, v.size_sqm, v.amenities, v.distances, v.images, true, v.min_nights,
      v.max_nights, v.booking_horizon_months, v.arrival_weekdays, v.departure_weekdays,
      v.advance_notice_days, v.changeover
    from bench_copies c join public.villas v on v.id = c.old_id`)
  await db.query(`
    insert into public.seasonal_pricing (villa_id, season_name, start_date, end_date,
      price_per_night, priority, is_active, min_nights, arrival_weekdays, departure_weekdays)
    select c.new_id, s.season_name, s.start_date, s.end_date, s.price_per_night, s.priority,
      s.is_active, s.min_nights, s.arrival_weekdays, s.departure_weekdays
    from bench_copies c join public.seasonal_pricing s on s.villa_id = c.old_id`)
  await db.query(`drop table bench_copies`)
}

async function measure(db: Db, visitor: SupabaseClient, label: string) {
  const counted = await db.query(
    `select count(*)::int as villas,
            (select count(*)::int from public.seasonal_pricing sp
             join public.villas v on v.id = sp.villa_id where v.is_active) as seasons,
            count(*) filter (where from_price is distinct from coalesce(public.villa_from_price(
              id, price_per_night, advance_notice_days, booking_horizon_months), price_per_night))::int
              as stale
     from public.villas where is_active`,
  )
  const { villas, seasons, stale } = counted.rows[0] as {
    villas: number
    seasons: number
    stale: number
  }
  if (stale > 0) throw new Error(`${stale} stored from prices differ from their definition`)
  const season = await db.query(
    `select sp.id from public.seasonal_pricing sp join public.villas v on v.id = sp.villa_id
     where v.is_active order by sp.id limit 1`,
  )
  const seasonId = season.rows[0]?.id

  const timings = {
    // Seconds a run on the larger datasets: three runs say enough.
    dayByDay: await median(() => db.query(DAY_BY_DAY), 3),
    inDatabase: await median(() =>
      db.query(`select id, from_price from public.villas where is_active`),
    ),
    stored: await median(() => checked(visitor.rpc('get_villa_from_prices'))),
    firstPage: await median(() =>
      checked(
        visitor.rpc('villa_collection', { p_sort: 'price-asc' }, { count: 'exact' }).range(0, 11),
      ),
    ),
    filtered: await median(() =>
      checked(
        visitor
          .rpc(
            'villa_collection',
            { p_amenities: ['sea-view'], p_min_price: 500, p_bedrooms: 3 },
            {
              count: 'exact',
            },
          )
          .range(0, 11),
      ),
    ),
    // With dates every matching villa is quoted (quote_stay): the heaviest page a visitor asks.
    stay: await median(() =>
      checked(
        visitor
          .rpc('villa_collection', { ...STAY, p_sort: 'price-asc' }, { count: 'exact' })
          .range(0, 11),
      ),
    ),
    seasonChange: seasonId
      ? await median(() =>
          db.query(
            `update public.seasonal_pricing set price_per_night = price_per_night where id = $1`,
            [seasonId],
          ),
        )
      : NaN,
    nightly: await median(() =>
      db.query(`update public.villas set from_price = 0 where is_active`),
    ),
  }
  return { label, villas, seasons, ...timings }
}

async function main() {
  const engine = (values['db-url'] ?? process.env.LOCAL_STACK_DB_URL) ? 'PostgreSQL' : 'PGlite'
  console.log(`Local stack (in memory, ${engine})…`)
  const dbUrl = values['db-url'] ?? process.env.LOCAL_STACK_DB_URL
  const stack = await start({ port: 0, memory: true, quiet: true, dbUrl })
  try {
    const db: Db = stack.db.pg
    const visitor = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    })
    const results = [await measure(db, visitor, 'demo')]
    const seeded = await seedScale(stack.db.pg, 'large')
    console.log(`Scale dataset "large" loaded in ${seeded.seconds.toFixed(1)} s`)
    results.push(await measure(db, visitor, 'five-year dataset'))
    await growTo(db, 200)
    results.push(await measure(db, visitor, '200 villas'))

    const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`)
    const header = [
      'Dataset',
      'Villas',
      'Seasons',
      'Day by day (before)',
      'Stored (SQL)',
      'Stored prices (API)',
      'Collection page (API)',
      'Filtered page (API)',
      'Stay search page (API)',
      'One season changed',
      'Every villa (nightly)',
    ]
    const rows = results.map((r) => [
      r.label,
      String(r.villas),
      String(r.seasons),
      ms(r.dayByDay),
      ms(r.inDatabase),
      ms(r.stored),
      ms(r.firstPage),
      ms(r.filtered),
      ms(r.stay),
      ms(r.seasonChange),
      ms(r.nightly),
    ])
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)))
    const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')
    console.log(
      `\nMedians of ${RUNS} runs (after one warm-up), ${engine}; API = supabase-js with the visitor's key`,
    )
    console.log(line(header))
    for (const row of rows) console.log(line(row))
    const last = results[results.length - 1]!
    const worst = Math.max(last.stored, last.firstPage, last.filtered)
    console.log(
      `\nVisitor's requests for ${last.villas} villas: ${worst.toFixed(1)} ms at worst (budget ${BUDGET_MS} ms)`,
    )
    if (worst > BUDGET_MS) process.exitCode = 1
  } finally {
    await stack.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
