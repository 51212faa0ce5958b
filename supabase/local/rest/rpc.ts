import { buildRead, type Source, SelectBuilder } from './build-select.ts'
import { bodySql, type RequestContext, readStatus, runOutcome, setSearchPath } from './context.ts'
import { invalidJson, RestError } from './errors.ts'
import { parseQuery, queryPairs } from './parse-query.ts'
import { jsonResponse, OBJECT_TYPE } from './response.ts'
import type { DbFunction } from './schema-cache.ts'
import { Aliases, ident, Params, qualified } from './sql.ts'
import type { RestResponse } from './types.ts'
import { checkArgumentSizes, checkLimits } from './limits.ts'

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'columns',
  'on_conflict',
])

const notFound = (name: string, keys: string[]): RestError => {
  const list = [...keys].sort().join(', ')
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name}${
      keys.length ? ` with parameters ${list}` : ' without parameters'
    } or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  )
}

/** Picks the overload whose named arguments fit the given keys (PostgREST matches by name). */
function chooseFunction(
  candidates: DbFunction[],
  keys: string[],
  exact: boolean,
): DbFunction | undefined {
  const fits = candidates.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name))
    const required = fn.args.filter((a) => !a.hasDefault).every((a) => keys.includes(a.name))
    return required && (!exact || keys.every((k) => names.has(k)))
  })
  const score = (fn: DbFunction) => fn.args.filter((a) => keys.includes(a.name)).length
  return fits.sort((a, b) => score(b) - score(a))[0]
}

function postArgs(ctx: RequestContext): Record<string, unknown> {
  const text = ctx.req.body.toString('utf8')
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (e) {
    throw invalidJson(e instanceof Error ? e.message : null)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidJson()
  return body as Record<string, unknown>
}

/** `/rpc/<fn>`: POST with a JSON object of named args, or GET/HEAD with args in the query. */
export async function callFunction(
  ctx: RequestContext,
  name: string,
  candidates: DbFunction[],
): Promise<RestResponse> {
  const isGet = ctx.req.method === 'GET' || ctx.req.method === 'HEAD'
  let fn: DbFunction | undefined
  let args: Record<string, unknown>
  let query
  if (isGet) {
    const keys = queryPairs(ctx.req.search)
      .map(([k]) => k)
      .filter((k) => !RESERVED.has(k) && !k.includes('.'))
    fn = chooseFunction(candidates, keys, false)
    if (!fn) throw notFound(name, keys)
    query = parseQuery(ctx.req.search, new Set(fn.args.map((a) => a.name)))
    args = query.args
  } else {
    args = postArgs(ctx)
    checkArgumentSizes(args)
    fn = chooseFunction(candidates, Object.keys(args), true)
    if (!fn) throw notFound(name, Object.keys(args))
    query = parseQuery(ctx.req.search)
  }
  checkLimits(query, ctx.db.pg.kind)

  const params = new Params()
  const given = fn.args.filter((a) => a.name in args)
  // Arguments go through json_to_record so Postgres converts JSON values to the declared types.
  const argsFrom = given.length
    ? `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${given
        .map((a) => `${ident(a.name)} ${a.type}`)
        .join(', ')}) cross join lateral `
    : ''
  const call = `${qualified(fn.name)}(${given
    .map((a) => `${ident(a.name)} => _args.${ident(a.name)}`)
    .join(', ')})`
  const readOnly = isGet || fn.volatility !== 'v'
  const top = query.scopes.get('') ?? { filters: [], order: [] }
  const offset = top.offset ?? 0

  if (fn.kind === 'void') {
    const sql = `select 1 from ${argsFrom}${call} as pgrst_call`
    await ctx.db.runAs(
      ctx.identity,
      async (tx) => {
        await setSearchPath(tx)
        await tx.query(sql, params.values)
      },
      { readOnly },
    )
    return { status: 204, headers: { 'content-range': '*/*' }, body: null }
  }

  let sql: string
  if (fn.kind === 'scalar') {
    // Scalar results are filtered and ordered through a column named like the function.
    const column = {
      name: fn.name,
      type: fn.returnType,
      nullable: true,
      defaultSql: null,
      identity: false,
      generated: false,
    }
    const source: Source = {
      name: fn.name,
      columns: new Map([[fn.name, column]]),
      relationships: [],
    }
    const builder = new SelectBuilder(ctx.cache, params, new Aliases(), query)
    const alias = ident(fn.name)
    const whereParts = builder.where(source, alias, [], '')
    builder.checkScopes()
    const where = whereParts.length ? ` where ${whereParts.join(' and ')}` : ''
    const rows = `select ${alias}.${ident(fn.name)} as pgrst_scalar from pgrst_call_result as ${alias}${where}`
    const page = `${builder.orderSql(source, alias, top.order)}${builder.pageSql(top, fn.returnsSet ? ctx.maxRows : undefined)}`
    const total = ctx.prefer.count
      ? `(select count(*) from pgrst_call_result as ${alias}${where})::int`
      : 'null::int'
    const body = ctx.head
      ? 'null::text'
      : fn.returnsSet
        ? `coalesce(json_agg(pgrst_scalar), '[]')::text`
        : `coalesce((json_agg(pgrst_scalar)->0)::text, 'null')`
    sql = `with pgrst_call_result as materialized (
        select pgrst_call.pgrst_scalar as ${ident(fn.name)} from ${argsFrom}${call} as pgrst_call(pgrst_scalar)),
      pgrst_source as (${rows}${page})
      select ${total} as total, count(*)::int as page_total, ${body} as body
      from pgrst_source as _postgrest_t`
  } else {
    const table = fn.table ? ctx.cache.tables.get(fn.table) : undefined
    const source: Source = {
      name: fn.name,
      columns: fn.columns,
      relationships: table?.relationships ?? [],
    }
    const builder = new SelectBuilder(ctx.cache, params, new Aliases(), query)
    const alias = ident(fn.name)
    const parts = buildRead(builder, source, 'pgrst_call_result', alias, query.select, ctx.maxRows)
    const total = ctx.prefer.count ? `(${parts.count})::int` : 'null::int'
    // A function returning one composite answers with an object, like object Accept.
    const shape = fn.returnsSet ? ctx.shape : 'object'
    sql = `with pgrst_call_result as materialized (select pgrst_call.* from ${argsFrom}${call} as pgrst_call),
      pgrst_source as (${parts.rows})
      select ${total} as total, count(*)::int as page_total, ${bodySql(shape, ctx.head)} as body
      from pgrst_source as _postgrest_t`
  }

  const outcome = await ctx.db.runAs(
    ctx.identity,
    (tx) => runOutcome(tx, ctx, sql, params.values),
    {
      readOnly,
    },
  )
  const { status, range } = readStatus(offset, outcome)
  return jsonResponse(status, ctx.head ? null : outcome.body, {
    'content-range': range,
    'content-type': ctx.shape === 'object' ? OBJECT_TYPE : undefined,
  })
}
