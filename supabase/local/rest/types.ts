/** What the HTTP server hands to REST: the request after the `/rest/v1` prefix. */
export interface RestRequest {
  method: string
  /** Path after /rest/v1, e.g. '/villas' or '/rpc/fn'. */
  path: string
  /** Raw query string without '?'. */
  search: string
  /** Lower-case header names. */
  headers: Record<string, string>
  body: Buffer
}

export interface RestResponse {
  status: number
  headers: Record<string, string>
  body: string | null
}
