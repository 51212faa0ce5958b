import { buildRead, SelectBuilder } from './build-select.ts'
import { bodySql, type RequestContext, readStatus, runOutcome } from './context.ts'
import type { ParsedQuery } from './parse-query.ts'
import { jsonResponse, OBJECT_TYPE } from './response.ts'
import type { Table } from './schema-cache.ts'
import { Aliases, ident, Params, qualified } from './sql.ts'
import type { RestResponse } from './types.ts'

/** GET/HEAD on a table or view: one read-only statement, JSON built in SQL. */
export async function readTable(
  ctx: RequestContext,
  table: Table,
  query: ParsedQuery,
): Promise<RestResponse> {
  const params = new Params()
  const builder = new SelectBuilder(ctx.cache, params, new Aliases(), query)
  const alias = ident(table.name)
  const parts = buildRead(builder, table, qualified(table.name), alias, query.select, ctx.maxRows)
  const total = ctx.prefer.count ? `(${parts.count})::int` : 'null::int'
  const sql = `with pgrst_source as (${parts.rows})
    select ${total} as total, count(*)::int as page_total, ${bodySql(ctx.shape, ctx.head)} as body
    from pgrst_source as _postgrest_t`
  const outcome = await ctx.db.runAs(
    ctx.identity,
    (tx) => runOutcome(tx, ctx, sql, params.values),
    {
      readOnly: true,
    },
  )
  const { status, range } = readStatus(query.scopes.get('')?.offset ?? 0, outcome)
  return jsonResponse(status, ctx.head ? null : outcome.body, {
    'content-range': range,
    'content-type': ctx.shape === 'object' ? OBJECT_TYPE : undefined,
  })
}
