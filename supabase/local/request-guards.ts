import { authError } from './auth-errors.ts'
import { json, type ApiResponse } from './http-types.ts'

/**
 * What the API gateway refuses before a service sees the request, each answered in the shape of
 * the service the path names (PostgREST, GoTrue, Storage, Edge Functions), so supabase-js reads
 * the error instead of a browser's "Failed to fetch".
 */

/** The longest request URL (hosted's edge answers 414 past 16 KB). */
export const MAX_URL_BYTES = 16 * 1024
/** Node's header limit, raised from its 16 KB default so an overlong URL still reaches the 414. */
export const MAX_HEADER_BYTES = 128 * 1024
/** Request bodies of the JSON APIs (REST, Auth): a row or an RPC's arguments, never a file. */
export const JSON_BODY_LIMIT = 1024 * 1024
/** Storage uploads and Edge Function bodies (storage's own per-bucket limit still applies). */
export const FILE_BODY_LIMIT = 15 * 1024 * 1024
/** JSON nested deeper than this is refused (the app's deepest is a few levels). */
export const MAX_JSON_DEPTH = 100

type Service = 'rest' | 'auth' | 'storage' | 'functions' | 'other'

export function serviceOf(path: string): Service {
  const match = /^\/(rest|auth|storage|functions)\/v1(\/|$)/.exec(path)
  return (match?.[1] as Service | undefined) ?? 'other'
}

export function bodyLimitFor(path: string): number {
  const service = serviceOf(path)
  return service === 'rest' || service === 'auth' ? JSON_BODY_LIMIT : FILE_BODY_LIMIT
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
}

const GATEWAY_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
}

const AUTH_CODES: Record<number, string> = {
  400: 'validation_failed',
  413: 'request_too_large',
  414: 'request_uri_too_long',
}

/** An error in the shape of the service `path` belongs to. */
export function serviceError(
  path: string,
  headers: Record<string, string>,
  status: number,
  message: string,
  restCode: string,
): ApiResponse {
  switch (serviceOf(path)) {
    case 'rest':
      return json(status, { code: restCode, details: null, hint: null, message })
    case 'auth':
      return authError({ headers }, status, AUTH_CODES[status] ?? 'bad_request', message)
    case 'storage':
      // Storage answers every error with HTTP 400 and the real status as a string.
      return json(400, { statusCode: String(status), error: STATUS_TEXT[status], message })
    default:
      // The Edge Functions gateway's shape ({code, message}, codes in capitals). A function sets
      // its own CORS headers; this answer comes from the gateway, so it carries them.
      return json(
        status,
        { code: GATEWAY_CODES[status] ?? 'BAD_REQUEST', message },
        { 'access-control-allow-origin': '*' },
      )
  }
}

/** A `%` not followed by two hex digits: no server can decode the path. */
export function hasMalformedEscape(text: string): boolean {
  return /%(?![0-9a-fA-F]{2})/.test(text)
}

/** The refusals decided from the request line alone: overlong URL, undecodable path. */
export function refuseRequestLine(
  rawUrl: string,
  path: string,
  headers: Record<string, string>,
): ApiResponse | null {
  const length = Buffer.byteLength(rawUrl)
  if (length > MAX_URL_BYTES) {
    return serviceError(
      path,
      headers,
      414,
      `The request URL is ${Math.ceil(length / 1024)} KB; the limit is ${MAX_URL_BYTES / 1024} KB. Send fewer filter values, or use an RPC with a POST body.`,
      'PGRST414',
    )
  }
  if (hasMalformedEscape(path)) {
    return serviceError(
      path,
      headers,
      400,
      'The request path has a malformed percent-escape (a "%" not followed by two hex digits)',
      'PGRST100',
    )
  }
  return null
}

export function bodyTooLarge(path: string, headers: Record<string, string>): ApiResponse {
  const limit = bodyLimitFor(path)
  const size = limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`
  return serviceError(
    path,
    headers,
    413,
    `The request body exceeds the ${size} limit of the local stack`,
    'PGRST413',
  )
}

/** Nesting depth of a JSON text, counted without parsing (strings skipped). */
export function jsonDepth(body: Buffer): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!
    if (inString) {
      if (byte === 0x5c)
        i++ // backslash: skip the escaped character
      else if (byte === 0x22) inString = false
      continue
    }
    if (byte === 0x22) inString = true
    else if (byte === 0x5b || byte === 0x7b) {
      depth++
      if (depth > deepest) deepest = depth
    } else if (byte === 0x5d || byte === 0x7d) depth--
  }
  return deepest
}

/** REST and Auth parse JSON bodies; one nested thousands deep is refused before it is parsed. */
export function refuseBody(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): ApiResponse | null {
  const service = serviceOf(path)
  if ((service !== 'rest' && service !== 'auth') || body.length === 0) return null
  if (jsonDepth(body) <= MAX_JSON_DEPTH) return null
  const detail = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`
  if (service === 'auth') {
    return authError(
      { headers },
      400,
      'bad_json',
      `Could not parse request body as JSON: ${detail}`,
    )
  }
  return json(400, {
    code: 'PGRST102',
    details: detail,
    hint: null,
    message: 'Empty or invalid json',
  })
}

/**
 * The answer when Node's HTTP parser gives up: the request line and headers past
 * MAX_HEADER_BYTES (431: URLs of 16–128 KB get their 414 above, with the service's shape), or
 * bytes that are no HTTP (400). Raw, since no request exists; CORS `*` so a browser reads it.
 */
export function clientErrorResponse(code: string | undefined): string {
  const overflow = code === 'HPE_HEADER_OVERFLOW'
  const status = overflow ? 431 : 400
  const message = overflow
    ? `The request URL and headers exceed the ${MAX_HEADER_BYTES / 1024} KB limit`
    : 'The request could not be parsed'
  const body = JSON.stringify({ code: `PGRST${status}`, message })
  return (
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    'Access-Control-Allow-Origin: *\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  )
}
