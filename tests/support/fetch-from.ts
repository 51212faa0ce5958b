import { request as httpRequest } from 'node:http'

/**
 * A `fetch` whose connections leave from `localAddress` (any 127.x.y.z on Linux): to the stack
 * it is another client, as another visitor's computer would be. The local gateway passes the
 * socket's address to SQL as CF-Connecting-IP, as Cloudflare does on hosted.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name] = value
    })
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: request.method,
          headers,
          localAddress,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const status = res.statusCode ?? 500
            const answerHeaders = new Headers()
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) {
                answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value)
              }
            }
            const empty = [204, 205, 304].includes(status) || request.method === 'HEAD'
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                headers: answerHeaders,
              }),
            )
          })
        },
      )
      outgoing.on('error', reject)
      if (body) outgoing.write(body)
      outgoing.end()
    })
  }
}

/** A loopback address of its own for each call: a stranger nobody has heard from yet. */
export function freshLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  return `127.${byte()}.${byte()}.${byte()}`
}

/**
 * A `fetch` for which every call comes from another visitor: the tests' anonymous client, so
 * that a file sending many requests meets the per-client flood control only where it means to
 * (client-throttles.test.ts gives each visitor its own address).
 */
export const fetchFromAnyone: typeof fetch = (input, init) =>
  fetchFrom(freshLoopbackAddress())(input, init)
