// `npm run size`: after `vite build`, how much JavaScript (gzipped) a first visit to each public
// route downloads — the entry, the route's lazy page chunk and everything they import statically —
// in each language (each has its own build: .vite/manifest.<locale>.json), and a check that no
// admin chunk and no text of another language is among them. Exits 1 when a route is over budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
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

const builds = existsSync(join(DIST, '.vite'))
  ? readdirSync(join(DIST, '.vite'))
      .map((file) => file.match(/^manifest\.(\w+)\.json$/)?.[1])
      .filter(Boolean)
  : []
if (builds.length === 0) {
  console.error(`${DIST}/.vite/manifest.<locale>.json not found: run \`vite build\` first.`)
  process.exit(1)
}

// A text only the other language has, per language: found in a first visit, that language's
// build would be carrying both (the static locale not applied: scripts/vite/paraglide.ts).
const messages = (locale) =>
  JSON.parse(readFileSync(`messages/${locale}/home-and-villas.json`, 'utf8')).villas_title
const FOREIGN_TEXT = Object.fromEntries(
  builds.map((locale) => [locale, builds.filter((other) => other !== locale).map(messages)]),
)

const gzKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024

let failed = false
const rows = []
for (const locale of builds) {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', `manifest.${locale}.json`), 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  /** Chunk keys a module needs before it runs: itself and its static imports, transitively. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen)
    return seen
  }
  const isAdmin = (key) => /(^|\/)admin\//.test(key) || /admin/.test(manifest[key].file)
  for (const [route, source] of Object.entries(ROUTES)) {
    const label =
      locale === 'en'
        ? String(route)
        : route === '404'
          ? `/${locale}/… 404`
          : `/${locale}${route === '/' ? '' : route}`
    if (!manifest[source]) {
      rows.push([label, 'no chunk', '', ''])
      continue
    }
    const keys = new Set([...staticClosure(entryKey), ...staticClosure(source)])
    const files = [...keys].map((key) => manifest[key].file)
    const kb = files.reduce((sum, file) => sum + gzKb(file), 0)
    const admin = [...keys].filter(isAdmin)
    const foreign = FOREIGN_TEXT[locale].filter((text) =>
      files.some((file) => readFileSync(join(DIST, file), 'utf8').includes(text)),
    )
    const over = kb > BUDGET_KB
    failed ||= over || admin.length > 0 || foreign.length > 0
    rows.push([
      label,
      `${kb.toFixed(1)} KB gz`,
      `${keys.size} chunks`,
      admin.length
        ? `ADMIN CODE: ${admin.join(', ')}`
        : foreign.length
          ? `ANOTHER LANGUAGE: "${foreign.join('", "')}"`
          : over
            ? `OVER ${BUDGET_KB} KB`
            : 'ok',
    ])
  }
}

const width = rows.reduce((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), [])
console.log(
  `First-visit JavaScript per public route and language (budget ${BUDGET_KB} KB gz, no admin chunks, no other language)`,
)
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(width[i])).join('  '))
process.exit(failed ? 1 : 0)
