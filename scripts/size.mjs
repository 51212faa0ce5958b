// `npm run size`: after `vite build`, how much JavaScript (gzipped) a first visit to each public
// route downloads — the entry, the route's lazy page chunk and everything they import statically —
// and a check that no admin chunk is among them. Exits 1 when a route is over budget.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = process.argv[2] ?? 'dist'
const BUDGET_KB = 150
const ROUTES = {
  '/': 'src/pages/home-page.tsx',
  '/villas': 'src/pages/villas-page.tsx',
  '/villa/:id': 'src/pages/villa-page.tsx',
  '/villa/:id/request-sent/:bookingId': 'src/pages/booking-request-sent-page.tsx',
  '/stay/:token': 'src/pages/stay-page.tsx',
  '/review/:token': 'src/pages/review-page.tsx',
  '/destination': 'src/pages/destination-page.tsx',
  '/experience': 'src/pages/experience-page.tsx',
  '/about': 'src/pages/about-page.tsx',
  '/contact': 'src/pages/contact-page.tsx',
  '/concierge': 'src/pages/concierge-page.tsx',
  '/terms': 'src/pages/terms-page.tsx',
  '/privacy': 'src/pages/privacy-page.tsx',
  '/legal-notice': 'src/pages/legal-notice-page.tsx',
  404: 'src/pages/not-found-page.tsx',
}

const manifestPath = join(DIST, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run \`vite build\` first (build.manifest is on).`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)

/** Chunk keys a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen)
  return seen
}

const gzKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024
const isAdmin = (key) => /(^|\/)admin\//.test(key) || /admin/.test(manifest[key].file)

let failed = false
const rows = []
for (const [route, source] of Object.entries(ROUTES)) {
  if (!manifest[source]) {
    rows.push([route, 'no chunk', '', ''])
    continue
  }
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(source)])
  const kb = [...keys].reduce((sum, key) => sum + gzKb(manifest[key].file), 0)
  const admin = [...keys].filter(isAdmin)
  const over = kb > BUDGET_KB
  failed ||= over || admin.length > 0
  rows.push([
    route,
    `${kb.toFixed(1)} KB gz`,
    `${keys.size} chunks`,
    admin.length ? `ADMIN CODE: ${admin.join(', ')}` : over ? `OVER ${BUDGET_KB} KB` : 'ok',
  ])
}

const width = rows.reduce((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), [])
console.log(`First-visit JavaScript per public route (budget ${BUDGET_KB} KB gz, no admin chunks)`)
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(width[i])).join('  '))
process.exit(failed ? 1 : 0)
