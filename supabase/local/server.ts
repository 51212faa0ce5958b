import { gzipSync } from 'node:zlib'
import { existsSync } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createAuth } from './auth.ts'
import { readProjectConfig } from './config.ts'
import { startScheduler, type Scheduler } from './cron.ts'
import {
  buildingPath,
  damagedDataDir,
  lockDataDir,
  removeAbandonedBuilds,
  resolveDataDir,
} from './data-dir.ts'
import { openPglite, openPostgres, resetPostgres, type LocalDb } from './db.ts'
import { resolveCaller, type Caller } from './gateway.ts'
import { json, type ApiRequest, type ApiResponse } from './http-types.ts'
import { DRAIN_MS, WORKER_GRACE_MS, requestGate, within } from './lifecycle.ts'
import { startMailCatcher, type MailCatcher } from './mail.ts'
import { createFunctions, readFunctionSecrets } from './functions.ts'
import {
  ANON_KEY,
  LOCAL_PORT,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from './well-known.mjs'
import { migrate, type MigrateReport } from './migrate.ts'
import { startNetWorker, type NetWorker } from './net.ts'
import { createRest } from './rest/index.ts'
import { readSnapshot, snapshotKey, snapshotsDisabled, writeSnapshot } from './snapshot.ts'
import { createStorage } from './storage.ts'
import { clientAddress, withPlatformClientAddress } from './client-address.ts'
import {
  MAX_HEADER_BYTES,
  bodyLimitFor,
  bodyTooLarge,
  clientErrorResponse,
  refuseBody,
  refuseRequestLine,
} from './request-guards.ts'

export const DEFAULT_PORT = LOCAL_PORT
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.supabase-local/', import.meta.url))

export interface StartOptions {
  port?: number
  memory?: boolean
  workdir?: string
  dataDir?: string
  /** A real PostgreSQL server instead of PGlite (`postgres://supabase_admin@host:port/db`). With
   *  `memory`, the stack creates a database of its own there and drops it when it stops. */
  dbUrl?: string
  /** The largest REST response body (default 20 MB); lower in tests. */
  maxResponseBytes?: number
  quiet?: boolean
  reset?: boolean
  /** Start a fresh database from the cached post-seed snapshot when one matches (default true);
   *  false runs platform, migrations and seed for real (and refreshes the cache). */
  snapshot?: boolean
  /** The mail catcher's ports (default: any free ones, so parallel stacks never collide). */
  mail?: { smtpPort?: number; inboxPort?: number }
  /** Restart an Edge Function when its files change (`npm run dev`). */
  watchFunctions?: boolean
  /** Run pg_cron jobs on their schedule (default true; tests that drive jobs by hand turn it off). */
  cron?: boolean
  /** More environment for Edge Functions, after the secrets (tests: e.g. the calendar sync's
   *  CALENDAR_SYNC_ALLOWED_HOSTS for a feed server of theirs on 127.0.0.1). */
  functionEnv?: Record<string, string>
}

export interface Stack {
  url: string
  /** Legacy JWT keys (what `supabase start` still prints as anon / service_role). */
  anonKey: string
  serviceRoleKey: string
  /** The new API keys: publishable acts as anon, secret as service_role. */
  publishableKey: string
  secretKey: string
  db: LocalDb
  migrations: MigrateReport
  /** True when the fresh database was loaded from a cached snapshot instead of being migrated. */
  fromSnapshot: boolean
  /** The mail catcher every email goes to: its SMTP port and its inbox (page and Mailpit API). */
  mail: { smtpPort: number; url: string }
  /** pg_cron's worker: `run(jobname)` runs a scheduled job now. */
  cron: Pick<Scheduler, 'run'>
  /** pg_net's worker: `drain()` waits until every queued request has been answered. */
  net: Pick<NetWorker, 'drain'>
  stop(): Promise<void>
}

const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
  'Content-Profile',
  'Preference-Applied',
  'Location',
  'Content-Length',
  'ETag',
].join(', ')

const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept-profile, content-profile, prefer, ' +
  'x-supabase-api-version, x-upsert, cache-control, x-metadata, x-retry-count, range, accept'

/** Starts the local Supabase API: migrations first, then HTTP on 127.0.0.1 (port 0 = any free port). */
export async function start(options: StartOptions = {}): Promise<Stack> {
  const workdir = options.workdir ?? REPO_ROOT
  const config = await readProjectConfig(workdir)
  let db: LocalDb
  let snapshot: Blob | null = null
  let key: string | null = null
  let dataDir: string | undefined
  let building: string | undefined
  let releaseLock: (() => Promise<void>) | undefined
  if (options.dbUrl) {
    if (options.reset && !options.memory) await resetPostgres(options.dbUrl)
    db = await openPostgres(options.dbUrl, { fresh: options.memory })
  } else {
    // The real path (links, `.` and trailing slashes resolved): one folder, one lock.
    dataDir = options.memory ? undefined : await resolveDataDir(options.dataDir ?? DEFAULT_DATA_DIR)
    if (dataDir) {
      releaseLock = await lockDataDir(dataDir, options.dataDir ?? DEFAULT_DATA_DIR)
      await removeAbandonedBuilds(dataDir)
    }
    try {
      if (options.reset && dataDir) await rm(dataDir, { recursive: true, force: true })
      // An empty folder (made by `mkdir` or a test's mkdtemp) counts as no database yet.
      if (dataDir && existsSync(dataDir) && (await readdir(dataDir)).length === 0) {
        await rm(dataDir, { recursive: true, force: true })
      }
      const fresh = !dataDir || !existsSync(dataDir)
      key = fresh && !snapshotsDisabled() ? await snapshotKey(workdir) : null
      snapshot = key && options.snapshot !== false ? await readSnapshot(key) : null
      // A first start builds beside the folder and renames it into place when complete.
      building = fresh && dataDir ? buildingPath(dataDir) : undefined
      db = await openPglite(building ?? dataDir, snapshot ? { loadDataDir: snapshot } : {}).catch(
        (error: unknown) => {
          throw dataDir && !fresh ? damagedDataDir(dataDir, error) : error
        },
      )
    } catch (error) {
      await releaseLock?.()
      throw error
    }
  }
  let report: MigrateReport
  try {
    report = await migrate(db.pg, workdir)
    if (key && !snapshot && report.platform && db.dump) await writeSnapshot(db.dump, key)
    if (building && dataDir) {
      await db.close()
      await rename(building, dataDir)
      db = await openPglite(dataDir)
    }
  } catch (error) {
    await db.close().catch(() => {})
    if (building) await rm(building, { recursive: true, force: true })
    await releaseLock?.()
    throw error
  }

  let mail: MailCatcher
  try {
    mail = await startMailCatcher({ ...options.mail, quiet: options.quiet })
  } catch (error) {
    await db.close()
    await releaseLock?.()
    throw error
  }

  let url = ''
  const issuer = () => `${url}/auth/v1`
  const auth = createAuth(
    db,
    issuer,
    {
      email: config.authEmail,
      rateLimits: config.authRateLimits,
      siteUrl: config.siteUrl,
      smtpPort: mail.smtpPort,
    },
    config.authMfa,
  )
  const storage = createStorage(db)
  const rest = createRest(db, {
    maxRows: config.maxRows,
    maxResponseBytes: options.maxResponseBytes,
  })
  await rest.reloadSchema()
  // PostgREST's own channel: a schema change (DDL event triggers) or an operator asks for a reload.
  await db.pg.listen('pgrst', (payload) => {
    if (payload === 'reload schema' || payload === '') {
      rest.reloadSchema().catch((error: unknown) => {
        console.error('local stack: the schema cache could not be reloaded:', error)
      })
    }
  })
  const log = options.quiet ? () => {} : (line: string) => console.log(line)
  const functions = createFunctions({
    workdir,
    verifyJwt: config.functions,
    watch: options.watchFunctions,
    log,
    env: () => ({
      // Local defaults first (the mail catcher), then the developer's secrets, then what the
      // platform injects on hosted too.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      EMAIL_FROM_ADDRESS: 'bookings@rivieravillas.test',
      SITE_URL: config.siteUrl,
      ...readFunctionSecrets(workdir),
      ...options.functionEnv,
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      ...(options.dbUrl ? { SUPABASE_DB_URL: options.dbUrl } : {}),
    }),
  })

  async function dispatch(req: IncomingMessage, body: Buffer, path: string, search: string) {
    const method = req.method ?? 'GET'
    const headers = withPlatformClientAddress(lowerHeaders(req), req.socket.remoteAddress)
    const service = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(path)
    if (!service) {
      if (path === '/' && (method === 'GET' || method === 'HEAD')) {
        return json(200, { name: 'riviera-local-stack', status: 'ok' })
      }
      return json(404, { message: 'no Route matched with those values' })
    }
    const subPath = service[2] ?? '/'
    if (missingApiKey(service[1]!, subPath, headers, search)) {
      return json(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    }
    const refused = refuseBody(path, headers, body)
    if (refused) return refused
    const apiReq: ApiRequest = {
      method,
      path: subPath,
      search,
      headers,
      body,
      clientAddress: clientAddress(req),
    }
    if (service[1] === 'functions') return functions.handle(apiReq)
    if (service[1] === 'auth') return auth.handle(apiReq)
    if (service[1] === 'storage') {
      return storage.handle(apiReq, () => resolveCaller(headers, method, subPath))
    }
    const caller = resolveCaller(headers, method, subPath)
    if (!caller.ok) return restAuthError(caller)
    return rest.handle(apiReq, caller.identity)
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const rawUrl = req.url ?? '/'
    const queryAt = rawUrl.indexOf('?')
    const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
    const search = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1)
    const finish = (response: ApiResponse) => {
      send(req, res, response)
      log(`${method} ${path} ${response.status} ${Math.round(performance.now() - started)}ms`)
    }

    if (method === 'OPTIONS' && !path.startsWith('/functions/v1/')) {
      finish({ status: 200, headers: preflightHeaders(req), body: null })
      return
    }
    const refused = refuseRequestLine(rawUrl, path, lowerHeaders(req))
    if (refused) {
      res.setHeader('connection', 'close')
      req.resume()
      finish(refused)
      return
    }
    readBody(req, bodyLimitFor(path))
      .then(async (body) => {
        if (!body) {
          res.setHeader('connection', 'close')
          finish(bodyTooLarge(path, lowerHeaders(req)))
          return
        }
        finish(await dispatch(req, body, path, search))
      })
      .catch((error: unknown) => {
        console.error(`local stack: ${method} ${path} failed:`, error)
        if (!res.headersSent) finish(json(500, { message: 'Internal server error' }))
        else res.destroy()
      })
  })
  // An idle keep-alive connection stays open 30 s (Node's default is 5 s). The database runs
  // in this process: a long query holds the event loop, and a client whose own idle timer was
  // held too sent its next request on a socket the server closed the moment the loop resumed
  // ("fetch failed" after a 15 s reference computation on the scale dataset). Hosted's gateway
  // keeps idle connections far longer than 5 s.
  server.keepAliveTimeout = 30_000
  // Counts the requests in flight, and answers 503 once the stack stops (lifecycle.ts).
  const gate = requestGate().attach(server)
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable) socket.end(clientErrorResponse(error.code))
  })

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? DEFAULT_PORT, '127.0.0.1', () => resolve())
    })
  } catch (error) {
    await mail.stop()
    await db.close()
    await releaseLock?.()
    throw error
  }
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // What an operator stores once on hosted (README): where scheduled jobs and triggers reach
  // this project's Edge Functions, and with which key.
  await db.pg.query(
    `insert into vault.secrets (name, secret) values ('project_url', $1), ('service_role_key', $2)
     on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    [url, SERVICE_ROLE_KEY],
  )
  const net = await startNetWorker(db.pg, log)
  const scheduler = options.cron === false ? null : await startScheduler(db.pg, log)

  let stopped = false
  return {
    url,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    db,
    migrations: report,
    fromSnapshot: snapshot !== null,
    mail: { smtpPort: mail.smtpPort, url: mail.url },
    cron: {
      run: (jobname) =>
        scheduler ? scheduler.run(jobname) : Promise.reject(new Error('cron is off in this stack')),
    },
    net: { drain: () => net.drain() },
    async stop() {
      if (stopped) return
      stopped = true
      // Stop accepting at once; the workers take no new work; the requests in flight get a few
      // seconds; no worker holds the stop for long (lifecycle.ts). Then the database closes.
      const accepting = gate.close(server, DRAIN_MS)
      const workers = Promise.all([scheduler?.stop(), net.stop()])
      await accepting
      await Promise.all([
        within(functions.stop(), WORKER_GRACE_MS * 2),
        within(workers, WORKER_GRACE_MS),
        within(mail.stop(), WORKER_GRACE_MS),
      ])
      await db.close()
      await releaseLock?.()
    },
  }
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

/** Over-limit bodies up to this size are read to their end (and thrown away) before the 413, so
 *  the client, still sending, reads the answer instead of a broken pipe. */
const DRAIN_LIMIT = 64 * 1024 * 1024

/** Resolves null when the body exceeds `limit`; the rest is then drained without buffering. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > DRAIN_LIMIT) {
    req.resume()
    return Promise.resolve(null)
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    let overLimit = declared > limit
    req.on('data', (chunk: Buffer) => {
      if (settled) return
      size += chunk.length
      if (size > limit) {
        overLimit = true
        chunks.length = 0
      }
      if (size > DRAIN_LIMIT) {
        settled = true
        resolve(null)
        return
      }
      if (!overLimit) chunks.push(chunk)
    })
    req.on('end', () => {
      if (settled) return
      settled = true
      resolve(overLimit ? null : Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (settled) return
      settled = true
      reject(error)
    })
  })
}

/** PostgREST's words for a token used outside its validity (Auth/Jwt.hs). */
const CLAIM_MESSAGES: Record<string, string> = {
  'token is not valid yet': 'JWT not yet valid',
  'token used before issued': 'JWT issued at future',
}

/** The API gateway (Kong on hosted) refuses REST and Auth calls that carry no API key. */
function missingApiKey(
  service: string,
  subPath: string,
  headers: Record<string, string>,
  search: string,
) {
  if (service !== 'rest' && service !== 'auth') return false
  if (service === 'auth' && OPEN_AUTH_ROUTES.has(subPath)) return false
  if (headers.apikey?.trim()) return false
  return !new URLSearchParams(search).get('apikey')
}

/** GoTrue routes the gateway leaves open (links in emails, OAuth redirects). */
const OPEN_AUTH_ROUTES = new Set(['/verify', '/callback', '/authorize'])

function restAuthError(caller: Extract<Caller, { ok: false }>): ApiResponse {
  if (caller.reason === 'apikey') {
    // The API gateway's answer to a publishable/secret key it does not know.
    return json(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    })
  }
  const expired = caller.reason === 'expired'
  const claimMessage = CLAIM_MESSAGES[caller.message]
  const message = expired
    ? 'JWT expired'
    : caller.reason === 'signature'
      ? 'No suitable key or wrong key type'
      : (claimMessage ?? caller.message)
  const code =
    expired || claimMessage ? 'PGRST303' : caller.reason === 'role' ? '22023' : 'PGRST301'
  return json(
    401,
    { code, details: null, hint: null, message },
    { 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  )
}

/**
 * Hosted's API gateway (Kong's cors plugin, no origins configured) answers every origin with `*`
 * and no credentials; supabase-js sends its keys in headers, never cookies, so `*` is enough.
 */
function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
  }
}

function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers']
  return {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': requested || DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    'content-length': '0',
  }
}

function send(req: IncomingMessage, res: ServerResponse, response: ApiResponse) {
  if (res.headersSent) return
  const { headers, body } = compressed(req, response)
  // An Edge Function sets its own CORS headers, as it must on hosted.
  const cors = req.url?.startsWith('/functions/v1/') ? {} : corsHeaders()
  res.writeHead(response.status, { ...cors, ...headers })
  if (req.method === 'HEAD' || body === null) res.end()
  else res.end(body)
}

/** Bodies smaller than this go as they are (hosted's gateway leaves small answers alone too). */
const COMPRESS_MIN_BYTES = 1024

/**
 * Hosted Supabase serves API answers gzip- or brotli-compressed to clients that ask for it; so
 * does the local stack (gzip), so what the browser downloads here is what it downloads there.
 * Only text: stored images are already compressed.
 */
function compressed(req: IncomingMessage, response: ApiResponse) {
  const { body } = response
  const type = response.headers['content-type'] ?? ''
  const isText = /json|text|csv|xml|javascript/.test(type)
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const size = body === null ? 0 : Buffer.byteLength(body)
  if (!isText || !accepts || size < COMPRESS_MIN_BYTES || response.headers['content-encoding']) {
    return { headers: response.headers, body }
  }
  const gzipped = gzipSync(body as string | Buffer, { level: 6 })
  const headers: Record<string, string> = {
    ...response.headers,
    'content-encoding': 'gzip',
    vary: 'Accept-Encoding',
  }
  if ('content-length' in headers) headers['content-length'] = String(gzipped.length)
  return { headers, body: gzipped }
}
