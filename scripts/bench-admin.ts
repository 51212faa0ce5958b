// `npm run bench:admin`: the admin's requests against the large scale dataset (five years, 60
// villas, ~25,000 bookings) on an in-memory local stack (`--db-url postgres://…` for a real
// PostgreSQL server; `--scale small` for a quick look). Each request runs RUNS times as the demo
// admin through supabase-js; the table gives medians against the issue's budgets and the size of
// each answer. Then the planner is timed in Chromium on the production build (`--no-browser`
// skips it). Exits 1 when a median misses its budget or an answer holds more than 100 rows.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import ws from 'ws'
import { start } from '../supabase/local/server.ts'
import { seedScale, type Scale } from './lib/scale-seed.ts'

const DEMO_ADMIN = { email: 'admin@rivieravillas.com', password: 'riviera-admin-2026' }
const RUNS = 7
const MAX_ROWS = 100

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    'db-url': { type: 'string' },
    // The planner's browser measurement builds the site and drives Chromium (~30 s more).
    'no-browser': { type: 'boolean', default: false },
  },
})
const PLANNER_BUDGET_MS = 1500
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
  {
    name: 'Today, the front page',
    budgetMs: 500,
    run: (client) => client.rpc('admin_today'),
  },
  {
    name: 'Sidebar counts',
    budgetMs: 100,
    run: (client) => client.rpc('admin_nav_counts'),
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

    if (!values['no-browser']) {
      const villas = await client
        .from('villas')
        .select('id', { count: 'exact', head: true })
        .eq('is_active', true)
      const planner = await plannerInBrowser(stack.url, villas.count ?? 1)
      const over = planner.median > PLANNER_BUDGET_MS
      failed ||= over
      console.log(
        `\nPlanner in the browser (production build, Chromium; ${villas.count} villas × 3 months, navigation →` +
          ` grid drawn and a stay's booking opened): ${planner.times.join(', ')} ms, median` +
          ` ${planner.median} ms (budget ${PLANNER_BUDGET_MS} ms) ${over ? 'OVER BUDGET' : 'ok'}`,
      )
    }
    process.exitCode = failed ? 1 : 0
  } finally {
    await stack.stop()
  }
}

/**
 * The production build against this stack, served by `vite preview`, in Chromium: signed in as
 * the demo admin, five navigations to the planner's 3-month window, each timed until every
 * villa's row is drawn and a click on a stay has opened its booking.
 */
async function plannerInBrowser(stackUrl: string, villaCount: number) {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-admin-'))
  const env = { ...process.env, VITE_SUPABASE_URL: stackUrl }
  await run(
    'npx',
    ['vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--logLevel', 'error'],
    env,
  )
  const port = 4300 + Math.floor(Math.random() * 500)
  const preview = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'e2e',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    { env, stdio: 'ignore', detached: true },
  )
  const site = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    await waitFor(site)
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${site}/admin`)
    await page.getByLabel('Email').fill(DEMO_ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('heading', { name: 'Villa Admin Dashboard' }).waitFor()
    const start = day(addMonths(thisMonth, -6))
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await page.goto(`${site}/admin/planner?start=${start}&months=3`)
      const rows = page.getByRole('list', { name: 'Villas' }).getByRole('listitem')
      await rows
        .nth(villaCount - 1)
        .getByRole('button', { name: /^Block days/ })
        .waitFor()
      await page.locator('.planner-track button').first().click()
      await page.getByRole('dialog').waitFor()
      times.push(Math.round(performance.now() - started))
    }
    const sorted = [...times].sort((a, b) => a - b)
    return { times, median: sorted[Math.floor(sorted.length / 2)]! }
  } finally {
    await browser.close()
    if (preview.pid) process.kill(-preview.pid)
    await rm(outDir, { recursive: true, force: true })
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed`))))
  })
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
