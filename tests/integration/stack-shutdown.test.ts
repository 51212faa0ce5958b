import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { start, type StartOptions } from '../../supabase/local/server.ts'
import { ENGINE } from './support/local-stack.ts'

// Ctrl+C (SIGINT) or SIGTERM on `npm run stack` while requests keep arriving: the stack stops
// accepting at once, lets the requests in flight finish for a few seconds at most, closes the
// database and exits; a second signal exits at once. Nothing it acknowledged is lost. On each
// engine: a PGlite data folder (what `npm run dev` uses), or a database of the PostgreSQL run's
// cluster (`--db-url`).

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SLOW = 240_000
/** DRAIN_MS (3 s) + closing the workers and the database, with room for a busy machine. */
const EXIT_WITHIN_MS = 8_000

let parent: string
/** An HTTP server that takes requests and never answers them. */
const silent = createServer(() => {})
let silentPort = 0

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'riviera-shutdown-'))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentPort = (silent.address() as AddressInfo).port
})
afterAll(async () => {
  silent.closeAllConnections()
  silent.close()
  for (const database of databases) {
    await onServer(
      process.env.LOCAL_STACK_DB_URL!,
      `drop database if exists ${database} with (force)`,
    )
  }
  await rm(parent, { recursive: true, force: true })
})

interface Running {
  child: ChildProcess
  url: string
  secretKey: string
  exited: Promise<{ code: number | null; at: number }>
}

/** Where a stack keeps its data between runs: a PGlite folder, or a PostgreSQL database. */
interface Target {
  args: string[]
  options: StartOptions
}

const databases: string[] = []

async function newTarget(name: string): Promise<Target> {
  const serverUrl = process.env.LOCAL_STACK_DB_URL
  if (ENGINE === 'pglite' || !serverUrl) {
    const dataDir = join(parent, name)
    return { args: ['--data-dir', dataDir], options: { dataDir } }
  }
  const database = `shutdown_${name}_${randomUUID().slice(0, 8).replace(/-/g, '')}`
  await onServer(serverUrl, `create database ${database}`)
  databases.push(database)
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return { args: ['--db-url', url.toString()], options: { dbUrl: url.toString() } }
}

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** `npm run stack` on that data, as a developer starts it. */
async function spawnStack(target: Target): Promise<Running> {
  const env = { ...process.env }
  delete env.LOCAL_STACK_DB_URL
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/cli.ts',
      ...target.args,
      '--port',
      '0',
      '--smtp-port',
      '0',
      '--inbox-port',
      '0',
      '--quiet',
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: performance.now() })),
  )
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const ready = await new Promise<{ url: string; secretKey: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /API URL:\s+(\S+)/.exec(output)?.[1]
      const secretKey = /secret key:\s+(\S+)/.exec(output)?.[1]
      if (url && secretKey) resolve({ url, secretKey })
    })
    void exited.then(() => reject(new Error(`the stack exited before it was ready:\n${output}`)))
  })
  return { child, ...ready, exited }
}

/** One REST write: a FAQ whose question names it. Resolves to the HTTP status (0: no answer). */
function writeFaq(
  stack: Running,
  villaId: string,
  question: string,
  agent: Agent | false,
): Promise<number> {
  const body = JSON.stringify({ villa_id: villaId, question, answer: 'Yes.' })
  return new Promise((resolve) => {
    const req = request(
      `${stack.url}/rest/v1/villa_faqs`,
      {
        method: 'POST',
        agent,
        headers: {
          apikey: stack.secretKey,
          authorization: `Bearer ${stack.secretKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          prefer: 'return=minimal',
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.on('error', () => resolve(0))
    req.end(body)
  })
}

async function firstVillaId(stack: Running): Promise<string> {
  const response = await fetch(`${stack.url}/rest/v1/villas?select=id&limit=1`, {
    headers: { apikey: stack.secretKey, authorization: `Bearer ${stack.secretKey}` },
  })
  const [villa] = (await response.json()) as Array<{ id: string }>
  return villa!.id
}

describe(`stopping the stack (Ctrl+C, SIGTERM) while requests arrive (${ENGINE})`, () => {
  it(
    'stops accepting at the signal, exits within seconds, and keeps every write it acknowledged',
    async () => {
      const target = await newTarget('hammered')
      // pg_net has a request in flight to a target that never answers (a calendar feed that
      // hangs, an Edge Function sending a long batch of emails): the stop must not wait for it.
      const prepared = await start({ port: 0, quiet: true, ...target.options })
      await prepared.db.pg.query(
        `insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
         values ('GET', $1, '{}', 120000)`,
        [`http://127.0.0.1:${silentPort}/feed.ics`],
      )
      await prepared.stop()
      const stack = await spawnStack(target)
      const villaId = await firstVillaId(stack)

      const keepAlive = new Agent({ keepAlive: true })
      const acknowledged: string[] = []
      let acknowledgedAfterSignal = 0
      let refusedAfterSignal = 0
      let signalAt = 0
      let exitedAt = 0
      void stack.exited.then(({ at }) => (exitedAt = at))
      let sent = 0
      const writer = async (lane: number) => {
        while (!exitedAt) {
          const question = `hammer ${lane}-${sent++}`
          const sentAt = performance.now()
          // Half the lanes keep their connection open between requests, as browsers do.
          const status = await writeFaq(stack, villaId, question, lane % 2 ? keepAlive : false)
          if (status === 201) {
            acknowledged.push(question)
            // A request sent well after the signal must not be taken.
            if (signalAt && sentAt > signalAt + 250) acknowledgedAfterSignal++
          } else if (signalAt && status === 503) {
            refusedAfterSignal++
          } else if (status === 0 && exitedAt === 0) {
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
        }
      }
      const lanes = Array.from({ length: 12 }, (_, lane) => writer(lane))
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const beforeSignal = acknowledged.length
      signalAt = performance.now()
      stack.child.kill('SIGTERM')
      // Past 30 s the stack is killed, so the numbers of a stack that does not stop are seen.
      const killer = setTimeout(() => stack.child.kill('SIGKILL'), 30_000)
      const { code } = await stack.exited
      clearTimeout(killer)
      await Promise.all(lanes)
      keepAlive.destroy()
      const stoppedInMs = Math.round(exitedAt - signalAt)
      console.log(
        `acknowledged ${beforeSignal} writes before SIGTERM, ${acknowledged.length - beforeSignal} ` +
          `after (${acknowledgedAfterSignal} sent > 250 ms after it), ${refusedAfterSignal} answered ` +
          `503; exited ${stoppedInMs} ms after the signal with code ${code}`,
      )
      expect(beforeSignal).toBeGreaterThan(20)
      expect(stoppedInMs).toBeLessThan(EXIT_WITHIN_MS)
      expect(code).toBe(0)
      expect(acknowledgedAfterSignal).toBe(0)

      // Every acknowledged write is in the data folder (the database) after a restart.
      const again = await start({ port: 0, quiet: true, ...target.options })
      try {
        const { rows } = await again.db.pg.query<{ question: string }>(
          `select question from public.villa_faqs where question like 'hammer %'`,
        )
        const stored = new Set(rows.map((row) => row.question))
        const lost = acknowledged.filter((question) => !stored.has(question))
        expect(lost).toEqual([])
      } finally {
        await again.stop()
      }
    },
    SLOW,
  )

  it(
    'exits at once on a second signal, while the first one waits for a request in flight',
    async () => {
      const stack = await spawnStack(await newTarget('impatient'))
      // A request whose body never arrives keeps the first stop draining.
      const hanging = request(`${stack.url}/rest/v1/villa_faqs`, {
        method: 'POST',
        agent: false,
        headers: {
          apikey: stack.secretKey,
          'content-type': 'application/json',
          'content-length': '1000',
        },
      })
      hanging.on('error', () => {})
      hanging.write('{"villa_id":')
      await new Promise((resolve) => setTimeout(resolve, 300))

      stack.child.kill('SIGINT')
      // The same Ctrl+C relayed by a wrapper (npm run dev sends SIGTERM) is not a second one.
      stack.child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(stack.child.exitCode).toBeNull() // still draining the hanging request
      const secondAt = performance.now()
      stack.child.kill('SIGTERM')
      const { code, at } = await stack.exited
      console.log(`exited ${Math.round(at - secondAt)} ms after the second signal (code ${code})`)
      expect(at - secondAt).toBeLessThan(1000)
      expect(code).toBe(130)
      hanging.destroy()
    },
    SLOW,
  )
})
