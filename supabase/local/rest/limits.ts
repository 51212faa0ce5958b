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
