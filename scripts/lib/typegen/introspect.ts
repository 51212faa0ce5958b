import type { Queryable } from '../../../supabase/local/db.ts'
import { readViewRelationships } from './view-relationships.ts'

// What postgres-meta's typegen reads from the catalog, reduced to the fields the TypeScript
// template uses. Field meanings follow postgres-meta so the rendered output matches the CLI's.

export interface PgRelation {
  id: number
  schema: string
  name: string
  kind: 'table' | 'foreign_table' | 'view' | 'materialized_view'
  /** Views only: PostgREST may insert into and update it. */
  isUpdatable: boolean
}

export interface PgColumn {
  tableId: number
  name: string
  /** Type name; for a domain its base type, for an array the element type prefixed with `_`. */
  format: string
  isNullable: boolean
  defaultValue: string | null
  isIdentity: boolean
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null
  isUpdatable: boolean
}

export interface PgRelationship {
  foreignKeyName: string
  schema: string
  relation: string
  columns: string[]
  isOneToOne: boolean
  referencedSchema: string
  referencedRelation: string
  referencedColumns: string[]
}

export interface PgFunctionArg {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table'
  name: string
  typeId: number
  hasDefault: boolean
}

export interface PgFunction {
  id: number
  schema: string
  name: string
  args: PgFunctionArg[]
  /** `pg_get_function_arguments`, e.g. `p_villa_id uuid, p_date date`. */
  argumentTypes: string
  returnTypeId: number
  /** `pg_get_function_result`, e.g. `SETOF date`. */
  returnType: string
  returnTypeRelationId: number | null
  isSetReturning: boolean
  /** Planner row estimate (`ROWS`): 0 for scalar functions, 1000 by default for set-returning ones. */
  rows: number
}

export interface PgType {
  id: number
  schema: string
  name: string
  enums: string[]
  attributes: { name: string; typeId: number }[]
  /** Composite and table row types: the pg_class row behind the type. */
  relationId: number | null
}

export interface Catalog {
  schemas: string[]
  relations: PgRelation[]
  columns: PgColumn[]
  relationships: PgRelationship[]
  functions: PgFunction[]
  types: PgType[]
}

const RELATIONS_SQL = `
select c.oid::int8 as id, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
       c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')`

const COLUMNS_SQL = `
select c.oid::int8 as table_id, a.attname as name,
       coalesce(bt.typname, t.typname) as format,
       not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
       case when a.atthasdef then pg_get_expr(ad.adbin, ad.adrelid) end as default_value,
       a.attidentity in ('a', 'd') as is_identity,
       case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
       c.relkind in ('r', 'p')
         or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as is_updatable
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
  and a.attnum > 0 and not a.attisdropped`

// A foreign key is one-to-one when its columns are exactly a primary key or unique constraint
// of the referencing table (PostgREST's rule, compared as ordered column lists).
const RELATIONSHIPS_SQL = `
with keys as (
  select k.conrelid,
         jsonb_agg((select jsonb_agg(a.attname order by a.attnum)
                    from pg_attribute a
                    where a.attrelid = k.conrelid and a.attnum = any(k.conkey))) as column_sets
  from pg_constraint k
  where k.contype in ('p', 'u')
  group by k.conrelid
)
select fk.conname as foreign_key_name, src_ns.nspname as schema, src.relname as relation,
       cols.columns, dst_ns.nspname as referenced_schema, dst.relname as referenced_relation,
       cols.referenced_columns,
       exists (select 1 from jsonb_array_elements(keys.column_sets) k(cols) where k.cols = cols.columns)
         as is_one_to_one
from pg_constraint fk
join pg_class src on src.oid = fk.conrelid
join pg_namespace src_ns on src_ns.oid = fk.connamespace
join pg_class dst on dst.oid = fk.confrelid
join pg_namespace dst_ns on dst_ns.oid = dst.relnamespace
join lateral (
  select jsonb_agg(ca.attname order by k.ord) as columns,
         jsonb_agg(ra.attname order by k.ord) as referenced_columns
  from unnest(fk.conkey, fk.confkey) with ordinality as k(col, ref, ord)
  join pg_attribute ca on ca.attrelid = fk.conrelid and ca.attnum = k.col
  join pg_attribute ra on ra.attrelid = fk.confrelid and ra.attnum = k.ref
) cols on true
left join keys on keys.conrelid = fk.conrelid
where fk.contype = 'f' and fk.conparentid = 0 and src_ns.nspname = any($1::text[])`

const FUNCTIONS_SQL = `
select p.oid::int8 as id, n.nspname as schema, p.proname as name,
       pg_get_function_arguments(p.oid) as argument_types,
       p.prorettype::int8 as return_type_id,
       pg_get_function_result(p.oid) as return_type,
       nullif(rt.typrelid, 0)::int8 as return_type_relation_id,
       p.proretset as is_set_returning, p.prorows::float8 as rows,
       p.pronargs as nargs, p.pronargdefaults as nargdefaults,
       coalesce((
         select jsonb_agg(jsonb_build_object('mode', a.mode, 'name', a.name, 'type_id', a.type_id)
                          order by a.ord)
         from unnest(
           coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[],
           coalesce(p.proargmodes::text[],
                    array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
           coalesce(p.proargnames,
                    array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
         ) with ordinality as a(type_id, mode, name, ord)
       ), '[]'::jsonb) as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
where n.nspname = any($1::text[]) and p.prokind = 'f'
  and rt.typname not in ('trigger', 'event_trigger')`

// Every type of every schema, as postgres-meta lists them for typegen. Attributes are listed for
// stand-alone composite types only; table row types keep just their relation id.
const TYPES_SQL = `
select t.oid::int8 as id, n.nspname as schema, t.typname as name,
       nullif(t.typrelid, 0)::int8 as relation_id,
       coalesce((select jsonb_agg(e.enumlabel order by e.enumsortorder)
                 from pg_enum e where e.enumtypid = t.oid), '[]'::jsonb) as enums,
       coalesce((select jsonb_agg(jsonb_build_object('name', a.attname, 'type_id', a.atttypid::int8)
                                  order by a.attnum)
                 from pg_attribute a
                 where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
                   and (select c.relkind = 'c' from pg_class c where c.oid = t.typrelid)),
                '[]'::jsonb) as attributes
from pg_type t
join pg_namespace n on n.oid = t.typnamespace`

const ARG_MODES: Record<string, PgFunctionArg['mode']> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
}

const RELATION_KINDS: Record<string, PgRelation['kind']> = {
  r: 'table',
  p: 'table',
  f: 'foreign_table',
  v: 'view',
  m: 'materialized_view',
}

type Row = Record<string, unknown>

const num = (value: unknown): number => Number(value)
const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value))

/** Reads everything the TypeScript template needs about `schemas` from a live database. */
export async function readCatalog(pg: Queryable, schemas: string[] = ['public']): Promise<Catalog> {
  const query = async (sql: string) => (await pg.query<Row>(sql, [schemas])).rows
  const [relationRows, columnRows, relationshipRows, functionRows, typeRows] = [
    await query(RELATIONS_SQL),
    await query(COLUMNS_SQL),
    await query(RELATIONSHIPS_SQL),
    await query(FUNCTIONS_SQL),
    (await pg.query<Row>(TYPES_SQL)).rows,
  ]

  const tableRelationships: PgRelationship[] = relationshipRows.map((r) => ({
    foreignKeyName: String(r.foreign_key_name),
    schema: String(r.schema),
    relation: String(r.relation),
    columns: r.columns as string[],
    isOneToOne: Boolean(r.is_one_to_one),
    referencedSchema: String(r.referenced_schema),
    referencedRelation: String(r.referenced_relation),
    referencedColumns: r.referenced_columns as string[],
  }))

  return {
    schemas: [...schemas],
    relations: relationRows.map((r) => ({
      id: num(r.id),
      schema: String(r.schema),
      name: String(r.name),
      kind: RELATION_KINDS[String(r.relkind)],
      isUpdatable: Boolean(r.is_updatable),
    })),
    columns: columnRows.map((r) => ({
      tableId: num(r.table_id),
      name: String(r.name),
      format: String(r.format),
      isNullable: Boolean(r.is_nullable),
      defaultValue: r.default_value == null ? null : String(r.default_value),
      isIdentity: Boolean(r.is_identity),
      identityGeneration: (r.identity_generation as PgColumn['identityGeneration']) ?? null,
      isUpdatable: Boolean(r.is_updatable),
    })),
    relationships: [
      ...tableRelationships,
      ...(await readViewRelationships(pg, tableRelationships)),
    ],
    functions: functionRows.map((r) => toFunction(r)),
    types: typeRows.map((r) => ({
      id: num(r.id),
      schema: String(r.schema),
      name: String(r.name),
      relationId: numOrNull(r.relation_id),
      enums: r.enums as string[],
      attributes: (r.attributes as { name: string; type_id: number }[]).map((a) => ({
        name: a.name,
        typeId: num(a.type_id),
      })),
    })),
  }
}

function toFunction(r: Row): PgFunction {
  const nargs = num(r.nargs)
  const firstDefault = nargs - num(r.nargdefaults)
  const rawArgs = r.args as { mode: string; name: string; type_id: number }[]
  return {
    id: num(r.id),
    schema: String(r.schema),
    name: String(r.name),
    // postgres-meta pairs the defaults flags with the argument list by position, as here.
    args: rawArgs.map((a, index) => ({
      mode: ARG_MODES[a.mode],
      name: a.name ?? '',
      typeId: num(a.type_id),
      hasDefault: index < nargs && index >= firstDefault,
    })),
    argumentTypes: String(r.argument_types),
    returnTypeId: num(r.return_type_id),
    returnType: String(r.return_type),
    returnTypeRelationId: numOrNull(r.return_type_relation_id),
    isSetReturning: Boolean(r.is_set_returning),
    rows: num(r.rows),
  }
}
