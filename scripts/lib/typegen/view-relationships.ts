import type { Queryable } from '../../../supabase/local/db.ts'
import type { PgRelationship } from './introspect.ts'

// PostgREST (and so postgres-meta's typegen) lets a view take part in a foreign key when the
// view exposes the key's columns unchanged: table → view, view → table and view → view
// relationships with the same constraint name. Which view column comes from which table column
// is read off the view's parsed query (each target entry's resorigtbl / resorigcol).

interface TargetEntry {
  resno: number
  name: string
  originTable: number
  originColumn: number
}

interface ForeignKey {
  name: string
  tableId: number
  columns: number[]
  referencedTableId: number
  referencedColumns: number[]
}

type Row = Record<string, unknown>

const VIEWS_SQL = `
select c.oid::int8 as id, n.nspname as schema, c.relname as name, r.ev_action::text as action
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
where c.relkind in ('v', 'm') and n.nspname not in ('pg_catalog', 'information_schema')`

const FOREIGN_KEYS_SQL = `
select conname as name, conrelid::int8 as table_id, conkey::int4[] as columns,
       confrelid::int8 as referenced_table_id, confkey::int4[] as referenced_columns
from pg_constraint where contype = 'f' and conparentid = 0`

const COLUMN_NAMES_SQL = `
select attrelid::int8 as table_id, attnum::int4 as num, attname as name
from pg_attribute where attnum > 0 and not attisdropped and attrelid = any($1::int8[])`

/** Returns the target list of the outermost query in a `pg_node_tree` text. */
export function parseViewTargets(action: string): TargetEntry[] {
  let depth = 0
  let listStart = -1
  for (let i = 0; i < action.length; i++) {
    const ch = action[i]
    if (ch === '\\') i++
    else if (ch === '{') depth++
    else if (ch === '}') depth--
    else if (depth === 1 && action.startsWith(':targetList ', i)) {
      listStart = i + ':targetList '.length
      break
    }
  }
  if (listStart < 0) return []

  // Split the list into its top-level {TARGETENTRY ...} nodes.
  const entries: string[] = []
  depth = 0
  let nodeStart = -1
  for (let i = listStart; i < action.length; i++) {
    const ch = action[i]
    if (ch === '\\') {
      i++
    } else if (ch === '{') {
      if (depth === 0) nodeStart = i
      depth++
    } else if (ch === '}') {
      depth--
      if (depth === 0) entries.push(action.slice(nodeStart, i + 1))
    } else if (depth === 0 && (ch === ')' || ch === '<')) {
      break
    }
  }

  const fields =
    /:resno (\d+) :resname ((?:\\.|\S)+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk (\w+)/g
  return entries.flatMap((entry) => {
    // The entry's own fields follow its expression, so the last match is the entry's.
    const match = [...entry.matchAll(fields)].at(-1)
    if (!match || match[5] === 'true') return []
    return [
      {
        resno: Number(match[1]),
        name: match[2].replace(/\\(.)/g, '$1'),
        originTable: Number(match[3]),
        originColumn: Number(match[4]),
      },
    ]
  })
}

/** The relationships views get from the foreign keys of the tables they expose. */
export async function readViewRelationships(
  pg: Queryable,
  tableRelationships: PgRelationship[],
): Promise<PgRelationship[]> {
  const views = (await pg.query<Row>(VIEWS_SQL)).rows.map((r) => ({
    id: Number(r.id),
    schema: String(r.schema),
    name: String(r.name),
    targets: parseViewTargets(String(r.action)),
  }))
  if (views.length === 0) return []

  const foreignKeys: ForeignKey[] = (await pg.query<Row>(FOREIGN_KEYS_SQL)).rows.map((r) => ({
    name: String(r.name),
    tableId: Number(r.table_id),
    columns: (r.columns as number[]).map(Number),
    referencedTableId: Number(r.referenced_table_id),
    referencedColumns: (r.referenced_columns as number[]).map(Number),
  }))
  const tableIds = [...new Set(foreignKeys.flatMap((fk) => [fk.tableId, fk.referencedTableId]))]
  const names = new Map<string, string>()
  for (const r of (await pg.query<Row>(COLUMN_NAMES_SQL, [tableIds])).rows) {
    names.set(`${r.table_id}.${r.num}`, String(r.name))
  }
  const tableNames = new Map<number, { schema: string; name: string }>()
  for (const r of (
    await pg.query<Row>(
      `select c.oid::int8 as id, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = any($1::int8[])`,
      [tableIds],
    )
  ).rows) {
    tableNames.set(Number(r.id), { schema: String(r.schema), name: String(r.name) })
  }

  // Follow views over views down to the base table column.
  const viewsById = new Map(views.map((v) => [v.id, v]))
  const origin = (viewId: number, resno: number, hops = 0): [number, number] | null => {
    const target = viewsById.get(viewId)?.targets.find((t) => t.resno === resno)
    if (!target || target.originTable === 0) return null
    if (viewsById.has(target.originTable) && hops < 32) {
      return origin(target.originTable, target.originColumn, hops + 1)
    }
    return [target.originTable, target.originColumn]
  }

  /** For each key column, the view columns exposing it; null when one is not exposed. */
  const exposed = (view: (typeof views)[number], tableId: number, columns: number[]) => {
    const perColumn = columns.map((column) =>
      view.targets
        .filter((t) => {
          const o = origin(view.id, t.resno)
          return o !== null && o[0] === tableId && o[1] === column
        })
        .map((t) => t.name),
    )
    return perColumn.every((c) => c.length > 0) ? perColumn : null
  }

  const product = (lists: string[][]): string[][] =>
    lists.reduce<string[][]>(
      (acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])),
      [[]],
    )

  const result: PgRelationship[] = []
  for (const r of tableRelationships) {
    const fk = foreignKeys.find((k) => {
      const table = tableNames.get(k.tableId)
      return k.name === r.foreignKeyName && table?.name === r.relation && table.schema === r.schema
    })
    if (!fk) continue
    const fromViews = views.flatMap((view) => {
      const cols = exposed(view, fk.tableId, fk.columns)
      return cols ? product(cols).map((columns) => ({ view, columns })) : []
    })
    const toViews = views.flatMap((view) => {
      const cols = exposed(view, fk.referencedTableId, fk.referencedColumns)
      return cols ? product(cols).map((columns) => ({ view, columns })) : []
    })
    for (const from of fromViews) {
      result.push({
        ...r,
        schema: from.view.schema,
        relation: from.view.name,
        columns: from.columns,
      })
    }
    for (const to of toViews) {
      result.push({
        ...r,
        referencedSchema: to.view.schema,
        referencedRelation: to.view.name,
        referencedColumns: to.columns,
      })
    }
    for (const from of fromViews) {
      for (const to of toViews) {
        result.push({
          ...r,
          schema: from.view.schema,
          relation: from.view.name,
          columns: from.columns,
          referencedSchema: to.view.schema,
          referencedRelation: to.view.name,
          referencedColumns: to.columns,
        })
      }
    }
  }
  return result
}
