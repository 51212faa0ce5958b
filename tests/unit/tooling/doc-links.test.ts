// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README and the guides in docs/ name files of the repo: a link or a path that no longer
// exists sends a newcomer nowhere, so each one is checked against the checkout.

const root = join(__dirname, '../../../')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const docs = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))]

/** Relative link targets of a markdown text, without their #anchor (web and mail links aside). */
function linkTargets(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!)
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!)
}

/** Where a shorthand in a guide points: `features/x` is under src/, `integration/x` under tests/. */
const SHORTHANDS: Record<string, string> = {
  'features/': 'src/features/',
  'unit/': 'tests/unit/',
  'integration/': 'tests/integration/',
  'e2e/': 'tests/e2e/',
}
const ROOTS = ['src/', 'tests/', 'scripts/', 'supabase/', 'docs/', '.ci/', 'public/']

/**
 * Repository paths written in code spans (`src/lib/query-client.ts`, `tests/e2e/`), as paths from
 * the repository's root. Templates (`<feature>`), globs and commands are not paths.
 */
function codePaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!)
  return spans
    .filter((span) => !/[<>*…\s]/.test(span))
    .map((span) => {
      // A schema file named alone (`20_stay_rules_and_pricing.sql`).
      if (/^\d\d_[a-z0-9_]+\.sql$/.test(span)) return `supabase/schemas/${span}`
      const shorthand = Object.keys(SHORTHANDS).find((prefix) => span.startsWith(prefix))
      return shorthand ? SHORTHANDS[shorthand] + span.slice(shorthand.length) : span
    })
    .filter((span) => ROOTS.some((prefix) => span.startsWith(prefix)))
}

/**
 * The declarative schema files (supabase/schemas/) and the baseline migration generated from them
 * arrive with the schema-as-source change; until that folder exists in the checkout, paths to
 * them cannot be checked (once it exists, they are).
 */
const schemasPending = !existsSync(join(root, 'supabase/schemas'))
const ARRIVE_WITH_SCHEMAS = ['supabase/schemas/', 'supabase/migrations/20261125000000_baseline.sql']
const pending = (path: string) =>
  schemasPending && ARRIVE_WITH_SCHEMAS.some((prefix) => path.startsWith(prefix))
/** Files a guide tells you to create, git-ignored (secrets). */
const CREATED_BY_YOU = new Set(['supabase/functions/.env'])
const checkable = (path: string) => !CREATED_BY_YOU.has(path) && !pending(path)

describe('the README and the guides', () => {
  it('are found (the walk is not looking at nothing)', () => {
    const names = docs.map((file) => relative(root, file))
    expect(names).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/how-it-fits.md',
        'docs/change-a-sql-function.md',
        'docs/add-a-query-or-screen.md',
        'docs/business-rules.md',
      ]),
    )
  })

  it('link only to files that exist', () => {
    const broken = docs.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(join(dirname(file), decodeURI(target))))
        .map((target) => `${relative(root, file)} → ${target}`),
    )
    expect(broken).toEqual([])
  })

  it('name only repository paths that exist', () => {
    const missing = docs.flatMap((file) =>
      [...new Set(codePaths(readFileSync(file, 'utf8')))]
        .filter(checkable)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${relative(root, file)} → ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('link from the README to every guide in docs/', () => {
    const readme = linkTargets(readFileSync(join(root, 'README.md'), 'utf8'))
    const guides = markdownFiles(join(root, 'docs')).map((file) => relative(root, file))
    expect(guides.filter((guide) => !readme.includes(guide))).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('find a relative link and ignore web links and anchors', () => {
    expect(
      linkTargets('[a](docs/x.md#part) [b](https://example.com) [c](#top) [d](../README.md)'),
    ).toEqual(['docs/x.md', '../README.md'])
  })

  it('find repository paths in code spans, shorthands and schema files included, and skip templates', () => {
    expect(
      codePaths(
        '`src/lib/x.ts` `integration/y.test.ts` `features/a/b.ts` `30_booking_engine.sql` `src/features/<f>/api` `npm test` `quote_stay`',
      ),
    ).toEqual([
      'src/lib/x.ts',
      'tests/integration/y.test.ts',
      'src/features/a/b.ts',
      'supabase/schemas/30_booking_engine.sql',
    ])
  })

  it('would report a path that does not exist', () => {
    const path = 'src/lib/no-such-module.ts'
    expect(codePaths(`\`${path}\``).filter((p) => !existsSync(join(root, p)))).toEqual([path])
  })
})
