import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import pg from 'pg'

/** What the stack needs of a database connection: one statement with parameters, or a script. */
export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>
  exec(sql: string): Promise<unknown>
}

/** A database engine: PGlite in-process, or a real PostgreSQL server. */
export interface SqlEngine extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves to the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Who is calling, as PostgREST would put it in the transaction: the JWT role and its claims. */
export interface RequestIdentity {
  role: string
  claims: Record<string, unknown>
  method?: string
  path?: string
  headers?: Record<string, string>
}

export type RunAs = <T>(
  identity: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  options?: { readOnly?: boolean },
) => Promise<T>

export interface LocalDb {
  /** The engine, connected as the platform superuser (`supabase_admin`), as the services are. */
  pg: SqlEngine
  /** One transaction per request, as the real services do: role and claims set locally, rolled back on throw. */
  runAs: RunAs
  /** PGlite only: the whole data directory, for the start-up snapshot. */
  dump?: () => Promise<Blob>
  /** PGlite only: the instance itself (`npm run db:types` serves it over a socket). */
  pglite?: PGlite
  close(): Promise<void>
}

/** Hosted's bootstrap superuser; `postgres` is an ordinary role that runs the migrations. */
export const SUPERUSER = 'supabase_admin'

/** The contrib extensions every Supabase project can create in schema `extensions`. */
const PGLITE_EXTENSIONS = { btree_gist, citext, pg_trgm, pgcrypto, unaccent, uuid_ossp }

/**
 * Opens the embedded Postgres: in memory (`dataDir` undefined) or persisted in a folder.
 * `loadDataDir` starts a fresh database from a dumped snapshot instead of running initdb.
 * initdb names the bootstrap superuser `supabase_admin`, as on hosted Supabase.
 */
export async function openPglite(
  dataDir?: string,
  init: { loadDataDir?: Blob } = {},
): Promise<LocalDb> {
  const lite = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: PGLITE_EXTENSIONS,
    initDbStartParams: ['-U', SUPERUSER],
    ...(init.loadDataDir ? { loadDataDir: init.loadDataDir } : {}),
  })
  const engine: SqlEngine = {
    kind: 'pglite',
    query: (sql, params) => lite.query(sql, params),
    exec: (sql) => lite.exec(sql),
    transaction: (fn) => lite.transaction(fn),
    listen: async (channel, onPayload) => {
      const stop = await lite.listen(channel, onPayload)
      return async () => stop()
    },
    close: () => lite.close(),
  }
  return {
    pg: engine,
    runAs: runAsOn(engine),
    pglite: lite,
    // A checkpoint first: the copy then needs no WAL replay, which would advance every sequence
    // by its pre-logged values (a fresh start would hand out ids ~32 higher than a migrated one).
    dump: async () => {
      await lite.exec('checkpoint')
      return lite.dumpDataDir('gzip')
    },
    close: () => lite.close(),
  }
}

// Values as PGlite returns them, so both engines hand the stack the same JavaScript types.
const parseDate = (value: string) => new Date(value) // date: midnight UTC
const SCALARS: Record<number, (value: string) => unknown> = {
  20: Number, // int8
  1082: parseDate,
  1114: (value) => new Date(`${value.replace(' ', 'T')}Z`), // timestamp, read as UTC
}
// Arrays pg leaves as '{…}' text: name[], oid[], the number arrays, date[], json[], jsonb[].
const ARRAYS: Record<number, (value: string) => unknown> = {
  1003: String,
  1028: Number,
  1005: Number,
  1007: Number,
  1016: Number,
  1021: Number,
  1022: Number,
  1182: parseDate,
  199: (value) => JSON.parse(value),
  3807: (value) => JSON.parse(value),
}
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const scalar = SCALARS[oid]
    if (scalar) return scalar
    const element = ARRAYS[oid]
    if (element) {
      return (value: string) =>
        (pg.types as unknown as ArrayParserHost).arrayParser.create(value, element).parse()
    }
    return pg.types.getTypeParser(oid, format)
  },
} as pg.CustomTypesConfig

interface ArrayParserHost {
  arrayParser: {
    create(source: string, transform: (value: string) => unknown): { parse(): unknown[] }
  }
}

/**
 * A real PostgreSQL server. `url` must connect as a superuser that is not `postgres` (hosted's
 * `supabase_admin`). With `fresh`, the stack gets a database of its own, created in that cluster
 * and dropped on close; otherwise it uses the URL's database as it is.
 */
export async function openPostgres(url: string, options: { fresh?: boolean } = {}) {
  const admin = new pg.Client({ connectionString: url, types })
  await admin.connect()
  let database: string | null = null
  try {
    const { rows } = await admin.query<{ super: boolean; name: string }>(
      `select rolsuper as super, current_user as name from pg_roles where rolname = current_user`,
    )
    if (!rows[0]?.super || rows[0].name === 'postgres') {
      throw new Error(
        `--db-url must connect as a superuser other than "postgres" (hosted's ${SUPERUSER}; ` +
          `create the cluster with: initdb -U ${SUPERUSER}); it connects as "${rows[0]?.name}".`,
      )
    }
    if (options.fresh) {
      database = `local_stack_${randomUUID().replaceAll('-', '').slice(0, 16)}`
      await admin.query(`create database ${database}`)
    }
  } finally {
    await admin.end()
  }
  const target = new URL(url)
  if (database) target.pathname = `/${database}`
  const pool = new pg.Pool({
    connectionString: target.toString(),
    types,
    max: 8,
    // Hosted Supabase runs in UTC; the stack's date arithmetic assumes it.
    options: '-c TimeZone=UTC',
  })
  pool.on('error', () => {}) // an idle client lost with the server: the next query reports it
  const listeners = new Set<pg.Client>()

  const engine: SqlEngine = {
    kind: 'postgres',
    query: async (sql, params) => {
      const result = await pool.query(sql, params as unknown[])
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 }
    },
    exec: (sql) => pool.query(sql),
    async transaction(fn) {
      const client = await pool.connect()
      const tx: Queryable = {
        query: async (sql, params) => {
          const result = await client.query(sql, params as unknown[])
          return { rows: result.rows, affectedRows: result.rowCount ?? 0 }
        },
        exec: (sql) => client.query(sql),
      }
      try {
        await client.query('begin')
        const value = await fn(tx)
        await client.query('commit')
        return value
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: target.toString(), types })
      await client.connect()
      client.on('notification', (message) => onPayload(message.payload ?? ''))
      client.on('error', () => {}) // the server went away: nothing more to hear
      await client.query(`listen "${channel.replaceAll('"', '""')}"`)
      listeners.add(client)
      return async () => {
        listeners.delete(client)
        await client.end().catch(() => {})
      }
    },
    async close() {
      for (const client of listeners) await client.end().catch(() => {})
      listeners.clear()
      await pool.end()
      if (!database) return
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      try {
        await cleanup.query(`drop database if exists ${database} with (force)`)
      } finally {
        await cleanup.end()
      }
    },
  }
  return { pg: engine, runAs: runAsOn(engine), close: () => engine.close() } satisfies LocalDb
}

/** PostgREST's transaction preamble: the role's own settings (statement_timeout…), then role,
 *  claims and request details, all transaction-local (PreQuery.hs txVarQuery). */
function runAsOn(engine: SqlEngine): RunAs {
  let settings: Promise<Map<string, [string, string][]>> | null = null
  return async (identity, fn, options) => {
    settings ??= readRoleSettings(engine)
    const forRole = (await settings).get(identity.role) ?? []
    return engine.transaction(async (tx) => {
      if (options?.readOnly) await tx.exec('set transaction read only')
      // One statement, as PostgREST's: the role's settings first, then role, claims and request.
      const roleSettings = forRole.map((_, i) => `set_config($${6 + 2 * i}, $${7 + 2 * i}, true)`)
      await tx.query(
        `select ${[
          ...roleSettings,
          `set_config('role', $1, true)`,
          `set_config('request.jwt.claims', $2, true)`,
          `set_config('request.method', $3, true)`,
          `set_config('request.path', $4, true)`,
          `set_config('request.headers', $5, true)`,
        ].join(', ')}`,
        [
          identity.role,
          JSON.stringify(identity.claims),
          identity.method ?? '',
          identity.path ?? '',
          JSON.stringify(identity.headers ?? {}),
          ...forRole.flat(),
        ],
      )
      return fn(tx)
    })
  }
}

/**
 * The settings PostgREST would apply per role: authenticator's own (its connection role), then
 * the impersonated role's, for parameters a user may set (statement_timeout = 3s for anon…).
 */
async function readRoleSettings(engine: SqlEngine): Promise<Map<string, [string, string][]>> {
  const { rows } = await engine.query<{ role: string; name: string; value: string }>(`
    select r.rolname as role, split_part(kv, '=', 1) as name, substr(kv, strpos(kv, '=') + 1) as value
    from pg_db_role_setting s
    join pg_roles r on r.oid = s.setrole
    cross join lateral unnest(s.setconfig) as kv
    join pg_settings p on p.name = split_part(kv, '=', 1) and p.context = 'user'
    where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and r.rolname in ('authenticator', 'anon', 'authenticated', 'service_role')`)
  const own = (role: string) =>
    rows.filter((row) => row.role === role).map((row): [string, string] => [row.name, row.value])
  const result = new Map<string, [string, string][]>()
  for (const role of ['anon', 'authenticated', 'service_role']) {
    const merged = new Map([...own('authenticator'), ...own(role)])
    result.set(role, [...merged])
  }
  return result
}

/** `db:reset` on a real server: the URL's database is dropped and created empty again. */
export async function resetPostgres(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres'
  if (name === 'postgres') {
    throw new Error('--reset with --db-url needs a database of its own, not "postgres"')
  }
  target.pathname = '/postgres'
  const client = new pg.Client({ connectionString: target.toString() })
  await client.connect()
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`
    await client.query(`drop database if exists ${quoted} with (force)`)
    await client.query(`create database ${quoted}`)
  } finally {
    await client.end()
  }
}
