import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'

// How the stack stops: at the signal it stops accepting (listener closed, a request that still
// arrives on an open connection answered 503), lets the requests in flight finish for a few
// seconds at most, then closes its workers and the database. A second signal exits at once.

/** How long a stopping stack lets the requests already in flight finish. */
export const DRAIN_MS = 3000

/** The longest a stop waits for each background worker (cron, pg_net, functions, mail). */
export const WORKER_GRACE_MS = 1500

export interface RequestGate {
  /** Puts the gate in front of the server's request listeners. */
  attach(server: Server): RequestGate
  /**
   * Stops accepting now, waits up to `drainMs` for the requests in flight to be answered and
   * their connections to end, then closes every connection still open.
   */
  close(server: Server, drainMs?: number): Promise<void>
}

export function requestGate(): RequestGate {
  let closing = false
  const inFlight = new Set<ServerResponse>()

  const wrap =
    (listener: RequestListener): RequestListener =>
    (req, res) => {
      if (closing) {
        refuse(req, res)
        return
      }
      inFlight.add(res)
      res.once('close', () => inFlight.delete(res))
      listener(req, res)
    }

  const gate: RequestGate = {
    attach(server) {
      const listeners = server.listeners('request') as RequestListener[]
      server.removeAllListeners('request')
      server.on(
        'request',
        wrap((req, res) => {
          for (const listener of listeners) listener.call(server, req, res)
        }),
      )
      return gate
    },
    async close(server, drainMs = DRAIN_MS) {
      closing = true
      // Each connection ends once its answer is sent (Connection: close), so answers in flight
      // reach their clients whole; idle ones close now.
      for (const res of inFlight) res.shouldKeepAlive = false
      const ended = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      await within(ended, drainMs)
      server.closeAllConnections()
    },
  }
  return gate
}

/** The answer to a request that arrives while the stack stops: 503, readable by a browser. */
function refuse(req: IncomingMessage, res: ServerResponse) {
  req.resume()
  const body = JSON.stringify({ message: 'The local stack is shutting down' })
  res.writeHead(503, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'retry-after': '5',
    connection: 'close',
    'access-control-allow-origin': req.headers.origin ?? '*',
    vary: 'Origin',
  })
  res.end(body)
}

/** Waits for `work` at most `ms`; past that the stop goes on without it. */
export function within(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (!work) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    timer.unref()
    work.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      () => {
        clearTimeout(timer)
        resolve()
      },
    )
  })
}

/** Signals this close to the first one are the same Ctrl+C, relayed by a wrapper. */
const RELAYED_MS = 300

/**
 * Ctrl+C (SIGINT) and SIGTERM for `npm run stack`: the first stops the stack (`stop`), exiting
 * 0 when it is done, or 1 past `deadlineMs`; a second signal exits at once (130).
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  { deadlineMs = 10_000, log = console.log } = {},
): (reason: string) => void {
  let stoppingSince = 0
  const shutdown = (reason: string) => {
    if (stoppingSince) {
      // One Ctrl+C reaches the stack more than once when a wrapper relays it (`npm run dev`
      // sends SIGTERM to the stack that the terminal's SIGINT already reached): a signal within
      // RELAYED_MS of the first is the same request. A person's second Ctrl+C comes later.
      if (performance.now() - stoppingSince < RELAYED_MS) return
      log(`${reason} again: exiting at once.`)
      process.exit(130)
    }
    stoppingSince = performance.now()
    log(`\n${reason}: stopping the local stack (press Ctrl+C again to exit at once)…`)
    setTimeout(() => {
      log(`The local stack did not stop within ${deadlineMs / 1000} s: exiting.`)
      process.exit(1)
    }, deadlineMs).unref()
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  return shutdown
}
