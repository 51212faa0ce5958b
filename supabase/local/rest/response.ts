import type { RestError } from './errors.ts'
import type { RestResponse } from './types.ts'

export const JSON_TYPE = 'application/json; charset=utf-8'
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

/** db-max-rows of the Supabase CLI's PostgREST. */
export const MAX_ROWS = 1000

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
}

const PREFER_VALUES: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
}

/** `Prefer` preferences joined by ", " or "," (both occur); unknown ones are ignored as PostgREST does. */
export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Record<string, string> = {}
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s?.trim())
    if (key && value && PREFER_VALUES[key]?.includes(value)) prefer[key] = value
  }
  return prefer as Prefer
}

/** The honoured preferences, for `Preference-Applied`. */
export function preferenceApplied(prefer: Prefer, keys: (keyof Prefer)[]): string | undefined {
  const applied = keys.filter((k) => prefer[k]).map((k) => `${k}=${prefer[k]}`)
  return applied.length ? applied.join(', ') : undefined
}

/** `first-last/total`, `*` for no rows or an unknown total (RangeQuery.hs contentRangeH). */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*'
  return `${range}/${total ?? '*'}`
}

/** Which body shape the client asked for; `null` when no supported media type is acceptable. */
export function acceptKind(accept: string | undefined): 'object' | 'array' | null {
  if (!accept) return 'array'
  const types = accept.split(',').map((t) => t.split(';')[0].trim().toLowerCase())
  for (const t of types) {
    if (t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object') {
      return 'object'
    }
    if (['application/json', '*/*', 'application/*', ''].includes(t)) return 'array'
  }
  return null
}

export function jsonResponse(
  status: number,
  body: string | null,
  headers: Record<string, string | undefined> = {},
): RestResponse {
  const out: Record<string, string> = { 'content-type': JSON_TYPE }
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = v
  return { status, headers: out, body }
}

export function errorResponse(error: RestError): RestResponse {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE }
  if (error.status === 401) headers['www-authenticate'] = 'Bearer'
  return { status: error.status, headers, body: JSON.stringify(error.body()) }
}
