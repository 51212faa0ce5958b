// `npm run bench:admin`: the admin's requests against the large scale dataset (five years, 60
// villas, ~25,000 bookings) on an in-memory local stack (`--db-url postgres://…` for a real
// PostgreSQL server; `--scale small` for a quick look). Each request runs RUNS times as the demo
// admin through supabase-js; the table gives medians against the issue's budgets and the size of
// each answer. Exits 1 when a median misses its budget or an answer holds more than 100 rows.
import { parseArgs } from 'node:util'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import ws from 'ws'
import { start } from '../supabase/local/server.ts'
import { seedScale, type Scale } from './lib/scale-seed.ts'

const DEMO_ADMIN = { email: 'admin@rivieravillas.com', password: 'riviera-admin-2026' }
const RUNS = 7
const MAX_ROWS = 100

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'large' }, 'db-url': { type: 'string' } },
})

interface Bench {
  name: string
  budgetMs: number
  run: (client: SupabaseClient) => PromiseLike<{ data: unknown; error: unknown }>
  /** Rows in the answer, when it is a list (checked against the 100-row page). */
  rows?: (data: unknown) => number
}

const day = (date: Date) => format(date, 'yyyy-MM-dd')
const thisMonth = startOfMonth(new Date())
const fiveYears = {
  p_from: day(addMonths(thisMonth, -59)),
  p_to: day(addDays(addMonths(thisMonth, 1), -1)),
}
const twelveMonths = { p_from: day(addMonths(thisMonth, -11)), p_to: fiveYears.p_to }

/** admin_bookings_page's arguments: no filters, newest first, the first page of 25. */
const PAGE = {
  p_status: null,
  p_villa_id: null,
  p_stay_from: null,
  p_stay_to: null,
  p_created_from: null,
  p_created_to: null,
  p_search: null,
  p_sort: 'created_at',
  p_ascending: false,
  p_limit: 25,
  p_offset: 0,
}
const COUNTS = {
  p_villa_id: null,
  p_stay_from: null,
  p_stay_to: null,
  p_created_from: null,
  p_created_to: null,
  p_search: null,
}
const listLength = (data: unknown) => (Array.isArray(data) ? data.length : 0)
/** How many bookings there are (read once before the runs, for the last page). */
let totalBookings = 0

const BENCHES: Bench[] = [
  {
    name: 'Bookings, first page',
    budgetMs: 300,
    run: (client) => client.rpc('admin_bookings_page', PAGE),
    rows: listLength,
  },
  {
    name: 'Bookings, counts per status',
    budgetMs: 300,
    run: (client) => client.rpc('admin_booking_counts', COUNTS),
  },
  {
    name: 'Bookings, filter change (confirmed, summer stays, by total)',
    budgetMs: 300,
    run: (client) =>
      client.rpc('admin_bookings_page', {
        ...PAGE,
        p_status: 'confirmed',
        p_stay_from: day(addMonths(thisMonth, -5)),
        p_stay_to: day(addMonths(thisMonth, -2)),
        p_sort: 'total_price',
      }),
    rows: listLength,
  },
  {
    name: 'Bookings, search (guest name)',
    budgetMs: 300,
    run: (client) => client.rpc('admin_bookings_page', { ...PAGE, p_search: 'martin' }),
    rows: listLength,
  },
  {
    name: 'Bookings, last page of 100',
    budgetMs: 300,
    run: (client) =>
      client.rpc('admin_bookings_page', {
        ...PAGE,
        p_limit: 100,
        p_offset: Math.max(0, Math.floor((totalBookings - 1) / 100) * 100),
      }),
    rows: listLength,
  },
  {
    name: 'Planner, 60 villas × 3 months (one window)',
    budgetMs: 300,
    run: (client) =>
      client.rpc('admin_planner', {
        p_from: day(thisMonth),
        p_to: day(addDays(addMonths(thisMonth, 3), -1)),
      }),
  },
  {
    name: 'Planner, last summer (busiest window)',
    budgetMs: 300,
    run: (client) =>
      client.rpc('admin_planner', {
        p_from: day(addMonths(thisMonth, -6)),
        p_to: day(addDays(addMonths(thisMonth, -3), -1)),
      }),
  },
  {
    name: 'Messages, first page',
    budgetMs: 300,
    run: (client) =>
      client.rpc('admin_messages_page', {
        p_status: null,
        p_form_type: null,
        p_search: null,
        p_limit: 25,
        p_offset: 0,
      }),
    rows: listLength,
  },
  {
    name: 'Messages, search',
    budgetMs: 300,
    run: (client) =>
      client.rpc('admin_messages_page', {
        p_status: null,
        p_form_type: null,
        p_search: 'villa',
        p_limit: 25,
        p_offset: 0,
      }),
    rows: listLength,
  },
  {
    name: 'Messages, counts',
    budgetMs: 300,
    run: (client) => client.rpc('admin_message_counts', { p_search: null }),
  },
  {
    name: 'Analytics, five years',
    budgetMs: 500,
    run: (client) => client.rpc('booking_analytics', fiveYears),
  },
  {
    name: 'Analytics, twelve months',
    budgetMs: 500,
    run: (client) => client.rpc('booking_analytics', twelveMonths),
  },
  {
    name: 'Blocked Dates, first page of periods',
    budgetMs: 300,
    run: (client) => client.rpc('admin_blocked_periods', { p_limit: 50, p_offset: 0 }),
    rows: listLength,
  },
  {
    name: 'Seasonal Pricing, summary per villa',
    budgetMs: 300,
    run: (client) => client.rpc('admin_season_summary', {}),
    rows: listLength,
  },
  {
    name: 'Blocked Dates cards',
    budgetMs: 300,
    run: (client) => client.rpc('booking_card_figures', { p_day: day(new Date()) }),
  },
]

async function main() {
  const scale = values.scale as Scale
  console.log(`Local stack (in memory${values['db-url'] ? ', PostgreSQL' : ', PGlite'})…`)
  const stack = await start({ port: 0, memory: true, quiet: true, dbUrl: values['db-url'] })
  try {
    const seeded = await seedScale(stack.db.pg, scale)
    console.log(`Scale dataset "${scale}" loaded in ${seeded.seconds.toFixed(1)} s`)
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    })
    const { error } = await client.auth.signInWithPassword(DEMO_ADMIN)
    if (error) throw error
    const first = await client.rpc('admin_bookings_page', PAGE)
    if (first.error) throw first.error
    totalBookings = Number((first.data as { total_count: number }[])[0]?.total_count ?? 0)
    console.log(`${totalBookings} bookings`)

    const rows: string[][] = []
    let failed = false
    let largest = { name: '', bytes: 0 }
    for (const bench of BENCHES) {
      const times: number[] = []
      let bytes = 0
      let count: number | undefined
      for (let i = 0; i < RUNS + 1; i++) {
        const started = performance.now()
        const { data, error: benchError } = await bench.run(client)
        const ms = performance.now() - started
        if (benchError) throw new Error(`${bench.name}: ${JSON.stringify(benchError)}`)
        if (i > 0) times.push(ms) // the first run warms caches and plans
        bytes = JSON.stringify(data).length
        count = bench.rows?.(data)
      }
      times.sort((a, b) => a - b)
      const median = times[Math.floor(times.length / 2)]!
      const tooMany = count !== undefined && count > MAX_ROWS
      const over = median > bench.budgetMs
      failed ||= over || tooMany
      if (bytes > largest.bytes) largest = { name: bench.name, bytes }
      rows.push([
        bench.name,
        `${median.toFixed(0)} ms`,
        `≤ ${bench.budgetMs} ms`,
        `${(bytes / 1024).toFixed(1)} KB${count === undefined ? '' : `, ${count} rows`}`,
        over ? 'OVER BUDGET' : tooMany ? `MORE THAN ${MAX_ROWS} ROWS` : 'ok',
      ])
    }
    const header = ['Request', 'Median', 'Budget', 'Answer', '']
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)))
    const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')
    console.log(`\nMedians of ${RUNS} runs (after one warm-up), as the demo admin`)
    console.log(line(header))
    for (const row of rows) console.log(line(row))
    console.log(`\nLargest answer: ${largest.name}, ${(largest.bytes / 1024).toFixed(1)} KB`)
    process.exitCode = failed ? 1 : 0
  } finally {
    await stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
