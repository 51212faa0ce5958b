import type { IncomingMessage } from 'node:http'

/**
 * The client's address as the platform sees it: the socket's remote address, never a header the
 * caller can write (X-Forwarded-For and the like). Auth's rate limits key on it; hosted keys on
 * the address its edge sets from the connection.
 */
export function clientAddress(req: Pick<IncomingMessage, 'socket'>): string {
  return plainAddress(req.socket?.remoteAddress) ?? 'unknown'
}

/**
 * The client's address as the platform passes it on: on hosted Supabase every request crosses
 * Cloudflare, which writes `CF-Connecting-IP` itself (a value the caller sent never reaches the
 * project) and appends the connecting address to `X-Forwarded-For` (whose first entries are
 * therefore whatever the caller wrote). PostgREST hands both to SQL in `request.headers`, where
 * the flood control reads `cf-connecting-ip` (migration 20261126360000_per_client_throttles.sql).
 * The local stack's gateway does the same from the socket's address.
 */
export function withPlatformClientAddress(
  headers: Record<string, string>,
  socketAddress: string | undefined,
): Record<string, string> {
  const address = plainAddress(socketAddress)
  const { 'cf-connecting-ip': _forged, ...rest } = headers
  if (!address) return rest
  const forwarded = rest['x-forwarded-for']?.trim()
  return {
    ...rest,
    'cf-connecting-ip': address,
    'x-forwarded-for': forwarded ? `${forwarded}, ${address}` : address,
  }
}

/** `::ffff:127.0.0.2` (an IPv4 client of a dual-stack socket) is 127.0.0.2. */
function plainAddress(address: string | undefined): string | null {
  if (!address) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}
