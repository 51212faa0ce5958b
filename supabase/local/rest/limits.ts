import { RestError } from './errors.ts'
import type { Condition, ParsedQuery, SelectItem } from './parse-query.ts'

// What keeps one request from taking the local stack down. Hosted Supabase bounds work with
// per-role statement timeouts and max_rows; PGlite runs every statement to its end on the one
// thread that also serves HTTP, so constructs whose cost has no bound are refused up front.

/** Embedded resources deeper than this are refused (the app embeds one level). */
export const MAX_EMBED_DEPTH = 3
/** and/or groups nested deeper than this are refused. */
export const MAX_LOGIC_DEPTH = 100
/** The largest response body the local stack sends. */
export const MAX_RESPONSE_BYTES = 20 * 1024 * 1024

export function responseTooLarge(limit: number): RestError {
  return new RestError(
    400,
    'PGRST100',
    `The response is larger than the local stack's limit of ${Math.round(limit / 1024)} KB`,
    null,
    'Select fewer columns or rows (limit and offset), or embed less.',
  )
}

function embedDepth(items: SelectItem[]): number {
  let deepest = 0
  for (const item of items) {
    if (item.kind === 'embed') deepest = Math.max(deepest, 1 + embedDepth(item.select))
  }
  return deepest
}

function* filtersOf(conditions: Condition[], depth = 1): Generator<[Condition, number]> {
  for (const condition of conditions) {
    yield [condition, depth]
    if (condition.kind === 'logic') yield* filtersOf(condition.children, depth + 1)
  }
}

/** Elements (nested ones included) an RPC argument may carry: PGlite cannot stop a statement, so
 *  a six-million-element array would hold the one thread for seconds and its memory for good. */
export const MAX_ARRAY_ELEMENTS = 10_000

/** Above this many expanded atoms PostgreSQL's regex compiler runs out of room ("too complex");
 *  PGlite then loses the error and stalls, so the local stack refuses such patterns itself. */
export const MAX_REGEX_EXPANSION = 10_000

/**
 * A rough size of the automaton PostgreSQL compiles for a regular expression: a bounded repeat
 * `{m,n}` copies its operand n times (so `(a{1,255}){1,255}` is 65,025), everything else counts 1.
 */
export function regexExpansion(pattern: string): number {
  const frames: { total: number; last: number }[] = [{ total: 0, last: 0 }]
  const top = () => frames[frames.length - 1]!
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    const frame = top()
    if (char === '\\') {
      i++
      frame.total += 1
      frame.last = 1
    } else if (char === '[') {
      let j = i + 1
      if (pattern[j] === '^') j++
      if (pattern[j] === ']') j++
      while (j < pattern.length && pattern[j] !== ']') j++
      i = j
      frame.total += 1
      frame.last = 1
    } else if (char === '(') {
      if (pattern[i + 1] === '?') i += 2
      frames.push({ total: 0, last: 0 })
    } else if (char === ')' && frames.length > 1) {
      const group = frames.pop()!.total
      top().total += group
      top().last = group
    } else if (char === '|') {
      frame.last = 0
    } else if (char === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i))
      if (!bound) {
        frame.total += 1
        frame.last = 1
        continue
      }
      const min = Number(bound[1])
      const max = bound[2] === undefined ? min : bound[3] ? Number(bound[3]) : min + 1
      const factor = Math.max(1, max)
      frame.total += frame.last * (factor - 1)
      frame.last *= factor
      i += bound[0].length - 1
    } else if (char === '*' || char === '+' || char === '?') {
      // An unbounded or optional repeat adds a loop, not copies.
    } else {
      frame.total += 1
      frame.last = 1
    }
  }
  while (frames.length > 1) {
    const group = frames.pop()!.total
    top().total += group
  }
  return top().total
}

/** Refuses an RPC argument with more than MAX_ARRAY_ELEMENTS array elements. */
export function checkArgumentSizes(args: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(args)) {
    let count = 0
    const stack: unknown[] = [value]
    while (stack.length > 0 && count <= MAX_ARRAY_ELEMENTS) {
      const item = stack.pop()
      if (Array.isArray(item)) {
        count += item.length
        if (count <= MAX_ARRAY_ELEMENTS) stack.push(...item)
      } else if (item !== null && typeof item === 'object') {
        stack.push(...Object.values(item))
      }
    }
    if (count > MAX_ARRAY_ELEMENTS) {
      throw new RestError(
        400,
        '54000',
        `The argument ${name} holds more than ${MAX_ARRAY_ELEMENTS} array elements, the local stack's limit`,
        null,
        'Send the values in smaller calls.',
      )
    }
  }
}

/** A POSIX back-reference (\1 … \9): the one construct of PostgreSQL's regex engine that can
 *  take exponential time. */
const BACK_REFERENCE = /\\[1-9]/

export function checkLimits(query: ParsedQuery, engine: 'pglite' | 'postgres'): void {
  const depth = embedDepth(query.select)
  if (depth > MAX_EMBED_DEPTH) {
    throw new RestError(
      400,
      'PGRST100',
      `Embedding is limited to ${MAX_EMBED_DEPTH} levels by the local stack`,
      `The select parameter embeds ${depth} levels deep.`,
      'Select the nested resources in a separate request.',
    )
  }
  for (const scope of query.scopes.values()) {
    for (const [condition, level] of filtersOf(scope.filters)) {
      if (level > MAX_LOGIC_DEPTH) {
        throw new RestError(
          400,
          'PGRST100',
          `Logic trees are limited to ${MAX_LOGIC_DEPTH} nested and/or groups by the local stack`,
        )
      }
      if (
        engine === 'pglite' &&
        condition.kind === 'filter' &&
        (condition.op === 'match' || condition.op === 'imatch') &&
        [condition.value].flat().some((value) => regexExpansion(value) > MAX_REGEX_EXPANSION)
      ) {
        // PostgreSQL's own answer (2201B, which PostgREST gives as 400).
        throw new RestError(
          400,
          '2201B',
          'invalid regular expression: regular expression is too complex',
        )
      }
      if (
        engine === 'pglite' &&
        condition.kind === 'filter' &&
        (condition.op === 'match' || condition.op === 'imatch') &&
        [condition.value].flat().some((value) => BACK_REFERENCE.test(value))
      ) {
        throw new RestError(
          400,
          'PGRST100',
          'Regular expressions with back-references are refused by the local stack on PGlite',
          'PGlite cannot interrupt a statement, so a pattern that may run for minutes would stall every other request.',
          'Run the stack on PostgreSQL (--db-url), where the statement timeout stops it.',
        )
      }
    }
  }
}
