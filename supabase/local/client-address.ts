import type { IncomingMessage } from 'node:http'

/**
 * The client's address as the platform sees it: the socket's remote address, never a header the
 * caller can write (X-Forwarded-For and the like). Auth's rate limits key on it; hosted keys on
 * the address its edge sets from the connection.
 */
export function clientAddress(req: Pick<IncomingMessage, 'socket'>): string {
  const address = req.socket?.remoteAddress ?? 'unknown'
  // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
  return address.startsWith('::ffff:') ? address.slice(7) : address
}
