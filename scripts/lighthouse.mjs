// `npm run lighthouse`: Lighthouse (mobile, simulated throttling — its defaults) on the production
// build, served by `vite preview` against an in-memory local stack with its seed data. Each route is
// measured --runs times, each in a fresh Chrome; the table shows per-metric medians, which are then
// checked against the budgets. Exits 1 when a median misses a budget, unless --report-only.
//
//   npm run lighthouse -- [--runs 3] [--routes /,/villas] [--no-build] [--out-dir <dir>] [--report-only]
//
// Ports: LH_STACK_PORT (54341), LH_INBOX_PORT (54344), LH_SMTP_PORT (54345) and LH_SITE_PORT (4183),
// clear of dev (54321, mail 54324/54325, 5173) and the e2e run (14331, 14334/14335, 4173). Browser: CHROME_PATH (/usr/bin/chromium). Results: lighthouse-results/ (summary.json,
// and the full report of each route's median run as .json and .html).
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { PUBLISHABLE_KEY } from '../supabase/local/well-known.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const VITE_BIN = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const STACK_PORT = Number(process.env.LH_STACK_PORT ?? 54341)
const SITE_PORT = Number(process.env.LH_SITE_PORT ?? 4183)
// The stack's mail catcher too: its defaults (config.toml's 54324/54325) belong to `npm run dev`.
const INBOX_PORT = Number(process.env.LH_INBOX_PORT ?? 54344)
const SMTP_PORT = Number(process.env.LH_SMTP_PORT ?? 54345)
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// Running as root needs --no-sandbox; the rest keeps Chrome from phoning home (there is no network)
// and from doing background work that would skew the timings. chrome-launcher adds a fresh
// temporary --user-data-dir to every launch and deletes it on kill.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const RESULTS_DIR = resolve(root, 'lighthouse-results')
const START_TIMEOUT_MS = 180_000
// The budgets of issue 23 (prerendered pages), checked against each route's medians.
const BUDGETS = [
  { label: 'Performance ≥ 95', key: 'performance', ok: (v) => v >= 95 },
  { label: 'LCP ≤ 2.0 s', key: 'lcp', ok: (v) => v <= 2 },
  { label: 'Accessibility = 100', key: 'accessibility', ok: (v) => v === 100 },
  { label: 'Best Practices = 100', key: 'bestPractices', ok: (v) => v === 100 },
  { label: 'SEO = 100', key: 'seo', ok: (v) => v === 100 },
  { label: 'CLS 0', key: 'cls', ok: (v) => v === 0 },
]

const USAGE =
  'Usage: npm run lighthouse -- [--runs 3] [--routes /,/villas] [--no-build] [--out-dir <dir>] [--report-only]'

function parseOptions() {
  let values
  try {
    values = parseArgs({
      options: {
        runs: { type: 'string', default: '3' },
        routes: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        // Inside node_modules: ignored by git, ESLint and Prettier alike, and apart from dist/ and
        // dist-e2e/, which `npm run build` and the e2e run own.
        'out-dir': { type: 'string', default: 'node_modules/.cache/lighthouse-dist' },
        'report-only': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs must be a positive integer\n${USAGE}`)
    process.exit(2)
  }
  const outDir = resolve(root, values['out-dir'])
  // vite build empties the folder first: never let that be the project or one of its parents.
  if (!relative(outDir, root).startsWith('..')) {
    console.error(`--out-dir ${outDir} is or contains the project folder`)
    process.exit(2)
  }
  return {
    runs,
    routes: values.routes
      ?.split(',')
      .map((route) => route.trim())
      .filter(Boolean),
    build: !values['no-build'],
    outDir,
    reportOnly: values['report-only'],
  }
}

// ---- Child processes: each in a process group of its own, so that a kill reaches everything it
// started; stopped on every way out (normal end, error, Ctrl-C).

const children = new Set()
let chrome = null

function startChild(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Kept quiet unless it fails: then its output explains why.
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  children.add(child)
  const exited = new Promise((resolveExit) => child.on('exit', (code) => resolveExit(code)))
  exited.then(() => children.delete(child))
  return { name, child, exited, output: () => output }
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

async function stopAll() {
  const pending = [...children].map(
    (child) => new Promise((resolveExit) => child.once('exit', resolveExit)),
  )
  for (const child of children) killGroup(child, 'SIGTERM')
  await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 5000))])
}

process.on('exit', () => {
  chrome?.kill()
  for (const child of children) killGroup(child, 'SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping.`)
    process.exit(130)
  })
}

async function runToEnd(name, args, env) {
  const proc = startChild(name, args, env)
  const code = await proc.exited
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${proc.output()}`)
}

/** Polls url until check(response) holds; fails early if the process serving it exits. */
async function waitFor(url, proc, check = (response) => response.ok) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited before answering on ${url}:\n${proc.output()}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
      if (await check(response)) return
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${proc.name} did not answer on ${url} within ${START_TIMEOUT_MS / 1000}s`)
}

/** Something already answering on a port would be measured instead of this build: refuse. */
async function assertFree(url, what) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) })
  } catch {
    return
  }
  throw new Error(`${url} already answers: stop it or set ${what} to another port.`)
}

/** The same for a port that does not speak HTTP (SMTP): anything accepting a connection holds it. */
async function assertPortFree(port, what) {
  const taken = await new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    const answer = (isTaken) => {
      socket.destroy()
      done(isTaken)
    }
    socket.setTimeout(1000)
    socket.once('connect', () => answer(true))
    socket.once('timeout', () => answer(false))
    socket.once('error', () => answer(false))
  })
  if (taken) throw new Error(`127.0.0.1:${port} is in use: stop it or set ${what} to another port.`)
}

async function firstVillaId() {
  const response = await fetch(
    `${STACK_URL}/rest/v1/villas?select=id,name&is_active=eq.true&order=name&limit=1`,
    { headers: { apikey: PUBLISHABLE_KEY } },
  )
  const rows = await response.json()
  if (!response.ok || !rows[0]) {
    throw new Error(
      `No active villa in the seed data (${response.status}): ${JSON.stringify(rows)}`,
    )
  }
  return rows[0]
}

// ---- Lighthouse

async function audit(url) {
  chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false })
  try {
    // No config: Lighthouse's defaults, i.e. mobile form factor and simulated (Lantern) throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    }
    return { lhr, json: result.report[0], html: result.report[1] }
  } finally {
    chrome.kill()
    chrome = null
  }
}

function summarize(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score
    // A null score means the category could not be computed: make it fail loudly, not pass.
    return value === null || value === undefined ? NaN : Math.round(value * 100)
  }
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN
  const script = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint') / 1000,
    totalKiB: numeric('total-byte-weight') / 1024,
    jsKiB: (script?.transferSize ?? NaN) / 1024,
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** What to look at first in one run: the LCP element, the performance audits that lose time or
 * bytes, the layout shifts, and every audit that keeps another category under 100. */
function findings(lhr) {
  const lines = []
  const path = (url) => (typeof url === 'string' ? url.replace(SITE_URL, '') || '/' : '')
  const oneLine = (text) => String(text).replace(/\s+/g, ' ').slice(0, 140)

  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = lcpElement[0]?.items?.[0]?.node
  if (node) lines.push(`LCP element: ${oneLine(node.snippet)}  (${node.selector})`)
  const phases = lcpElement[1]?.items
  if (phases) {
    lines.push(
      `  LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
    )
  }

  const perfAudits = lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
  const savings = (a) => Math.max(0, ...Object.values(a.metricSavings ?? {}))
  perfAudits.sort((a, b) => savings(b) - savings(a))
  for (const a of perfAudits) {
    const saved = Object.entries(a.metricSavings ?? {})
      .filter(([, value]) => value > 0)
      .map(
        ([metric, value]) =>
          `${metric} −${metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`,
      )
    lines.push(
      `${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}${saved.length ? ` [${saved.join(', ')}]` : ''}`,
    )
    const items =
      a.details?.type === 'opportunity' || a.details?.type === 'table' ? a.details.items : []
    for (const item of items.slice(0, 3)) {
      const what =
        path(item.url) || oneLine(item.node?.snippet ?? item.label ?? item.source?.url ?? '')
      const bytes = item.wastedBytes ?? item.transferSize
      const extra = [
        bytes ? `${(bytes / 1024).toFixed(1)} KiB` : '',
        item.wastedMs ? `${Math.round(item.wastedMs)} ms` : '',
      ].filter(Boolean)
      if (what) lines.push(`    ${what}${extra.length ? `  (${extra.join(', ')})` : ''}`)
    }
  }

  const shifts = lhr.audits['layout-shifts']?.details?.items ?? []
  // Shifts that round to 0.000 are noise here.
  for (const shift of shifts.filter((item) => item.score >= 0.0005).slice(0, 5)) {
    // Lighthouse names a likely cause when it can (unsized image, web font, injected iframe…).
    const causes = (shift.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean)
    lines.push(
      `Layout shift ${shift.score.toFixed(3)}: ${oneLine(shift.node?.snippet ?? '(unknown node)')}` +
        (causes.length ? `  (likely: ${causes.join(', ')})` : ''),
    )
  }

  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id]
      if (
        a.score === null ||
        a.score >= 1 ||
        ['informative', 'manual'].includes(a.scoreDisplayMode)
      )
        continue
      // Weight 0: Lighthouse reports it, but it does not lower the category score.
      const scored = ref.weight > 0 ? '' : ' (not scored)'
      lines.push(`[${lhr.categories[id].title}${scored}] ${a.title}`)
      for (const item of (a.details?.items ?? []).slice(0, 3)) {
        const what = item.node?.snippet ?? item.url ?? item.description ?? item.source?.url
        if (what) lines.push(`    ${oneLine(what)}`)
      }
    }
  }
  for (const warning of lhr.runWarnings ?? []) lines.push(`Lighthouse warning: ${oneLine(warning)}`)
  return lines
}

// ---- Output

function table(rows) {
  const width = rows.reduce((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), [])
  return rows
    .map((row) =>
      row.map((cell, i) => (i === 0 ? cell.padEnd(width[i]) : cell.padStart(width[i]))).join('  '),
    )
    .join('\n')
}

const fmt = {
  score: (v) => (Number.isNaN(v) ? 'n/a' : Number.isInteger(v) ? String(v) : v.toFixed(1)),
  s: (v) => v.toFixed(2),
  cls: (v) => v.toFixed(3),
  ms: (v) => String(Math.round(v)),
  kib: (v) => v.toFixed(0),
}

async function main() {
  const started = performance.now()
  const options = parseOptions()
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)}s`

  await assertFree(`${STACK_URL}/`, 'LH_STACK_PORT')
  await assertFree(`${SITE_URL}/`, 'LH_SITE_PORT')
  await assertFree(`http://127.0.0.1:${INBOX_PORT}/`, 'LH_INBOX_PORT')
  await assertPortFree(SMTP_PORT, 'LH_SMTP_PORT')

  console.log(`Local stack (in memory) on ${STACK_URL}…`)
  const stack = startChild('local stack', [
    '--import',
    'tsx',
    'supabase/local/cli.ts',
    '--memory',
    '--quiet',
    '--port',
    String(STACK_PORT),
    '--inbox-port',
    String(INBOX_PORT),
    '--smtp-port',
    String(SMTP_PORT),
  ])
  // The build prerenders the public pages from the database: the stack first.
  await waitFor(`${STACK_URL}/`, stack, async (response) => {
    const body = await response.json().catch(() => null)
    return body?.name === 'riviera-local-stack'
  })
  console.log(`  stack ready (${elapsed()})`)
  if (options.build) {
    console.log(`vite build --mode e2e → ${relative(root, options.outDir) || options.outDir}`)
    await runToEnd(
      'vite build',
      [VITE_BIN, 'build', '--mode', 'e2e', '--outDir', options.outDir, '--emptyOutDir'],
      // The environment wins over .env.e2e and a developer's .env.local (which may name a hosted
      // project): the build talks to this run's stack, with the stack's key.
      {
        VITE_SUPABASE_URL: STACK_URL,
        VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
        VITE_SITE_URL: SITE_URL,
      },
    )
    console.log(`  built (${elapsed()})`)
  }

  const preview = startChild('vite preview', [
    VITE_BIN,
    'preview',
    '--mode',
    'e2e',
    '--outDir',
    options.outDir,
    '--port',
    String(SITE_PORT),
    '--strictPort',
  ])
  await waitFor(`${SITE_URL}/`, preview)

  let routes = options.routes
  if (!routes) {
    const villa = await firstVillaId()
    console.log(`Villa page: ${villa.name} (${villa.id})`)
    const english = ['/', '/villas', `/villa/${villa.id}`]
    routes = [...english, ...english.map((route) => `/fr${route === '/' ? '' : route}`)]
  }

  console.log(
    `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${options.runs} run(s) per route on ${SITE_URL}`,
  )
  const results = []
  for (const route of routes) {
    const runs = []
    for (let i = 1; i <= options.runs; i++) {
      const runStarted = performance.now()
      const report = await audit(`${SITE_URL}${route}`)
      const summary = summarize(report.lhr)
      runs.push({ ...report, summary })
      console.log(
        `  ${route} run ${i}/${options.runs}: performance ${fmt.score(summary.performance)} ` +
          `(${((performance.now() - runStarted) / 1000).toFixed(1)}s, ` +
          // Lighthouse's CPU benchmark: a busy machine shows here first.
          `benchmark index ${Math.round(report.lhr.environment.benchmarkIndex)})`,
      )
    }
    const medians = Object.fromEntries(
      Object.keys(runs[0].summary).map((key) => [key, median(runs.map((run) => run.summary[key]))]),
    )
    // The run whose performance score is nearest the median stands for the route in the findings.
    const representative = runs.reduce((best, run) =>
      Math.abs(run.summary.performance - medians.performance) <
      Math.abs(best.summary.performance - medians.performance)
        ? run
        : best,
    )
    results.push({ route, runs, medians, representative })
  }

  console.log(`\nMedians of ${options.runs} run(s) (scores ×100; transfer in KiB)`)
  console.log(
    table([
      [
        'Route',
        'Perf',
        'A11y',
        'Best Pr.',
        'SEO',
        'LCP s',
        'CLS',
        'TBT ms',
        'FCP s',
        'Total KiB',
        'JS KiB',
      ],
      ...results.map(({ route, medians: m }) => [
        route,
        fmt.score(m.performance),
        fmt.score(m.accessibility),
        fmt.score(m.bestPractices),
        fmt.score(m.seo),
        fmt.s(m.lcp),
        fmt.cls(m.cls),
        fmt.ms(m.tbt),
        fmt.s(m.fcp),
        fmt.kib(m.totalKiB),
        fmt.kib(m.jsKiB),
      ]),
    ]),
  )
  console.log('\nPerformance per run')
  for (const { route, runs } of results) {
    console.log(`  ${route}: ${runs.map((run) => fmt.score(run.summary.performance)).join(', ')}`)
  }

  console.log('\nBudgets (on the medians)')
  // Long villa ids would make the columns unreadable: shorten them in this table only.
  const short = (route) => (route.length > 16 ? `${route.slice(0, 15)}…` : route)
  let missed = 0
  const budgetRows = BUDGETS.map((budget) => [
    budget.label,
    ...results.map(({ medians }) => {
      const value = medians[budget.key]
      const ok = budget.ok(value)
      if (!ok) missed++
      const shown = { cls: fmt.cls, lcp: fmt.s }[budget.key] ?? fmt.score
      return `${ok ? 'ok' : 'MISS'} ${shown(value)}`
    }),
  ])
  console.log(table([['Budget', ...results.map(({ route }) => short(route))], ...budgetRows]))

  console.log('\nFindings (the median run of each route; full reports in lighthouse-results/)')
  // Only this run's reports: a stale one from another route list would pass for current.
  rmSync(RESULTS_DIR, { recursive: true, force: true })
  mkdirSync(RESULTS_DIR, { recursive: true })
  for (const { route, representative } of results) {
    console.log(`\n${route}`)
    for (const line of findings(representative.lhr)) console.log(`  ${line}`)
    const slug = route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_')
    writeFileSync(resolve(RESULTS_DIR, `${slug}.report.json`), representative.json)
    writeFileSync(resolve(RESULTS_DIR, `${slug}.report.html`), representative.html)
  }
  writeFileSync(
    resolve(RESULTS_DIR, 'summary.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion(),
        runsPerRoute: options.runs,
        budgets: BUDGETS.map((budget) => budget.label),
        routes: results.map(({ route, runs, medians }) => ({
          route,
          medians,
          runs: runs.map((run) => ({
            ...run.summary,
            benchmarkIndex: run.lhr.environment.benchmarkIndex,
          })),
        })),
      },
      null,
      2,
    )}\n`,
  )

  await stopAll()
  console.log(`\nDone in ${elapsed()}.`)
  if (missed) {
    console.log(`${missed} budget miss(es)${options.reportOnly ? ' (--report-only: exit 0)' : ''}.`)
    process.exit(options.reportOnly ? 0 : 1)
  }
  console.log('All budgets hold.')
}

function lighthouseVersion() {
  const pkg = new URL('../node_modules/lighthouse/package.json', import.meta.url)
  return JSON.parse(readFileSync(pkg, 'utf8')).version
}

main().catch(async (error) => {
  console.error(`\nlighthouse: ${error.message}`)
  await stopAll()
  process.exit(1)
})
