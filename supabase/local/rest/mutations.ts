import { SelectBuilder } from './build-select.ts'
import { bodySql, type Outcome, type RequestContext, runOutcome } from './context.ts'
import { invalidJson, RestError, unknownBodyColumn } from './errors.ts'
import type { ParsedQuery } from './parse-query.ts'
import { contentRange, jsonResponse, OBJECT_TYPE, preferenceApplied } from './response.ts'
import type { Table } from './schema-cache.ts'
import { Aliases, ident, literal, Params, qualified } from './sql.ts'
import type { RestResponse } from './types.ts'

type Row = Record<string, unknown>

function parseBody(ctx: RequestContext): unknown {
  const text = ctx.req.body.toString('utf8')
  if (text.trim() === '') throw invalidJson()
  try {
    return JSON.parse(text)
  } catch (e) {
    throw invalidJson(e instanceof Error ? e.message : null)
  }
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)

function checkColumns(table: Table, columns: string[]): void {
  for (const c of columns) if (!table.columns.has(c)) throw unknownBodyColumn(c, table.name)
}

/** Which columns an insert writes (PostgREST: `columns` param, else the payload's keys). */
function insertColumns(table: Table, payload: Row[], query: ParsedQuery): string[] {
  if (query.columns) {
    checkColumns(table, query.columns)
    return query.columns
  }
  const first = Object.keys(payload[0] ?? {})
  for (const row of payload.slice(1)) {
    const keys = Object.keys(row)
    if (keys.length !== first.length || keys.some((k) => !first.includes(k))) {
      throw invalidJson('All object keys must match')
    }
  }
  checkColumns(table, first)
  return first
}

/**
 * Wraps a data-modifying statement (with RETURNING) the PostgREST way: the rows it returns become
 * `pgrst_source`, and the requested representation is selected from them with embeds.
 */
async function runMutation(
  ctx: RequestContext,
  table: Table,
  query: ParsedQuery,
  params: Params,
  builder: SelectBuilder,
  mutationSql: string,
  withInserted: boolean,
): Promise<Outcome> {
  const representation = ctx.prefer.return === 'representation'
  const inserted = withInserted
    ? '(select count(*) from pgrst_source where pgrst_inserted)::int'
    : 'null::int'
  let sql: string
  if (representation) {
    const alias = ident(table.name)
    const list = builder.selectList(table, alias, query.select, '')
    builder.checkScopes()
    sql = `with pgrst_source as (${mutationSql})
      select null::int as total, count(*)::int as page_total, ${inserted} as inserted,
             ${bodySql(ctx.shape, false)} as body
      from (select ${list.join(', ')} from pgrst_source as ${alias}) _postgrest_t`
  } else {
    builder.checkScopes()
    sql = `with pgrst_source as (${mutationSql})
      select null::int as total, count(*)::int as page_total, ${inserted} as inserted, null::text as body
      from pgrst_source`
  }
  return ctx.db.runAs(ctx.identity, (tx) => runOutcome(tx, ctx, sql, params.values))
}

function returning(ctx: RequestContext, alias: string, inserted: boolean): string {
  const flag = inserted ? `(${alias}.xmax = 0) as pgrst_inserted` : ''
  // RETURNING 1 without a representation, so a plain insert needs no SELECT policy (SqlFragment.hs).
  if (ctx.prefer.return !== 'representation') return flag || '1'
  return flag ? `${alias}.*, ${flag}` : `${alias}.*`
}

function respond(
  ctx: RequestContext,
  status: number,
  outcome: Outcome,
  range: string,
  applied: string | undefined,
): RestResponse {
  const representation = ctx.prefer.return === 'representation'
  return jsonResponse(status, representation ? outcome.body : null, {
    'content-range': range,
    'preference-applied': applied,
    'content-type': representation && ctx.shape === 'object' ? OBJECT_TYPE : undefined,
  })
}

/** PATCH/DELETE: 200 with a representation, else 204 (Response.hs). */
const changedStatus = (ctx: RequestContext): number =>
  ctx.prefer.return === 'representation' ? 200 : 204

function rejectLimits(query: ParsedQuery): void {
  const top = query.scopes.get('')
  if (top?.limit !== undefined || top?.offset !== undefined) {
    throw new RestError(
      400,
      'PGRST100',
      'limit/offset on insert, update or delete is not supported',
    )
  }
}

/** POST: insert one or many rows, or upsert with `Prefer: resolution=…`. */
export async function insertRows(
  ctx: RequestContext,
  table: Table,
  query: ParsedQuery,
): Promise<RestResponse> {
  rejectLimits(query)
  const body = parseBody(ctx)
  const payload = Array.isArray(body) ? body : [body]
  if (!payload.every(isRow)) throw invalidJson()
  const columns = insertColumns(table, payload, query)
  const params = new Params()
  const builder = new SelectBuilder(ctx.cache, params, new Aliases(), query)
  const alias = ident(table.name)
  const target = qualified(table.name)
  const json = params.add(JSON.stringify(payload))
  const useDefaults = ctx.prefer.missing === 'default'

  const values = columns.map((c) => {
    const col = table.columns.get(c)!
    const value = `_r.${ident(c)}`
    // missing=default: an absent key takes the column DEFAULT instead of NULL.
    const fallback =
      col.defaultSql ??
      (col.identity ? `nextval(pg_get_serial_sequence(${literal(target)}, ${literal(c)}))` : null)
    if (!useDefaults || !fallback) return value
    return `case when _j.obj ? ${literal(c)} then ${value} else ${fallback} end`
  })
  const source = `from jsonb_array_elements(${json}::jsonb) with ordinality as _j(obj, ord)
    cross join lateral jsonb_populate_record(null::${target}, _j.obj) as _r order by _j.ord`

  let conflict = ''
  const resolution = ctx.prefer.resolution
  if (resolution) {
    const keys = query.onConflict ?? table.primaryKey
    checkColumns(table, keys)
    if (keys.length === 0) {
      throw new RestError(
        400,
        'PGRST100',
        `on_conflict is required: '${table.name}' has no primary key`,
      )
    }
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`)
    conflict =
      resolution === 'merge-duplicates' && updates.length
        ? ` on conflict (${keys.map(ident).join(', ')}) do update set ${updates.join(', ')}`
        : ` on conflict (${keys.map(ident).join(', ')}) do nothing`
  }
  const merge = resolution === 'merge-duplicates'
  const insert = columns.length
    ? `insert into ${target} as ${alias} (${columns.map(ident).join(', ')}) select ${values.join(', ')} ${source}`
    : `insert into ${target} as ${alias} select ${source}`
  const sql = `${insert}${conflict} returning ${returning(ctx, alias, merge)}`

  const outcome = await runMutation(ctx, table, query, params, builder, sql, merge)
  // Upsert answers 200 when every row already existed (nothing newly inserted).
  const status = merge && payload.length > 0 && outcome.inserted === 0 ? 200 : 201
  const range = contentRange(1, 0, ctx.prefer.count ? outcome.pageTotal : null)
  const applied = preferenceApplied(ctx.prefer, ['return', 'resolution', 'missing', 'count'])
  return respond(ctx, status, outcome, range, applied)
}

function whereSql(builder: SelectBuilder, table: Table, alias: string, query: ParsedQuery): string {
  const parts = builder.where(table, alias, query.select, '')
  return parts.length ? ` where ${parts.join(' and ')}` : ''
}

/** PATCH: update the rows the filters match; RLS-hidden rows are simply not matched. */
export async function updateRows(
  ctx: RequestContext,
  table: Table,
  query: ParsedQuery,
): Promise<RestResponse> {
  rejectLimits(query)
  const body = parseBody(ctx)
  if (!isRow(body)) throw invalidJson()
  const columns = Object.keys(body)
  checkColumns(table, columns)
  const params = new Params()
  const builder = new SelectBuilder(ctx.cache, params, new Aliases(), query)
  const alias = ident(table.name)
  const target = qualified(table.name)
  const where = whereSql(builder, table, alias, query)
  // An empty object updates nothing (PostgREST answers as if no row matched).
  const sql = columns.length
    ? `update ${target} as ${alias} set ${columns.map((c) => `${ident(c)} = _r.${ident(c)}`).join(', ')}
       from jsonb_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::jsonb) as _r
       ${where} returning ${returning(ctx, alias, false)}`
    : `select ${alias}.* from ${target} as ${alias} where false`
  const outcome = await runMutation(ctx, table, query, params, builder, sql, false)
  const n = outcome.pageTotal
  const range = contentRange(0, n, ctx.prefer.count ? n : null)
  return respond(
    ctx,
    changedStatus(ctx),
    outcome,
    range,
    preferenceApplied(ctx.prefer, ['return', 'count']),
  )
}

/** DELETE: remove the rows the filters match. */
export async function deleteRows(
  ctx: RequestContext,
  table: Table,
  query: ParsedQuery,
): Promise<RestResponse> {
  rejectLimits(query)
  const params = new Params()
  const builder = new SelectBuilder(ctx.cache, params, new Aliases(), query)
  const alias = ident(table.name)
  const target = qualified(table.name)
  const sql = `delete from ${target} as ${alias}${whereSql(builder, table, alias, query)}
    returning ${returning(ctx, alias, false)}`
  const outcome = await runMutation(ctx, table, query, params, builder, sql, false)
  const range = contentRange(1, 0, ctx.prefer.count ? outcome.pageTotal : null)
  return respond(
    ctx,
    changedStatus(ctx),
    outcome,
    range,
    preferenceApplied(ctx.prefer, ['return', 'count']),
  )
}
