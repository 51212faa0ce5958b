import { randomUUID } from 'node:crypto'
/** PostgREST's error body and the HTTP statuses it gives (src/PostgREST/Error.hs). */
export type ErrorDetails = string | null | Record<string, unknown>[]

export interface ErrorBody {
  code: string
  details: ErrorDetails
  hint: string | null
  message: string
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export const parseError = (message: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', message, details)

export const invalidJson = (details: string | null = null): RestError =>
  new RestError(400, 'PGRST102', 'Empty or invalid json', details)

export const unknownTable = (table: string): RestError =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)

export const unknownBodyColumn = (column: string, table: string): RestError =>
  new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  )

/** Same text Postgres uses for an unknown qualified column (PostgREST passes 42703 through). */
export const unknownColumn = (table: string, column: string): RestError =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`)

export const notSingular = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )

interface PgErrorLike {
  code?: string
  message?: string
  detail?: string
  hint?: string
}

const isPgError = (e: unknown): e is PgErrorLike =>
  typeof e === 'object' && e !== null && typeof (e as PgErrorLike).code === 'string'

/** HTTP status PostgREST gives a SQLSTATE (Error.hs pgErrorStatus). */
export function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  }
  if (exact[code]) return exact[code]
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

/**
 * Turns anything thrown while serving into PostgREST's error response parts. A fault of the
 * stack itself (a JavaScript error, or a Postgres internal_error of class XX) reaches the client
 * as a bare 500 with a request id; the details go to the stack's log only.
 */
export function toRestError(e: unknown, role: string): RestError {
  if (e instanceof RestError) return e
  if (isPgError(e) && !(e.code as string).startsWith('XX')) {
    const code = e.code as string
    return new RestError(
      pgErrorStatus(code, role),
      code,
      e.message ?? 'database error',
      e.detail ?? null,
      e.hint ?? null,
    )
  }
  const requestId = randomUUID()
  console.error(`local stack: REST request ${requestId} failed:`, e)
  return new RestError(
    500,
    'PGRST000',
    'Internal server error',
    null,
    `Request id ${requestId}: the local stack's log has the details.`,
  )
}
