import { parseError, RestError } from './errors.ts'

/** `->'key'` / `->>'key'` steps after a column name (`data->a->>b`). */
export interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

export interface Field {
  name: string
  json: JsonStep[]
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias?: string; cast?: string }
  | {
      kind: 'embed'
      name: string
      alias?: string
      hint?: string
      inner: boolean
      spread: boolean
      select: SelectItem[]
    }

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const
export type Operator = (typeof OPERATORS)[number]

const QUANTIFIABLE = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts'])

export interface Filter {
  kind: 'filter'
  field: Field
  negated: boolean
  op: Operator
  quantifier?: 'any' | 'all'
  language?: string
  /** A single value, or the items of `in.(…)`. */
  value: string | string[]
}

export interface Logic {
  kind: 'logic'
  op: 'and' | 'or'
  negated: boolean
  children: Condition[]
}

export type Condition = Filter | Logic

export interface OrderTerm {
  field: Field
  /** `order=villas(name)`: order the parent by a column of a to-one embed. */
  relation?: string
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** Everything scoped to one embed level; '' is the top level, 'villas.owner' a nested embed. */
export interface Scoped {
  filters: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}

export interface ParsedQuery {
  select: SelectItem[]
  /** True when the request named a `select` (mutations return everything otherwise). */
  hasSelect: boolean
  columns?: string[]
  onConflict?: string[]
  scopes: Map<string, Scoped>
  /** RPC arguments taken from the query string (GET/HEAD calls). */
  args: Record<string, string>
}

const IDENT_CHAR = /[\p{L}\p{N}_$ ]/u

/** Splits on `sep` outside double quotes, parentheses and braces. */
export function splitTopLevel(s: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    if (quoted) {
      current += c
      if (c === '\\' && i + 1 < s.length) current += s[++i]
      else if (c === '"') quoted = false
      continue
    }
    if (c === '"') quoted = true
    else if (c === '(' || c === '{') depth++
    else if (c === ')' || c === '}') depth--
    if (depth < 0) throw parseError(`"failed to parse (${s})"`, `unexpected "${c}"`)
    if (c === sep && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += c
  }
  if (quoted || depth !== 0) {
    throw parseError(`"failed to parse (${s})"`, 'unexpected end of input expecting ")" or \'"\'')
  }
  parts.push(current)
  return parts
}

/** `"a,b"` → `a,b` with backslash escapes; unquoted text stays as written. */
export function unquote(item: string): string {
  if (item.length >= 2 && item.startsWith('"') && item.endsWith('"')) {
    return item.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return item
}

export function parseField(text: string): Field {
  const parts = text.split(/(->>|->)/)
  const name = unquote(parts[0])
  if (!name || ![...name].every((c) => IDENT_CHAR.test(c) || parts[0].startsWith('"'))) {
    throw parseError(
      `"failed to parse field (${text})"`,
      `unexpected "${text}" expecting field name`,
    )
  }
  const json: JsonStep[] = []
  for (let i = 1; i < parts.length; i += 2) {
    const key = unquote(parts[i + 1] ?? '')
    if (!key) throw parseError(`"failed to parse field (${text})"`, 'unexpected end of json path')
    json.push({ arrow: parts[i] as JsonStep['arrow'], key })
  }
  return { name, json }
}

class SelectParser {
  private i = 0
  constructor(private readonly s: string) {}

  parse(): SelectItem[] {
    const items = this.items()
    if (this.i < this.s.length) this.fail('","')
    return items
  }

  private fail(expecting: string): never {
    const found = this.i < this.s.length ? `"${this.s[this.i]}"` : 'end of input'
    throw parseError(
      `"failed to parse select parameter (${this.s})" (line 1, column ${this.i + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    )
  }

  private items(): SelectItem[] {
    const items: SelectItem[] = []
    if (this.i >= this.s.length || this.s[this.i] === ')') return items
    for (;;) {
      items.push(this.item())
      if (this.s[this.i] !== ',') return items
      this.i++
    }
  }

  private ident(): string {
    if (this.s[this.i] === '"') {
      const end = this.s.indexOf('"', this.i + 1)
      if (end < 0) this.fail('closing quote')
      const name = this.s.slice(this.i + 1, end)
      this.i = end + 1
      return name
    }
    const start = this.i
    while (this.i < this.s.length && IDENT_CHAR.test(this.s[this.i])) this.i++
    if (this.i === start) this.fail('field name (* or [a..z0..9_$])')
    return this.s.slice(start, this.i).trim()
  }

  private jsonKey(): string {
    if (this.s[this.i] === '"') return this.ident()
    const start = this.i
    if (this.s[this.i] === '-') this.i++
    while (this.i < this.s.length && IDENT_CHAR.test(this.s[this.i])) this.i++
    if (this.i === start) this.fail('json key')
    return this.s.slice(start, this.i)
  }

  private item(): SelectItem {
    if (this.s[this.i] === '*') {
      this.i++
      return { kind: 'star' }
    }
    let spread = false
    if (this.s.startsWith('...', this.i)) {
      spread = true
      this.i += 3
    }
    let name = this.ident()
    let alias: string | undefined
    if (this.s[this.i] === ':' && this.s[this.i + 1] !== ':') {
      this.i++
      alias = name
      name = this.ident()
    }
    const json: JsonStep[] = []
    while (this.s.startsWith('->', this.i)) {
      const arrow = this.s.startsWith('->>', this.i) ? '->>' : '->'
      this.i += arrow.length
      json.push({ arrow, key: this.jsonKey() })
    }
    let hint: string | undefined
    let inner = false
    while (this.s[this.i] === '!') {
      this.i++
      const word = this.ident()
      if (word === 'inner') inner = true
      else if (word !== 'left') hint = word
    }
    if (this.s[this.i] === '(') {
      this.i++
      if (name === 'count' && this.s[this.i] === ')') {
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
      }
      const select = this.items()
      if (this.s[this.i] !== ')') this.fail('")"')
      this.i++
      return { kind: 'embed', name, alias, hint, inner, spread, select }
    }
    if (spread || hint || inner) this.fail('"("')
    let cast: string | undefined
    if (this.s.startsWith('::', this.i)) {
      this.i += 2
      const start = this.i
      while (this.i < this.s.length && /[A-Za-z0-9_ [\]]/.test(this.s[this.i])) this.i++
      cast = this.s.slice(start, this.i).trim()
      if (!/^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/.test(cast)) this.fail('type name')
    }
    return { kind: 'column', field: { name, json }, alias, cast }
  }
}

export const parseSelect = (s: string): SelectItem[] => new SelectParser(s).parse()

function filterError(raw: string, details: string): never {
  throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, details)
}

/** `[not.]op[(any|all|lang)].value` for one field; `inLogic` unquotes values as `or=(…)` does. */
export function parseFilter(field: Field, raw: string, inLogic = false): Filter {
  let rest = raw
  let negated = false
  if (rest.startsWith('not.')) {
    negated = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([A-Za-z_]+)\))?\.([\s\S]*)$/.exec(rest)
  if (!m || !(OPERATORS as readonly string[]).includes(m[1])) {
    filterError(
      raw,
      `unexpected "${rest.slice(0, 1)}" expecting "not" or operator (${OPERATORS.join(', ')})`,
    )
  }
  const op = m[1] as Operator
  const modifier = m[2]
  let value: string | string[] = m[3]
  const filter: Filter = { kind: 'filter', field, negated, op, value }
  if (modifier) {
    if (FTS.has(op)) filter.language = modifier
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) {
      filter.quantifier = modifier
    } else filterError(raw, `unexpected "(" after operator ${op}`)
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')'))
      filterError(raw, 'expecting "(" for in list')
    const inner = value.slice(1, -1)
    value = inner === '' ? [] : splitTopLevel(inner).map(unquote)
  } else if (op === 'is') {
    const v = value.toLowerCase()
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) {
      filterError(
        raw,
        `unexpected "${value}" expecting null or trilean value (unknown, true, false)`,
      )
    }
    value = v
  } else if (inLogic) value = unquote(value)
  filter.value = value
  return filter
}

/** The inside of `or=(…)` / `and(…)`: items split on top-level commas, nesting allowed. */
export function parseLogic(op: 'and' | 'or', negated: boolean, raw: string): Logic {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, 'expecting "("')
  }
  const children = splitTopLevel(raw.slice(1, -1)).map((item): Condition => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item)
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3])
    const dot = item.indexOf('.')
    if (dot <= 0) {
      throw parseError(
        `"failed to parse logic tree (${raw})" (line 1, column 1)`,
        `unexpected "${item}"`,
      )
    }
    return parseFilter(parseField(item.slice(0, dot)), item.slice(dot + 1), true)
  })
  return { kind: 'logic', op, negated, children }
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const fail = (): never => {
      throw parseError(
        `"failed to parse order (${raw})" (line 1, column 1)`,
        'unexpected modifier expecting "asc", "desc", "nullsfirst" or "nullslast"',
      )
    }
    let head: string
    let relation: string | undefined
    let rest: string[]
    const rel = /^([^.()]+)\(([^()]+)\)(.*)$/.exec(term)
    if (rel) {
      relation = rel[1]
      head = rel[2]
      rest = rel[3] ? rel[3].replace(/^\./, '').split('.') : []
      if (rel[3] && !rel[3].startsWith('.')) fail()
    } else {
      const parts = term.split('.')
      head = parts[0]
      rest = parts.slice(1)
    }
    if (!head) fail()
    const out: OrderTerm = { field: parseField(head), relation }
    for (const mod of rest) {
      if ((mod === 'asc' || mod === 'desc') && !out.direction && !out.nulls) out.direction = mod
      else if ((mod === 'nullsfirst' || mod === 'nullslast') && !out.nulls) {
        out.nulls = mod === 'nullsfirst' ? 'first' : 'last'
      } else fail()
    }
    return out
  })
}

function parseCount(key: string, raw: string): number {
  if (!/^\d+$/.test(raw)) {
    throw parseError(
      `"failed to parse ${key} parameter (${raw})" (line 1, column 1)`,
      'expecting digit',
    )
  }
  return Number(raw)
}

/** Lists the query-string pairs, decoding `+` as space like PostgREST. */
export const queryPairs = (search: string): [string, string][] => [...new URLSearchParams(search)]

/** Column lists like `"a","b"` (insert `columns`) or `a,b` (`on_conflict`). */
export const parseColumnList = (raw: string): string[] =>
  splitTopLevel(raw)
    .map((c) => unquote(c.trim()))
    .filter((c) => c !== '')

/**
 * Reads the query string the way PostgREST does (ApiRequest/QueryParams.hs): reserved keys,
 * scoped order/limit/offset/or/and, and everything else a filter `[embed path.]field=op.value`.
 * Keys in `argNames` are RPC arguments instead of filters.
 */
export function parseQuery(search: string, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const parsed: ParsedQuery = {
    select: [{ kind: 'star' }],
    hasSelect: false,
    scopes: new Map(),
    args: {},
  }
  const scope = (path: string): Scoped => {
    let s = parsed.scopes.get(path)
    if (!s) {
      s = { filters: [], order: [] }
      parsed.scopes.set(path, s)
    }
    return s
  }
  scope('')
  for (const [key, value] of queryPairs(search)) {
    if (key === 'select') {
      parsed.select = parseSelect(value)
      parsed.hasSelect = true
      continue
    }
    if (key === 'columns') {
      parsed.columns = parseColumnList(value)
      continue
    }
    if (key === 'on_conflict') {
      parsed.onConflict = parseColumnList(value)
      continue
    }
    if (argNames.has(key)) {
      parsed.args[key] = value
      continue
    }
    const segments = key.split('.')
    const last = segments[segments.length - 1]
    if (last === 'order') {
      scope(segments.slice(0, -1).join('.')).order.push(...parseOrder(value))
    } else if (last === 'limit' || last === 'offset') {
      scope(segments.slice(0, -1).join('.'))[last] = parseCount(last, value)
    } else if (last === 'or' || last === 'and') {
      const negated = segments[segments.length - 2] === 'not'
      const path = segments.slice(0, negated ? -2 : -1).join('.')
      scope(path).filters.push(parseLogic(last, negated, value))
    } else {
      const path = segments.slice(0, -1).join('.')
      scope(path).filters.push(parseFilter(parseField(last), value))
    }
  }
  return parsed
}
