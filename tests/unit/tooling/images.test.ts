import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The image generator (scripts/images/) is deterministic: the same code draws the same bytes,
// recorded as SHA-256 in scripts/images/expected-hashes.json. A refactoring that changes one
// pixel fails here; an intended change of a picture rewrites the list (`--write-hashes`).

const root = join(__dirname, '../../../')
const expected = JSON.parse(
  readFileSync(join(root, 'scripts/images/expected-hashes.json'), 'utf8'),
) as Record<string, string>
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()

const out = mkdtempSync(join(tmpdir(), 'riviera-images-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the image generator', () => {
  it('draws every picture byte for byte as recorded in its hash list', () => {
    execFileSync(process.execPath, [join(root, 'scripts/images/index.mjs'), '--out', out], {
      stdio: 'pipe',
    })
    const drawn = Object.fromEntries(filesUnder(out).map((file) => [file, sha256(join(out, file))]))
    expect(drawn).toEqual(expected)
  })

  it('still answers to its old command, scripts/generate-images.mjs', () => {
    const only = mkdtempSync(join(tmpdir(), 'riviera-images-'))
    try {
      execFileSync(
        process.execPath,
        [join(root, 'scripts/generate-images.mjs'), 'favicon', '--out', only],
        { stdio: 'pipe' },
      )
      expect(filesUnder(only)).toEqual(['favicon.svg'])
      expect(sha256(join(only, 'favicon.svg'))).toBe(expected['favicon.svg'])
    } finally {
      rmSync(only, { recursive: true, force: true })
    }
  })

  it('is what public/ serves: the committed pictures are the ones it draws', () => {
    const committed = Object.fromEntries(
      Object.keys(expected).map((file) => [file, sha256(join(root, 'public', file))]),
    )
    expect(committed).toEqual(expected)
  })
})
