// `npm run db:types`: what `supabase gen types typescript --local` writes, without Docker or an
// installed PostgreSQL. The schema is built in PGlite exactly as the local stack builds it
// (platform.sql, then supabase/migrations/*.sql in name order; no seed: types depend on the
// migrations only), served over the Postgres wire protocol by @electric-sql/pglite-socket, and
// read by Supabase's own generator, @supabase/postgres-meta with PG_META_GENERATE_TYPES=typescript
// and the environment the CLI gives it. The one output goes to the app and to the Edge Functions.
// `npm run db:types:check`: fails when either committed file differs from a fresh generation.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { openPglite, SUPERUSER } from '../supabase/local/db.ts'
import { migrate } from '../supabase/local/migrate.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
/** The app's types, and the Edge Functions' copy (Deno imports it by relative path). */
export const TYPES_FILES = [
  'src/types/database.types.ts',
  'supabase/functions/_shared/database.types.ts',
]
/** PostgREST of the Supabase CLI's local stack (wire-contract.md pins v14.12); the CLI passes it. */
const POSTGREST_VERSION = '14.12'

/** Runs postgres-meta's type generator against `dbUrl`, as `supabase gen types` runs its image. */
function runPostgresMeta(dbUrl: string): Promise<string> {
  const require = createRequire(import.meta.url)
  const server = join(
    dirname(require.resolve('@supabase/postgres-meta/package.json')),
    'dist/server/server.js',
  )
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PG_META_DB_URL: dbUrl,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      PG_META_POSTGREST_VERSION: POSTGREST_VERSION,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`postgres-meta exited with ${code}:\n${err}`)),
    )
  })
}

/** The generated `Database` types for schema `public` of the migrations in `root`. */
export async function generateDatabaseTypes(root = repoRoot): Promise<string> {
  const workdir = await mkdtemp(join(tmpdir(), 'riviera-typegen-'))
  const db = await openPglite()
  let server: PGLiteSocketServer | undefined
  try {
    await mkdir(join(workdir, 'supabase'))
    await symlink(join(root, 'supabase', 'migrations'), join(workdir, 'supabase', 'migrations'))
    await migrate(db.pg, workdir)
    server = new PGLiteSocketServer({ db: db.pglite!, host: '127.0.0.1', port: 0 })
    await server.start()
    const [host, port] = server.getServerConn().split(':')
    return await runPostgresMeta(`postgresql://${SUPERUSER}@${host}:${port}/postgres`)
  } finally {
    await server?.stop()
    await db.close()
    await rm(workdir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await generateDatabaseTypes()
  if (process.argv.includes('--check')) {
    const stale: string[] = []
    for (const file of TYPES_FILES) {
      const target = join(repoRoot, file)
      const committed = existsSync(target) ? await readFile(target, 'utf8') : null
      if (committed !== types) stale.push(file)
    }
    if (stale.length) {
      console.error(
        `${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run npm run db:types`,
      )
      process.exit(1)
    }
    console.log(`${TYPES_FILES.join(' and ')} are up to date`)
  } else {
    for (const file of TYPES_FILES) {
      const target = join(repoRoot, file)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, types)
      console.log(`wrote ${file}`)
    }
  }
}
