import { PGlite, type Transaction } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'

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
  fn: (tx: Transaction) => Promise<T>,
  options?: { readOnly?: boolean },
) => Promise<T>

export interface LocalDb {
  pg: PGlite
  /** One transaction per request, as the real services do: role and claims set locally, rolled back on throw. */
  runAs: RunAs
  close(): Promise<void>
}

/**
 * Opens the embedded Postgres: in memory (`dataDir` undefined) or persisted in a folder.
 * `loadDataDir` starts a fresh database from a dumped snapshot instead of running initdb.
 */
export async function openDb(
  dataDir?: string,
  init: { loadDataDir?: Blob } = {},
): Promise<LocalDb> {
  const pg = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { btree_gist },
    ...(init.loadDataDir ? { loadDataDir: init.loadDataDir } : {}),
  })

  const runAs: RunAs = (identity, fn, options) =>
    pg.transaction(async (tx) => {
      if (options?.readOnly) await tx.exec('set transaction read only')
      await tx.query(
        `select set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.method', $3, true),
                set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`,
        [
          identity.role,
          JSON.stringify(identity.claims),
          identity.method ?? '',
          identity.path ?? '',
          JSON.stringify(identity.headers ?? {}),
        ],
      )
      return fn(tx)
    })

  return { pg, runAs, close: () => pg.close() }
}
