import type { SqlEngine } from '../db.ts'

export interface Column {
  name: string
  /** format_type(), e.g. 'numeric(10,2)', 'text[]', 'timestamp with time zone'. */
  type: string
  nullable: boolean
  /** The DEFAULT expression as SQL (from the catalog, so trusted), or null. */
  defaultSql: string | null
  identity: boolean
  generated: boolean
}

export interface Relationship {
  constraint: string
  /** The embedded table. */
  target: string
  /** Columns of the table we embed from, and the matching columns of the target. */
  localColumns: string[]
  foreignColumns: string[]
  /** many-to-one / one-to-one give an object (or null); one-to-many an array. */
  toOne: boolean
  /** Whether the foreign key lives on the embedding table (many-to-one). */
  fkOnLocal: boolean
}

export interface Table {
  name: string
  isView: boolean
  columns: Map<string, Column>
  primaryKey: string[]
  uniqueKeys: string[][]
  relationships: Relationship[]
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface DbFunction {
  name: string
  args: FunctionArg[]
  /** 'v' volatile, 's' stable, 'i' immutable. */
  volatility: 'v' | 's' | 'i'
  returnsSet: boolean
  returnType: string
  /** 'void', a scalar, or a composite with output columns. */
  kind: 'void' | 'scalar' | 'composite'
  /** Output columns of a composite result. */
  columns: Map<string, Column>
  /** When the result is a row type of a public table: that table (so embeds work). */
  table?: string
}

export interface SchemaCache {
  tables: Map<string, Table>
  functions: Map<string, DbFunction[]>
}

const sameSet = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x))

interface ColumnRow {
  relname: string
  relkind: string
  attname: string | null
  type: string | null
  attnotnull: boolean | null
  default_sql: string | null
  attidentity: string | null
  attgenerated: string | null
}

interface KeyRow {
  relname: string
  primary: boolean
  cols: string[]
}

interface FkRow {
  conname: string
  relname: string
  cols: string[]
  frelname: string
  fcols: string[]
}

interface FnRow {
  proname: string
  provolatile: 'v' | 's' | 'i'
  proretset: boolean
  pronargdefaults: number
  argnames: string[] | null
  argmodes: string[] | null
  argtypes: string[] | null
  rettype: string
  typtype: string
  ret_relname: string | null
  ret_in_public: boolean
  ret_columns: { name: string; type: string }[] | null
}

/** Reads schema `public` the way PostgREST's schema cache does (as superuser, outside requests). */
export async function loadSchemaCache(pg: SqlEngine): Promise<SchemaCache> {
  const tables = new Map<string, Table>()

  const columns = await pg.query<ColumnRow>(`
    select c.relname, c.relkind, a.attname, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull, pg_get_expr(d.adbin, d.adrelid) as default_sql,
           a.attidentity::text as attidentity, a.attgenerated::text as attgenerated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
    order by c.relname, a.attnum`)
  for (const row of columns.rows) {
    let table = tables.get(row.relname)
    if (!table) {
      table = {
        name: row.relname,
        isView: row.relkind === 'v' || row.relkind === 'm',
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        relationships: [],
      }
      tables.set(row.relname, table)
    }
    if (!row.attname) continue
    table.columns.set(row.attname, {
      name: row.attname,
      type: row.type ?? 'text',
      nullable: !row.attnotnull,
      defaultSql: row.default_sql,
      identity: !!row.attidentity,
      generated: !!row.attgenerated,
    })
  }

  const keys = await pg.query<KeyRow>(`
    select c.relname, i.indisprimary as primary,
           array(select a.attname from unnest(i.indkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num
                 order by k.ord) as cols
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and i.indisunique and i.indpred is null and i.indexprs is null`)
  for (const row of keys.rows) {
    const table = tables.get(row.relname)
    if (!table) continue
    if (row.primary) table.primaryKey = row.cols
    table.uniqueKeys.push(row.cols)
  }

  const fks = await pg.query<FkRow>(`
    select con.conname, c.relname, fc.relname as frelname,
           array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                 order by k.ord) as cols,
           array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                 order by k.ord) as fcols
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class fc on fc.oid = con.confrelid
    join pg_namespace fn on fn.oid = fc.relnamespace
    where con.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public'
    order by con.conname`)
  for (const fk of fks.rows) {
    const local = tables.get(fk.relname)
    const foreign = tables.get(fk.frelname)
    if (!local || !foreign) continue
    local.relationships.push({
      constraint: fk.conname,
      target: fk.frelname,
      localColumns: fk.cols,
      foreignColumns: fk.fcols,
      toOne: true,
      fkOnLocal: true,
    })
    foreign.relationships.push({
      constraint: fk.conname,
      target: fk.relname,
      localColumns: fk.fcols,
      foreignColumns: fk.cols,
      // A foreign key that is also unique makes the reverse direction one-to-one.
      toOne: local.uniqueKeys.some((u) => sameSet(u, fk.cols)),
      fkOnLocal: false,
    })
  }

  const fns = await pg.query<FnRow>(`
    select p.proname, p.provolatile::text as provolatile, p.proretset, p.pronargdefaults,
           p.proargnames as argnames, p.proargmodes::text[] as argmodes,
           array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
                 with ordinality u(t, ord) order by ord) as argtypes,
           format_type(p.prorettype, null) as rettype, rt.typtype::text as typtype,
           rc.relname as ret_relname, coalesce(rn.nspname = 'public', false) as ret_in_public,
           case when rt.typrelid <> 0 then (
             select json_agg(json_build_object('name', a.attname,
                                               'type', format_type(a.atttypid, a.atttypmod))
                             order by a.attnum)
             from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped
           ) end as ret_columns
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and format_type(p.prorettype, null) not in ('trigger', 'event_trigger')`)
  const functions = new Map<string, DbFunction[]>()
  for (const row of fns.rows) {
    const fn = toFunction(row)
    if (!fn) continue
    const list = functions.get(fn.name) ?? []
    list.push(fn)
    functions.set(fn.name, list)
  }

  return { tables, functions }
}

const plainColumn = (name: string, type: string): Column => ({
  name,
  type,
  nullable: true,
  defaultSql: null,
  identity: false,
  generated: false,
})

function toFunction(row: FnRow): DbFunction | null {
  const names = row.argnames ?? []
  const types = row.argtypes ?? []
  const modes = row.argmodes ?? types.map(() => 'i')
  const inputs: FunctionArg[] = []
  const outputs = new Map<string, Column>()
  types.forEach((type, i) => {
    const mode = modes[i]
    const name = names[i] ?? ''
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false })
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.set(name, plainColumn(name, type))
  })
  // Defaults belong to the last `pronargdefaults` input arguments.
  inputs.forEach((arg, i) => {
    arg.hasDefault = i >= inputs.length - row.pronargdefaults
  })
  // PostgREST calls functions by argument name only; unnamed ones are not callable here.
  if (inputs.some((a) => !a.name)) return null

  let kind: DbFunction['kind'] = 'scalar'
  let table: string | undefined
  if (row.rettype === 'void') kind = 'void'
  else if (outputs.size > 0) kind = 'composite'
  else if (row.ret_columns) {
    kind = 'composite'
    for (const c of row.ret_columns) outputs.set(c.name, plainColumn(c.name, c.type))
    if (row.ret_in_public && row.ret_relname) table = row.ret_relname
  } else if (row.typtype === 'p') return null // bare `record` etc.: no columns known
  return {
    name: row.proname,
    args: inputs,
    volatility: row.provolatile,
    returnsSet: row.proretset,
    returnType: row.rettype,
    kind,
    columns: outputs,
    table,
  }
}
