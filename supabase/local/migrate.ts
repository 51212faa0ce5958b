import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { hashPassword, insertUser } from './auth-users.ts'
import type { SqlEngine } from './db.ts'

export const DEMO_ADMIN = { email: 'admin@rivieravillas.com', password: 'riviera-admin-2026' }

const PLATFORM_SQL = new URL('./platform.sql', import.meta.url)
/** Version 6 of the platform: Auth's multi-factor tables (also an in-place upgrade from 5). */
const PLATFORM_MFA_SQL = new URL('./platform-mfa.sql', import.meta.url)

/** Migrations and the seed run as `postgres`, which on hosted is not a superuser, with its
 *  search_path; the platform itself runs as the bootstrap superuser. */
export const AS_MIGRATOR = `set local role postgres; set local search_path = "$user", public, extensions;`

/** Bookkeeping like the Supabase CLI's: which migrations ran, and whether the seed already did. */
const BOOKKEEPING_SQL = `
  create schema supabase_migrations;
  create table supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    statements text[]
  );
  create table supabase_migrations.seed_files (path text primary key, hash text not null);
  create table local_stack.bootstrap (step text primary key, done_at timestamptz default now());
`

export interface MigrateReport {
  platform: boolean
  migrations: string[]
  seeded: boolean
  demoAdmin: boolean
}

/** A failed platform, migration or seed file, with the Postgres SQLSTATE when there is one. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

async function wrap<T>(file: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    const { message, code } = error as { message: string; code?: unknown }
    throw new MigrationError(`${file}: ${message}`, typeof code === 'string' ? code : undefined)
  }
}

/** The platform (Auth, Storage, vault, cron, net… as hosted ships them) and the bookkeeping. */
export async function applyPlatform(pg: SqlEngine): Promise<void> {
  const sql = await readFile(PLATFORM_SQL, 'utf8')
  const mfa = await readFile(PLATFORM_MFA_SQL, 'utf8')
  await wrap('supabase/local/platform.sql', () =>
    pg.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.exec(mfa)
      await tx.exec(BOOKKEEPING_SQL)
    }),
  )
}

/** Platform (first start only), then new migrations in name order, then seed + demo admin once. */
export async function migrate(pg: SqlEngine, workdir: string): Promise<MigrateReport> {
  const report: MigrateReport = { platform: false, migrations: [], seeded: false, demoAdmin: false }
  const { rows } = await pg.query<{ ready: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  )
  if (rows[0]!.ready) {
    await checkPlatformVersion(pg)
  } else {
    await applyPlatform(pg)
    report.platform = true
  }

  const dir = join(workdir, 'supabase', 'migrations')
  const files = existsSync(dir)
    ? (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
    : []
  const { rows: applied } = await pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const done = new Set(applied.map((row) => row.version))
  for (const file of files) {
    const match = /^([0-9]+)_(.*)\.sql$/.exec(file)
    const version = match ? match[1]! : file
    if (done.has(version)) continue
    const sql = await readFile(join(dir, file), 'utf8')
    await wrap(`supabase/migrations/${file}`, () =>
      pg.transaction(async (tx) => {
        await tx.exec(AS_MIGRATOR)
        await tx.exec(sql)
        await tx.exec('reset role')
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, match ? match[2]! : file],
        )
      }),
    )
    report.migrations.push(file)
  }

  if (!(await stepDone(pg, 'seed'))) {
    const seedPath = join(workdir, 'supabase', 'seed.sql')
    const seed = existsSync(seedPath) ? await readFile(seedPath, 'utf8') : null
    await wrap('supabase/seed.sql', () =>
      pg.transaction(async (tx) => {
        if (seed !== null) {
          await tx.exec(AS_MIGRATOR)
          await tx.exec(seed)
          await tx.exec('reset role')
        }
        await tx.query(`insert into local_stack.bootstrap (step) values ('seed')`)
      }),
    )
    report.seeded = seed !== null
  }

  if (!(await stepDone(pg, 'demo_admin'))) {
    await createDemoAdmin(pg)
    report.demoAdmin = true
  }
  return report
}

/** Bumped whenever platform.sql changes what an existing database would need. */
const PLATFORM_VERSION = 6

async function platformVersion(pg: SqlEngine): Promise<number | null> {
  const { rows: marker } = await pg.query<{ present: boolean }>(
    `select to_regclass('local_stack.platform') is not null as present`,
  )
  if (!marker[0]?.present) return null
  const { rows } = await pg.query<{ version: number | null }>(
    'select max(version) as version from local_stack.platform',
  )
  return rows[0]?.version ?? null
}

async function checkPlatformVersion(pg: SqlEngine) {
  let version = await platformVersion(pg)
  if (version === 5) {
    // Version 6 only adds Auth's multi-factor tables: upgraded in place, the data kept.
    const mfa = await readFile(PLATFORM_MFA_SQL, 'utf8')
    await wrap('supabase/local/platform-mfa.sql', () => pg.transaction((tx) => tx.exec(mfa)))
    version = await platformVersion(pg)
  }
  if (version !== PLATFORM_VERSION) {
    throw new MigrationError(
      'supabase/local/platform.sql: this local database was built by an older local stack ' +
        '(its platform schema has changed since). Run `npm run db:reset` to rebuild it.',
    )
  }
}

async function stepDone(pg: SqlEngine, step: string): Promise<boolean> {
  const { rows } = await pg.query('select 1 from local_stack.bootstrap where step = $1', [step])
  return rows.length > 0
}

async function createDemoAdmin(pg: SqlEngine) {
  const hash = await hashPassword(DEMO_ADMIN.password)
  await pg.transaction(async (tx) => {
    const { rows: existing } = await tx.query<{ id: string }>(
      'select id from auth.users where lower(email) = $1',
      [DEMO_ADMIN.email],
    )
    const id =
      existing[0]?.id ??
      (await insertUser(tx, { email: DEMO_ADMIN.email, emailConfirm: true }, hash)).id
    const { rows } = await tx.query<{ present: boolean }>(
      `select to_regclass('public.user_roles') is not null as present`,
    )
    if (rows[0]!.present) {
      await tx.query(
        `insert into public.user_roles (user_id, role)
         select $1, 'admin' where not exists (select 1 from public.user_roles where user_id = $1)`,
        [id],
      )
    }
    await tx.query(`insert into local_stack.bootstrap (step) values ('demo_admin')`)
  })
}
