import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A fresh database costs initdb plus every migration (15–20 s on a busy 2-core machine); loading a
 * dump of the same result takes ~3 s. Snapshots are keyed by everything that shapes the result,
 * including today's date because the seed is written relative to current_date (UTC in the
 * stack's sessions) and its stays are quoted from the villas' day in Europe/Paris: between 23:00
 * and 24:00 UTC those are two different days, so both are in the key.
 */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/local-stack/', import.meta.url))
const MAX_AGE_MS = 2 * 24 * 3600 * 1000
const INPUTS = [
  './platform.sql',
  './platform-mfa.sql',
  './db.ts',
  './migrate.ts',
  './auth-users.ts',
  './snapshot.ts',
].map((path) => new URL(path, import.meta.url))

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })

export const snapshotsDisabled = () => process.env.LOCAL_STACK_NO_SNAPSHOT === '1'

export async function snapshotKey(workdir: string): Promise<string> {
  const hash = createHash('sha256')
  const pglite = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)
  if (existsSync(pglite)) hash.update(await readFile(pglite))
  for (const input of INPUTS) hash.update(await readFile(input))
  const migrations = join(workdir, 'supabase', 'migrations')
  if (existsSync(migrations)) {
    for (const name of (await readdir(migrations)).filter((file) => file.endsWith('.sql')).sort()) {
      hash.update(name).update(await readFile(join(migrations, name)))
    }
  }
  const seed = join(workdir, 'supabase', 'seed.sql')
  if (existsSync(seed)) hash.update('seed').update(await readFile(seed))
  hash.update(new Date().toISOString().slice(0, 10)).update(PARIS_DAY.format(new Date()))
  return hash.digest('hex').slice(0, 32)
}

export async function readSnapshot(key: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(join(CACHE_DIR, `${key}.tar.gz`))])
  } catch {
    return null
  }
}

/** Written to a temporary name and renamed, so that parallel test workers never read half a file. */
export async function writeSnapshot(dump: () => Promise<Blob>, key: string): Promise<void> {
  try {
    await mkdir(CACHE_DIR, { recursive: true })
    const data = await dump()
    const temporary = join(CACHE_DIR, `${key}.${randomUUID()}.tmp`)
    await writeFile(temporary, Buffer.from(await data.arrayBuffer()))
    await rename(temporary, join(CACHE_DIR, `${key}.tar.gz`))
    await pruneSnapshots()
  } catch (error) {
    console.warn(`local stack: could not cache the database snapshot (${(error as Error).message})`)
  }
}

async function pruneSnapshots() {
  for (const name of await readdir(CACHE_DIR)) {
    const path = join(CACHE_DIR, name)
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }))
    if (Date.now() - mtimeMs > MAX_AGE_MS) await rm(path, { force: true })
  }
}
