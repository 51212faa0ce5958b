// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Types reach every answer: the booking engine's functions return composite types, the generator
// turns them into `Database['public']['CompositeTypes']`, and the api files read the answers
// through them. So a field renamed in a function's return (which `npm run db:types` writes into
// src/types/database.types.ts) must stop the app compiling where the answer is read. Each case
// compiles the app's own files (tsconfig.app.json) against the generated types as they are, then
// with one field of one answer renamed as the generator would write it.

const root = join(__dirname, '../../../')
const TYPES = join(root, 'src/types/database.types.ts')
const generated = readFileSync(TYPES, 'utf8')

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.app.json'),
  { noEmit: true, incremental: false, composite: false, tsBuildInfoFile: undefined },
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)!

/** The files with type errors when `api` is compiled against `types`. */
function filesWithErrors(api: string[], types: string): string[] {
  const host = ts.createCompilerHost(config.options)
  const readFile = host.readFile
  host.readFile = (file) => (file === TYPES ? types : readFile(file))
  const program = ts.createProgram({
    // The api files, and the app's declarations (import.meta.env, assets).
    rootNames: [
      ...api.map((file) => join(root, file)),
      ...config.fileNames.filter((file) => file.endsWith('.d.ts')),
    ],
    options: config.options,
    host,
  })
  const errors = ts.getPreEmitDiagnostics(program).filter((d) => d.file)
  return [...new Set(errors.map((d) => d.file!.fileName.slice(root.length)))].sort()
}

/** The generated text with `from` renamed to `to` inside the composite type `type`. */
function renamed(type: string, from: string, to: string): string {
  const start = generated.indexOf(`\n      ${type}: {\n`)
  expect(start, `CompositeTypes.${type}`).toBeGreaterThan(0)
  const end = generated.indexOf('\n      }\n', start)
  const block = generated.slice(start, end)
  expect(block).toContain(`\n        ${from}:`)
  return (
    generated.slice(0, start) +
    block.replace(`\n        ${from}:`, `\n        ${to}:`) +
    generated.slice(end)
  )
}

const QUOTE = 'src/features/booking/api/get-stay-quote.ts'
const PLANNER = 'src/features/admin/planner/api/get-planner.ts'
const ANALYTICS = 'src/features/admin/analytics/lib/analytics-report.ts'
const ATTENTION = 'src/features/admin/layout/api/get-admin-attention.ts'

describe('a field renamed in an answer of the database', () => {
  it('compiles as generated', () => {
    expect(filesWithErrors([QUOTE, PLANNER, ANALYTICS, ATTENTION], generated)).toEqual([])
  }, 120_000)

  it('breaks the compile where quote_stay’s total is read', () => {
    expect(filesWithErrors([QUOTE], renamed('stay_quote', 'total', 'grand_total'))).toContain(QUOTE)
  }, 120_000)

  it('breaks the compile where a planner stay’s guest name is read', () => {
    const types = renamed('planner_stay', 'guest_name', 'guest_full_name')
    expect(filesWithErrors([PLANNER], types)).toContain(PLANNER)
  }, 120_000)

  it('breaks the compile where an analytics figure is read', () => {
    const types = renamed('analytics_figures', 'nights_booked', 'booked_nights')
    expect(filesWithErrors([ANALYTICS], types)).toContain(ANALYTICS)
  }, 120_000)

  it('breaks the compile where a feed named in the attention notice is read', () => {
    expect(filesWithErrors([ATTENTION], renamed('feed_ref', 'feed', 'feed_name'))).toContain(
      ATTENTION,
    )
  }, 120_000)
})
