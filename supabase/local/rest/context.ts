import type { LocalDb, Queryable, RequestIdentity } from '../db.ts'
import { notSingular, RestError } from './errors.ts'
import { responseTooLarge } from './limits.ts'
import { contentRange, type Prefer } from './response.ts'
import type { SchemaCache } from './schema-cache.ts'
import type { RestRequest } from './types.ts'

/** Everything one request's handlers need. */
export interface RequestContext {
  db: LocalDb
  /** [api] max_rows of config.toml: the most rows a read or a set-returning call answers. */
  maxRows: number
  /** The largest response body the stack sends (the limits module's bound). */
  maxResponseBytes: number
  cache: SchemaCache
  req: RestRequest
  /** The caller plus request.method/path/headers, as PostgREST sets them. */
  identity: RequestIdentity
  prefer: Prefer
  shape: 'object' | 'array'
  head: boolean
}

export interface Outcome {
  total: number | null
  pageTotal: number
  body: string | null
  inserted: number | null
}

interface OutcomeRow {
  total: number | null
  page_total: number
  body: string | null
  inserted?: number | null
}

/** SQL for the response body of `pgrst_source`: an array, or the single row for object Accept. */
export function bodySql(shape: 'object' | 'array', head: boolean, row = '_postgrest_t'): string {
  if (head) return 'null::text'
  if (shape === 'object') return `case when count(*) = 1 then (json_agg(${row})->0)::text end`
  return `coalesce(json_agg(${row}), '[]')::text`
}

/** PostgREST's transaction-local search_path: the exposed schema plus db-extra-search-path. */
export async function setSearchPath(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('search_path', 'public, extensions', true)`)
}

/** Runs the one statement of a request and applies PostgREST's single-object rule inside the tx. */
export async function runOutcome(
  tx: Queryable,
  ctx: RequestContext,
  sql: string,
  params: (string | null)[],
): Promise<Outcome> {
  await setSearchPath(tx)
  const { rows } = await tx.query<OutcomeRow>(sql, params)
  const row = rows[0]
  const outcome: Outcome = {
    total: row.total,
    pageTotal: row.page_total,
    body: row.body,
    inserted: row.inserted ?? null,
  }
  // Throwing here rolls the transaction back, mutations included (MainTx.hs failNotSingular).
  if (ctx.shape === 'object' && outcome.pageTotal !== 1) throw notSingular(outcome.pageTotal)
  if (outcome.body && Buffer.byteLength(outcome.body) > ctx.maxResponseBytes) {
    throw responseTooLarge(ctx.maxResponseBytes)
  }
  return outcome
}

/** Status and Content-Range of a read (RangeQuery.hs rangeStatus). */
export function readStatus(offset: number, outcome: Outcome): { status: number; range: string } {
  const { total, pageTotal } = outcome
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  }
  const status = total !== null && pageTotal < total ? 206 : 200
  return { status, range: contentRange(offset, pageTotal, total) }
}
