#!/usr/bin/env node
// Generates the demo imagery: poster-style SVG scenes of the Riviera, written to public/.
// No network and no stock photography here, so every picture is composed from small drawing
// functions. A seeded random per file keeps the output byte-for-byte deterministic: the SHA-256
// of every file is in expected-hashes.json, and tests/unit/tooling/images.test.ts checks it.
//
// Usage: npm run images -- [filter] [--out <dir>] [--write-hashes]
//   filter          only the files whose path contains it (e.g. `villas/azur`)
//   --out <dir>     write under <dir> instead of public/
//   --write-hashes  after an intended change of the pictures, record their new hashes
//
// Layout: core/ (random, colour, SVG primitives), motifs/ (sky, sea, trees, boats, buildings…),
// themes/ (one module per villa: its palette and what its views show; the brand; the pages'
// moods), villas/ (pieces shared by the villa scenes), scenes/ (one module per picture drawn),
// jobs.mjs (which scene goes to which file, at what size).
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { begin, finish } from './core/context.mjs'
import { jobs } from './jobs.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const PUBLIC = join(HERE, '..', '..', 'public')
const HASHES = join(HERE, 'expected-hashes.json')

function main(args) {
  const outAt = args.indexOf('--out')
  const out = outAt >= 0 ? args[outAt + 1] : PUBLIC
  if (outAt >= 0 && !out) throw new Error('--out needs a directory')
  const writeHashes = args.includes('--write-hashes')
  const only = args.find((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1))
  if (writeHashes && only) throw new Error('--write-hashes records every file: no filter with it')
  const hashes = {}
  for (const job of jobs()) {
    if (only && !job.file.includes(only)) continue
    begin(job.size[0], job.size[1], job.file)
    const svg = finish(job.draw())
    const target = join(out, job.file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, svg)
    hashes[job.file] = createHash('sha256').update(svg).digest('hex')
    console.log(`${job.file.padEnd(40)} ${(svg.length / 1024).toFixed(1)} KB`)
  }
  if (writeHashes) {
    const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : 1)))
    writeFileSync(HASHES, `${JSON.stringify(sorted, null, 2)}\n`)
  }
}

main(process.argv.slice(2))
