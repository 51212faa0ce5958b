import { RestError, unknownColumn } from './errors.ts'
import type { Condition, Field, OrderTerm, ParsedQuery, SelectItem, Scoped } from './parse-query.ts'
import { resolveRelationship } from './relationships.ts'
import type { Column, Relationship, SchemaCache } from './schema-cache.ts'
import { type Aliases, ident, literal, type Params, qualified } from './sql.ts'

/** What rows look like at one level: a table, or the columns of a function's result. */
export interface Source {
  name: string
  columns: Map<string, Column>
  relationships: Relationship[]
}

type Embed = Extract<SelectItem, { kind: 'embed' }>

interface Entry {
  value: string
  name: string
}

const BINARY: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}

const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

const embedKey = (e: Embed): string => e.alias ?? e.name
const childPath = (path: string, key: string): string => (path ? `${path}.${key}` : key)

/**
 * Builds PostgREST-shaped SQL for reads: select lists with correlated embed subqueries
 * (`row_to_json` for to-one, `coalesce(json_agg(…), '[]')` for to-many), WHERE from filters,
 * ORDER BY, LIMIT/OFFSET. Every value is a parameter; every name is checked first.
 */
export class SelectBuilder {
  /** Embed paths met while building, to reject filters on paths that are not embedded. */
  readonly usedPaths = new Set<string>([''])

  constructor(
    private readonly cache: SchemaCache,
    private readonly params: Params,
    private readonly aliases: Aliases,
    private readonly query: ParsedQuery,
  ) {}

  scope(path: string): Scoped {
    return this.query.scopes.get(path) ?? { filters: [], order: [] }
  }

  /** Throws PGRST108 for `x.col=…`, `x.order=…` when `x` is not embedded. */
  checkScopes(): void {
    for (const [path, scoped] of this.query.scopes) {
      const used =
        scoped.filters.length > 0 ||
        scoped.order.length > 0 ||
        scoped.limit !== undefined ||
        scoped.offset !== undefined
      if (used && !this.usedPaths.has(path)) {
        throw new RestError(
          400,
          'PGRST108',
          `'${path}' is not an embedded resource in this request`,
          null,
          `Verify that '${path}' is included in the 'select' query parameter.`,
        )
      }
    }
  }

  column(source: Source, alias: string, field: Field): string {
    if (!source.columns.has(field.name)) throw unknownColumn(source.name, field.name)
    let sql = `${alias}.${ident(field.name)}`
    for (const step of field.json) {
      sql += `${step.arrow}${/^-?\d+$/.test(step.key) ? step.key : literal(step.key)}`
    }
    return sql
  }

  /** The output key PostgREST gives a column: alias, else last json key, else the name. */
  private outputName(item: Extract<SelectItem, { kind: 'column' }>): string {
    return item.alias ?? item.field.json.at(-1)?.key ?? item.field.name
  }

  selectList(source: Source, alias: string, items: SelectItem[], path: string): string[] {
    return this.entries(source, alias, items, path).map((e) => `${e.value} as ${ident(e.name)}`)
  }

  /** Output columns of one level as (SQL value, JSON key) pairs. */
  private entries(source: Source, alias: string, items: SelectItem[], path: string): Entry[] {
    const list: Entry[] = []
    for (const item of items) {
      if (item.kind === 'star') {
        for (const name of source.columns.keys()) {
          list.push({ value: `${alias}.${ident(name)}`, name })
        }
      } else if (item.kind === 'column') {
        let value = this.column(source, alias, item.field)
        if (item.cast) value = `cast(${value} as ${item.cast})`
        list.push({ value, name: this.outputName(item) })
      } else if (item.spread) {
        list.push(...this.spread(source, alias, item, path))
      } else {
        list.push({ value: this.embed(source, alias, item, path), name: embedKey(item) })
      }
    }
    return list
  }

  private target(rel: Relationship): Source {
    const table = this.cache.tables.get(rel.target)
    if (!table) throw new RestError(500, 'PGRST000', `table ${rel.target} vanished from the cache`)
    return table
  }

  private join(rel: Relationship, parentAlias: string, childAlias: string): string {
    return rel.localColumns
      .map((c, i) => `${childAlias}.${ident(rel.foreignColumns[i])} = ${parentAlias}.${ident(c)}`)
      .join(' and ')
  }

  /** The correlated subquery for one embed, as PostgREST builds it. */
  private embed(parent: Source, parentAlias: string, item: Embed, path: string): string {
    const rel = resolveRelationship(parent, item.name, item.hint)
    const target = this.target(rel)
    const here = childPath(path, embedKey(item))
    this.usedPaths.add(here)
    const a = this.aliases.next(rel.target)
    const scoped = this.scope(here)
    const list = this.selectList(target, a, item.select, here)
    const where = [this.join(rel, parentAlias, a), ...this.where(target, a, item.select, here)]
    const from = `from ${qualified(rel.target)} as ${a} where ${where.join(' and ')}`
    const inner = `select ${list.join(', ')} ${from}${this.orderSql(target, a, scoped.order)}`
    if (rel.toOne) return `(select row_to_json(_e) from (${inner} limit 1) _e)`
    return `coalesce((select json_agg(_e) from (${inner}${this.pageSql(scoped)}) _e), '[]')`
  }

  /** `...rel(a, b)`: the to-one embed's columns lifted into the parent row. */
  private spread(parent: Source, parentAlias: string, item: Embed, path: string): Entry[] {
    const rel = resolveRelationship(parent, item.name, item.hint)
    if (!rel.toOne) {
      throw new RestError(
        400,
        'PGRST119',
        `A spread operation on '${item.name}' is only possible on to-one relationships`,
      )
    }
    const target = this.target(rel)
    const here = childPath(path, embedKey(item))
    this.usedPaths.add(here)
    const a = this.aliases.next(rel.target)
    const where = [this.join(rel, parentAlias, a), ...this.where(target, a, item.select, here)]
    // One correlated subquery per lifted column, each reading the single related row.
    return this.entries(target, a, item.select, here).map((e) => ({
      value: `(select ${e.value} from ${qualified(rel.target)} as ${a} where ${where.join(' and ')} limit 1)`,
      name: e.name,
    }))
  }

  /** WHERE parts for one level: its filters plus `exists` for each `!inner` embed. */
  where(source: Source, alias: string, items: SelectItem[], path: string): string[] {
    const embeds = new Map<string, Embed>()
    for (const item of items) if (item.kind === 'embed') embeds.set(embedKey(item), item)
    const parts = this.scope(path).filters.map((c) =>
      this.condition(source, alias, c, embeds, path),
    )
    for (const item of embeds.values()) {
      if (item.inner) parts.push(this.exists(source, alias, item, path))
    }
    return parts
  }

  private exists(parent: Source, parentAlias: string, item: Embed, path: string): string {
    const rel = resolveRelationship(parent, item.name, item.hint)
    const target = this.target(rel)
    const here = childPath(path, embedKey(item))
    const a = this.aliases.next(rel.target)
    const where = [this.join(rel, parentAlias, a), ...this.where(target, a, item.select, here)]
    return `exists (select 1 from ${qualified(rel.target)} as ${a} where ${where.join(' and ')})`
  }

  condition(
    source: Source,
    alias: string,
    cond: Condition,
    embeds: Map<string, Embed>,
    path: string,
  ): string {
    if (cond.kind === 'logic') {
      const parts = cond.children.map((c) => this.condition(source, alias, c, embeds, path))
      const sql = `(${parts.join(cond.op === 'and' ? ' and ' : ' or ')})`
      return cond.negated ? `not ${sql}` : sql
    }
    const embed = cond.field.json.length === 0 ? embeds.get(cond.field.name) : undefined
    let sql: string
    if (embed && cond.op === 'is' && (cond.value === 'null' || cond.value === 'not_null')) {
      // `villas=not.is.null`: keep parents whose embed has a row (like !inner).
      const exists = this.exists(source, alias, embed, path)
      sql = cond.value === 'null' ? `not ${exists}` : exists
    } else {
      sql = this.filter(this.column(source, alias, cond.field), cond)
    }
    return cond.negated ? `not (${sql})` : sql
  }

  private filter(lhs: string, cond: Extract<Condition, { kind: 'filter' }>): string {
    const { op, value } = cond
    if (op === 'in') {
      const list = value as string[]
      if (list.length === 0) return 'false'
      return `${lhs} in (${list.map((v) => this.params.add(v)).join(', ')})`
    }
    const text = value as string
    if (op === 'is') {
      if (text === 'not_null') return `${lhs} is not null`
      return `${lhs} is ${text}`
    }
    if (op in TSQUERY) {
      const q = this.params.add(text)
      const lang = cond.language ? `${this.params.add(cond.language)}::regconfig, ` : ''
      return `${lhs} @@ ${TSQUERY[op]}(${lang}${q})`
    }
    // PostgREST lets `*` stand for `%` in like patterns (no `%` escaping needed in URLs).
    const v = op === 'like' || op === 'ilike' ? text.replace(/\*/g, '%') : text
    const p = this.params.add(v)
    if (cond.quantifier) return `${lhs} ${BINARY[op]} ${cond.quantifier}(${p})`
    return `${lhs} ${BINARY[op]} ${p}`
  }

  orderSql(source: Source, alias: string, terms: OrderTerm[]): string {
    if (terms.length === 0) return ''
    const parts = terms.map((t) => {
      let expr: string
      if (t.relation) {
        const rel = resolveRelationship(source, t.relation, undefined)
        if (!rel.toOne) {
          throw new RestError(
            400,
            'PGRST118',
            `A related order on '${t.relation}' is not possible`,
            `'${source.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
          )
        }
        const a = this.aliases.next(rel.target)
        const col = this.column(this.target(rel), a, t.field)
        expr = `(select ${col} from ${qualified(rel.target)} as ${a} where ${this.join(rel, alias, a)} limit 1)`
      } else expr = this.column(source, alias, t.field)
      const dir = t.direction ? ` ${t.direction}` : ''
      const nulls = t.nulls ? ` nulls ${t.nulls}` : ''
      return `${expr}${dir}${nulls}`
    })
    return ` order by ${parts.join(', ')}`
  }

  pageSql(scoped: Scoped, maxRows?: number): string {
    let limit = scoped.limit
    if (maxRows !== undefined) limit = limit === undefined ? maxRows : Math.min(limit, maxRows)
    let sql = ''
    if (limit !== undefined) sql += ` limit ${limit}`
    if (scoped.offset) sql += ` offset ${scoped.offset}`
    return sql
  }
}

export interface ReadParts {
  /** `select … from … where … order by … limit …`: the rows of the response. */
  rows: string
  /** `select count(*) from … where …`: the total for `Prefer: count=exact`. */
  count: string
}

/** The top-level read over `fromSql as alias` (a table, or a CTE of function results). */
export function buildRead(
  builder: SelectBuilder,
  source: Source,
  fromSql: string,
  alias: string,
  select: SelectItem[],
  maxRows: number,
): ReadParts {
  const scoped = builder.scope('')
  const list = builder.selectList(source, alias, select, '')
  const whereParts = builder.where(source, alias, select, '')
  builder.checkScopes()
  const where = whereParts.length ? ` where ${whereParts.join(' and ')}` : ''
  const from = ` from ${fromSql} as ${alias}${where}`
  return {
    rows: `select ${list.join(', ')}${from}${builder.orderSql(source, alias, scoped.order)}${builder.pageSql(scoped, maxRows)}`,
    count: `select count(*)${from}`,
  }
}
