import prettier from 'prettier'
import type {
  Catalog,
  PgColumn,
  PgFunction,
  PgFunctionArg,
  PgRelation,
  PgRelationship,
  PgType,
} from './introspect.ts'
import { HELPER_TYPES } from './helper-types.ts'

// Renders a catalog the way `supabase gen types typescript` does (postgres-meta's TypeScript
// template): the text below is shaped like the template's, and prettier (`semi: false`, defaults
// otherwise) gives it the final layout. Where a `{` is followed by a newline here, prettier keeps
// that object expanded, exactly as it does for the CLI, so those newlines matter.

/** PostgREST version of the Supabase CLI's local stack (wire-contract.md pins v14.12). */
export const POSTGREST_VERSION = '14.12'

/** Single unnamed argument types PostgREST can call a function with (a JSON or text body). */
const UNNAMED_ARG_TYPE_NAMES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea'])
const INPUT_MODES = new Set<PgFunctionArg['mode']>(['in', 'inout', 'variadic'])
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
])
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)
const q = (value: unknown) => JSON.stringify(value)

interface SchemaObjects {
  tables: PgRelation[]
  views: PgRelation[]
  functions: { fn: PgFunction; inArgs: PgFunctionArg[] }[]
  enums: PgType[]
  compositeTypes: PgType[]
}

export interface RenderOptions {
  postgrestVersion?: string
}

export async function renderTypes(catalog: Catalog, options: RenderOptions = {}): Promise<string> {
  const postgrestVersion = options.postgrestVersion ?? POSTGREST_VERSION
  const schemas = [...catalog.schemas].sort((a, b) => a.localeCompare(b))
  const typesById = new Map(catalog.types.map((t) => [t.id, t]))
  const relationTypesById = new Map(catalog.types.filter((t) => t.relationId).map((t) => [t.id, t]))
  const relationsById = new Map(catalog.relations.map((r) => [r.id, r]))
  const regularTables = catalog.relations.filter((r) => r.kind === 'table')
  const plainViews = catalog.relations.filter((r) => r.kind === 'view')

  const columnsByRelation = new Map<number, PgColumn[]>(catalog.relations.map((r) => [r.id, []]))
  for (const column of catalog.columns) columnsByRelation.get(column.tableId)?.push(column)
  for (const columns of columnsByRelation.values()) columns.sort(byName)
  const columnsOf = (relation: PgRelation) => columnsByRelation.get(relation.id) ?? []

  const relationships = [...catalog.relationships].sort(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation) ||
      q(a.referencedColumns).localeCompare(q(b.referencedColumns)),
  )
  const relationshipsOf = (object: { schema: string; name: string }) =>
    relationships.filter(
      (r) =>
        r.schema === object.schema &&
        r.referencedSchema === object.schema &&
        r.relation === object.name,
    )

  // --- Postgres type name → TypeScript type ---------------------------------------------------
  const tsType = (schema: string, pgType: string): string => {
    if (pgType === 'bool') return 'boolean'
    if (NUMBER_TYPES.has(pgType)) return 'number'
    if (STRING_TYPES.has(pgType)) return 'string'
    if (pgType === 'json' || pgType === 'jsonb') return 'Json'
    if (pgType === 'void') return 'undefined'
    if (pgType === 'record') return 'Record<string, unknown>'
    if (pgType.startsWith('_')) return `(${tsType(schema, pgType.substring(1))})[]`

    const pick = <T extends { schema: string }>(candidates: T[]) =>
      candidates.find((c) => c.schema === schema) ?? candidates[0]
    const enumType = pick(catalog.types.filter((t) => t.name === pgType && t.enums.length > 0))
    if (enumType) {
      return schemas.includes(enumType.schema)
        ? `Database[${q(enumType.schema)}]["Enums"][${q(enumType.name)}]`
        : enumType.enums.map(q).join('|')
    }
    const composite = pick(
      catalog.types.filter((t) => t.name === pgType && t.attributes.length > 0),
    )
    if (composite) {
      return schemas.includes(composite.schema)
        ? `Database[${q(composite.schema)}]["CompositeTypes"][${q(composite.name)}]`
        : 'unknown'
    }
    const table = pick(regularTables.filter((t) => t.name === pgType))
    if (table) return `Database[${q(table.schema)}]["Tables"][${q(table.name)}]["Row"]`
    const view = pick(plainViews.filter((v) => v.name === pgType))
    if (view) return `Database[${q(view.schema)}]["Views"][${q(view.name)}]["Row"]`
    return 'unknown'
  }
  const tsTypeOfId = (schema: string, typeId: number) => {
    const type = typesById.get(typeId)
    return type ? tsType(schema, type.name) : 'unknown'
  }
  const orNull = (type: string, nullable: boolean) =>
    type === 'unknown' || type === 'any' || !nullable ? type : `${type} | null`
  const member = (
    schema: string,
    name: string,
    format: string,
    nullable: boolean,
    optional: boolean,
  ) => `${q(name)}${optional ? '?' : ''}: ${orNull(tsType(schema, format), nullable)}`

  // --- group what each schema exposes ----------------------------------------------------------
  const bySchema = new Map<string, SchemaObjects>(
    schemas.map((s) => [
      s,
      { tables: [], views: [], functions: [], enums: [], compositeTypes: [] },
    ]),
  )
  for (const relation of catalog.relations) {
    const objects = bySchema.get(relation.schema)
    if (!objects) continue
    const isTable = relation.kind === 'table' || relation.kind === 'foreign_table'
    const entry =
      relation.kind === 'materialized_view' ? { ...relation, isUpdatable: false } : relation
    ;(isTable ? objects.tables : objects.views).push(entry)
  }
  for (const type of catalog.types) {
    const objects = bySchema.get(type.schema)
    if (!objects) continue
    if (type.enums.length > 0) objects.enums.push(type)
    if (type.attributes.length > 0) objects.compositeTypes.push(type)
  }

  const relationNameOf = (relationId: number | null, returnTypeId: number | null) => {
    if (!relationId) return null
    const relation = relationsById.get(relationId)
    if (relation && bySchema.has(relation.schema)) return relation.name
    return (returnTypeId && relationTypesById.get(returnTypeId)?.name) || null
  }

  for (const fn of catalog.functions) {
    const objects = bySchema.get(fn.schema)
    if (!objects) continue
    const args = [...fn.args].sort(byName)
    const sorted = { ...fn, args }
    const inArgs = args.filter((a) => INPUT_MODES.has(a.mode))
    const validUnnamed = (a: PgFunctionArg) =>
      UNNAMED_ARG_TYPE_NAMES.has(typesById.get(a.typeId)?.name ?? '')
    // PostgREST can only call functions whose inputs are all named, or that take one body argument.
    const callable =
      inArgs.length === 0 ||
      !inArgs.some((a) => a.name === '') ||
      inArgs.every((a) => a.name !== '' || (a.hasDefault && validUnnamed(a))) ||
      (inArgs.length === 1 &&
        inArgs[0].name === '' &&
        (validUnnamed(inArgs[0]) || relationTypesById.has(inArgs[0].typeId)))
    if (callable) objects.functions.push({ fn: sorted, inArgs })
  }
  for (const objects of bySchema.values()) {
    objects.tables.sort(byName)
    objects.views.sort(byName)
    objects.functions.sort((a, b) => a.fn.name.localeCompare(b.fn.name))
    objects.enums.sort(byName)
    objects.compositeTypes.sort(byName)
  }

  // --- functions -------------------------------------------------------------------------------
  const returnShape = (schema: string, fn: PgFunction): string => {
    const tableColumns = fn.args.filter((a) => a.mode === 'table')
    if (tableColumns.length > 0) {
      return `{
        ${tableColumns.map((a) => `${q(a.name)}: ${tsTypeOfId(schema, a.typeId)}`)}
      }`
    }
    const objects = bySchema.get(schema)!
    const relation = [...objects.tables, ...objects.views].find(
      (r) => r.id === fn.returnTypeRelationId,
    )
    if (relation) {
      return `{
        ${columnsOf(relation)
          .map((c) => member(schema, c.name, c.format, c.isNullable, false))
          .join(',\n')}
      }`
    }
    return tsTypeOfId(schema, fn.returnTypeId)
  }

  const setofOptions = (fn: PgFunction) => {
    const target = relationNameOf(fn.returnTypeRelationId, fn.returnTypeId)
    const manyRows = fn.rows > 1
    let options = ''
    if (target) {
      options = `SetofOptions: {
        from: "*"
        to: ${q(target)}
        isOneToOne: ${!manyRows}
        isSetofReturn: ${fn.isSetReturning}
      }`
    }
    const source = fn.args.length === 1 ? relationTypesById.get(fn.args[0].typeId) : undefined
    if (source && target) {
      const setOfTable = fn.isSetReturning && fn.returnTypeRelationId !== null
      options = `SetofOptions: {
        from: ${q(source.name)}
        to: ${q(target)}
        isOneToOne: ${setOfTable ? !manyRows : true}
        isSetofReturn: ${setOfTable}
      }`
    }
    return options
  }

  const signature = (schema: string, fn: PgFunction, inArgs: PgFunctionArg[]) => {
    const args =
      inArgs.length === 0
        ? 'never'
        : `{ ${inArgs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsTypeOfId(schema, a.typeId)}`)} }`
    const many = fn.isSetReturning && fn.rows > 1 ? '[]' : ''
    return `{ Args: ${args}; Returns: ${returnShape(schema, fn)}${many}
      ${setofOptions(fn)} }`
  }

  const renderFunctions = (schema: string, objects: SchemaObjects) => {
    if (objects.functions.length === 0) return '[_ in never]: never'
    const groups = new Map<string, SchemaObjects['functions']>()
    for (const entry of objects.functions) {
      groups.set(entry.fn.name, [...(groups.get(entry.fn.name) ?? []), entry])
    }
    return [...groups.entries()]
      .map(([name, overloads]) => {
        overloads.sort(
          (a, b) =>
            a.fn.argumentTypes.localeCompare(b.fn.argumentTypes) ||
            a.fn.returnType.localeCompare(b.fn.returnType),
        )
        return `${q(name)}:\n${overloads.map(({ fn, inArgs }) => signature(schema, fn, inArgs)).join(' |\n')}`
      })
      .join(',\n')
  }

  // --- tables and views ------------------------------------------------------------------------
  const relationshipLiteral = (r: PgRelationship) => `{
    foreignKeyName: ${q(r.foreignKeyName)}
    columns: ${q(r.columns)}
    isOneToOne: ${r.isOneToOne}
    referencedRelation: ${q(r.referencedRelation)}
    referencedColumns: ${q(r.referencedColumns)}
  }`

  // Functions taking one row of the relation are PostgREST computed fields: they show up as columns.
  const computedFields = (schema: string, relation: PgRelation, objects: SchemaObjects) =>
    objects.functions
      .filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(({ fn }) => `${q(fn.name)}: ${orNull(returnShape(schema, fn), true)}`)

  const renderTable = (schema: string, table: PgRelation, objects: SchemaObjects) => {
    const columns = columnsOf(table)
    return `${q(table.name)}: {
      Row: {
        ${[
          ...columns.map((c) => member(schema, c.name, c.format, c.isNullable, false)),
          ...computedFields(schema, table, objects),
        ]}
      }
      Insert: {
        ${columns.map((c) =>
          c.identityGeneration === 'ALWAYS'
            ? `${q(c.name)}?: never`
            : member(
                schema,
                c.name,
                c.format,
                c.isNullable,
                c.isNullable || c.isIdentity || c.defaultValue !== null,
              ),
        )}
      }
      Update: {
        ${columns.map((c) =>
          c.identityGeneration === 'ALWAYS'
            ? `${q(c.name)}?: never`
            : member(schema, c.name, c.format, c.isNullable, true),
        )}
      }
      Relationships: [
        ${relationshipsOf(table).map(relationshipLiteral)}
      ]
    }`
  }

  const renderView = (schema: string, view: PgRelation, objects: SchemaObjects) => {
    const columns = columnsOf(view)
    const writable = (c: PgColumn) =>
      c.isUpdatable ? member(schema, c.name, c.format, true, true) : `${q(c.name)}?: never`
    const writes = view.isUpdatable
      ? `Insert: {
          ${columns.map(writable)}
        }
        Update: {
          ${columns.map(writable)}
        }
        `
      : ''
    return `${q(view.name)}: {
      Row: {
        ${[
          ...columns.map((c) => member(schema, c.name, c.format, c.isNullable, false)),
          ...computedFields(schema, view, objects),
        ]}
      }
      ${writes}Relationships: [
        ${relationshipsOf(view).map(relationshipLiteral)}
      ]
    }`
  }

  const orEmpty = (items: string[]) =>
    items.length === 0 ? '[_ in never]: never' : items.join(',')

  const renderSchema = (schema: string) => {
    const objects = bySchema.get(schema)!
    return `${q(schema)}: {
      Tables: {
        ${orEmpty(objects.tables.map((t) => renderTable(schema, t, objects)))}
      }
      Views: {
        ${orEmpty(objects.views.map((v) => renderView(schema, v, objects)))}
      }
      Functions: {
        ${renderFunctions(schema, objects)}
      }
      Enums: {
        ${orEmpty(objects.enums.map((e) => `${q(e.name)}: ${e.enums.map(q).join('|')}`))}
      }
      CompositeTypes: {
        ${orEmpty(
          objects.compositeTypes.map(
            (c) => `${q(c.name)}: {
              ${c.attributes.map((a) => `${q(a.name)}: ${orNull(tsTypeOfId(schema, a.typeId), true)}`)}
            }`,
          ),
        )}
      }
    }`
  }

  const constants = schemas.map(
    (schema) => `${q(schema)}: {
      Enums: {
        ${bySchema.get(schema)!.enums.map((e) => `${q(e.name)}: [${e.enums.map(q).join(', ')}]`)}
      }
    }`,
  )

  const database = `
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(postgrestVersion)}
  }
  ${schemas.map(renderSchema)}
}
`
  const constantsSource = `
export const Constants = {
  ${constants}
} as const
`
  // The helper types are fixed text: newer prettier releases lay them out differently from the
  // one behind the CLI, so they are appended as the CLI prints them rather than re-formatted.
  const format = (source: string) => prettier.format(source, { parser: 'typescript', semi: false })
  return `${await format(database)}\n${HELPER_TYPES}\n${await format(constantsSource)}`
}
