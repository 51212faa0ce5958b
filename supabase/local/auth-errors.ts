import type { ApiRequest, ApiResponse } from './http-types.ts'

export const API_VERSION = '2024-01-01'

/**
 * GoTrue's error shape: with the X-Supabase-Api-Version request header (auth-js always sends it)
 * `{code, message}` plus the version header; without it the legacy `{code: <status>, error_code, msg}`.
 */
export function authError(
  req: Pick<ApiRequest, 'headers'>,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiResponse {
  const versioned = Boolean(req.headers['x-supabase-api-version'])
  const body = versioned
    ? { code, message, ...extra }
    : { code: status, error_code: code, msg: message, ...extra }
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'x-sb-error-code': code,
  }
  if (versioned) headers['x-supabase-api-version'] = API_VERSION
  return { status, headers, body: JSON.stringify(body) }
}

/** Thrown inside handlers to answer with a GoTrue error. */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
