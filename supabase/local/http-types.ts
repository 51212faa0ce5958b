/** A request as the local stack's services see it: prefix stripped, headers lower-cased, body read. */
export interface ApiRequest {
  method: string
  /** Path after the service prefix, e.g. '/token' for /auth/v1/token. */
  path: string
  /** Raw query string without '?'. */
  search: string
  headers: Record<string, string>
  body: Buffer
  /** The caller's address as the platform sees it (client-address.ts), for Auth's rate limits. */
  clientAddress?: string
}

export interface ApiResponse {
  status: number
  headers: Record<string, string>
  body: string | Buffer | null
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  }
}

export function bearerToken(headers: Record<string, string>): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')
  return match ? match[1]! : null
}
