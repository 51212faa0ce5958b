import type { SqlEngine } from './db.ts'

/**
 * pg_net's background worker for the local stack: sends the requests queued by `net.http_get` /
 * `net.http_post` once their transaction has committed (the NOTIFY arrives only then), and keeps
 * each answer in `net._http_response` for six hours, with pg_net's messages for failures.
 */
export interface NetWorker {
  /** Resolves when every request queued so far has been answered (tests). */
  drain(): Promise<void>
  stop(): Promise<void>
}

interface QueuedRequest {
  id: number
  method: string
  url: string
  headers: Record<string, string>
  body: Uint8Array | null
  timeout_milliseconds: number
}

/**
 * Requests in flight at once (pg_net's `batch_size` default). Each request runs on its own, so a
 * target that hangs until its timeout delays no other: a freed place is refilled at once.
 */
const MAX_IN_FLIGHT = 200
const RESPONSE_TTL = '6 hours'

export async function startNetWorker(
  pg: SqlEngine,
  log: (line: string) => void,
): Promise<NetWorker> {
  let stopped = false
  /** The loop moving queued rows to requests in flight (one at a time). */
  let claiming: Promise<void> | null = null
  /** Set when a NOTIFY (or a freed place) arrives while the loop runs: it looks once more. */
  let again = false
  const inFlight = new Set<Promise<void>>()
  let lastCleanup = 0

  function wake() {
    if (stopped) return
    again = true
    claiming ??= claimQueued()
      .catch((error: unknown) => log(`pg_net: ${error}`))
      .finally(() => {
        claiming = null
        if (again && !stopped) wake()
      })
  }

  /** Every request claimed so far answered and recorded, and nothing left to claim. */
  async function settled() {
    while (claiming || inFlight.size > 0) {
      await Promise.allSettled([claiming, ...inFlight])
    }
  }

  async function claimQueued() {
    while (again && !stopped) {
      again = false
      for (;;) {
        const room = MAX_IN_FLIGHT - inFlight.size
        if (room <= 0) break // a request that ends frees a place and wakes the loop
        const { rows } = await pg.query<QueuedRequest>(
          `delete from net.http_request_queue
           where id in (select id from net.http_request_queue order by id limit ${room})
           returning id, method, url, headers, body, timeout_milliseconds`,
        )
        for (const row of rows.sort((a, b) => a.id - b.id)) {
          const request: Promise<void> = send(row)
            .catch((error: unknown) => log(`pg_net: ${error}`))
            .finally(() => {
              inFlight.delete(request)
              if (room === rows.length) wake() // the queue may hold more than there was room for
            })
          inFlight.add(request)
        }
        if (rows.length < room) break
      }
    }
    if (Date.now() - lastCleanup > 60_000) {
      lastCleanup = Date.now()
      await pg.query(
        `delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`,
      )
    }
  }

  async function send(request: QueuedRequest) {
    const started = performance.now()
    let answer: {
      status: number | null
      contentType: string | null
      headers: Record<string, string> | null
      content: string | null
      timedOut: boolean
      error: string | null
    }
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body && request.method !== 'GET' ? Buffer.from(request.body) : undefined,
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      })
      const headers: Record<string, string> = {}
      response.headers.forEach((value, key) => (headers[key] = value))
      answer = {
        status: response.status,
        contentType: response.headers.get('content-type'),
        headers,
        content: await response.text(),
        timedOut: false,
        error: null,
      }
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      const elapsed = Math.round(performance.now() - started)
      answer = {
        status: null,
        contentType: null,
        headers: null,
        content: null,
        timedOut,
        error: timedOut
          ? `Timeout of ${request.timeout_milliseconds} ms reached. Total time: ${elapsed} ms`
          : "Couldn't connect to server",
      }
    }
    await pg.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        request.id,
        answer.status,
        answer.contentType,
        answer.headers === null ? null : JSON.stringify(answer.headers),
        answer.content,
        answer.timedOut,
        answer.error,
      ],
    )
  }

  const unlisten = await pg.listen('local_stack_net', () => wake())
  wake() // requests queued while the stack was down

  return {
    drain: () => {
      wake()
      return settled()
    },
    async stop() {
      stopped = true
      await unlisten().catch(() => {})
      await settled()
    },
  }
}
