import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { json, type ApiRequest, type ApiResponse } from './http-types.ts'
import { verifyJwt } from './jwt.ts'

/**
 * Edge Functions, served as hosted serves them: `supabase/functions/<name>/index.ts` answers at
 * `/functions/v1/<name>[/…]`, each function in a Deno process of its own (started on its first
 * request, restarted after a crash or, in dev, after an edit), seeing the path without the
 * `/functions/v1` prefix. The gateway checks the JWT first unless config.toml says
 * `verify_jwt = false`. Secrets: hosted's injected SUPABASE_* variables, local defaults for the
 * mail catcher, then `supabase/functions/.env` (what `supabase secrets set --env-file` uploads).
 */
export interface FunctionsOptions {
  workdir: string
  verifyJwt: Record<string, { verifyJwt: boolean }>
  /** The environment every function gets; read at each start, so it may depend on the URL. */
  env: () => Record<string, string>
  /** Restart a function when its files change (dev). */
  watch?: boolean
  log: (line: string) => void
}

export interface Functions {
  handle(req: ApiRequest): Promise<ApiResponse>
  stop(): Promise<void>
}

interface Worker {
  child: ChildProcess
  port: number
  ready: Promise<void>
}

const BOOTSTRAP = fileURLToPath(new URL('./functions-bootstrap.ts', import.meta.url))
/** Where npm installed Deno and the packages functions import with `npm:` specifiers. */
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url))
const BOOT_TIMEOUT_MS = 60_000
/** Hosted's wall-clock limit per request (paid plans 400 s; free 150 s). */
const REQUEST_TIMEOUT_MS = 150_000
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
/** Hop-by-hop headers a proxy does not forward. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'upgrade'])

export function createFunctions(options: FunctionsOptions): Functions {
  const root = join(options.workdir, 'supabase', 'functions')
  const workers = new Map<string, Worker>()
  let watcher: FSWatcher | undefined
  if (options.watch && existsSync(root)) {
    watcher = watch(root, { recursive: true }, () => stopAll())
  }

  function stopAll() {
    for (const [name, worker] of workers) {
      workers.delete(name)
      worker.child.kill('SIGTERM')
    }
  }

  function start(name: string, entry: string): Worker {
    const portReady = freePort()
    let child!: ChildProcess
    const ready = portReady.then(
      (port) =>
        new Promise<void>((resolve, reject) => {
          worker.port = port
          child = spawn(
            denoBinary(),
            [
              'run',
              '--node-modules-dir=manual',
              ...(existsSync(join(root, 'deno.json'))
                ? [`--config=${join(root, 'deno.json')}`]
                : []),
              '--allow-net',
              '--allow-env',
              '--allow-read',
              '--allow-sys',
              '--no-prompt',
              BOOTSTRAP,
              entry,
            ],
            {
              cwd: options.workdir,
              env: {
                ...options.env(),
                LOCAL_FUNCTION_PORT: String(port),
                DENO_DIR: join(NODE_MODULES, '.cache', 'deno'),
                PATH: process.env.PATH ?? '',
                NO_COLOR: '1',
                ...fakedClock(),
              },
              stdio: ['ignore', 'pipe', 'pipe'],
            },
          )
          worker.child = child
          const timer = setTimeout(() => {
            reject(new Error(`did not start within ${BOOT_TIMEOUT_MS / 1000} s`))
            child.kill('SIGKILL')
          }, BOOT_TIMEOUT_MS)
          const stderr: string[] = []
          createInterface({ input: child.stdout! }).on('line', (line) => {
            if (line === 'LOCAL_FUNCTION_READY') {
              clearTimeout(timer)
              resolve()
            } else options.log(`[${name}] ${line}`)
          })
          createInterface({ input: child.stderr! }).on('line', (line) => {
            stderr.push(line)
            if (stderr.length > 40) stderr.shift()
            options.log(`[${name}] ${line}`)
          })
          child.on('exit', (code, signal) => {
            clearTimeout(timer)
            if (workers.get(name) === worker) workers.delete(name)
            reject(new Error(`exited (${signal ?? `code ${code}`}): ${stderr.join('\n')}`))
          })
        }),
    )
    const worker: Worker = { child, port: 0, ready }
    ready.catch(() => workers.get(name) === worker && workers.delete(name))
    return worker
  }

  async function handle(req: ApiRequest): Promise<ApiResponse> {
    const name = /^\/([^/?]+)/.exec(req.path)?.[1] ?? ''
    const entry = join(root, name, 'index.ts')
    if (!NAME.test(name) || name.startsWith('_') || !existsSync(entry)) {
      return gatewayAnswer(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
    if (req.method !== 'OPTIONS' && options.verifyJwt[name]?.verifyJwt !== false) {
      const refusal = refuseToken(req.headers.authorization)
      if (refusal) return refusal
    }
    let worker = workers.get(name)
    if (!worker) {
      worker = start(name, entry)
      workers.set(name, worker)
    }
    try {
      await worker.ready
    } catch (error) {
      options.log(`[${name}] failed to start: ${(error as Error).message}`)
      return gatewayAnswer(503, {
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      })
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([key]) => !HOP_BY_HOP.has(key)),
    )
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    try {
      const response = await fetch(
        `http://127.0.0.1:${worker.port}${req.path}${req.search ? `?${req.search}` : ''}`,
        {
          method: req.method,
          headers,
          body: hasBody ? new Uint8Array(req.body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      )
      const body = Buffer.from(await response.arrayBuffer())
      const responseHeaders: Record<string, string> = {}
      response.headers.forEach((value, key) => {
        if (!HOP_BY_HOP.has(key) && key !== 'content-encoding' && key !== 'content-length') {
          responseHeaders[key] = value
        }
      })
      return { status: response.status, headers: responseHeaders, body }
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      options.log(`[${name}] ${(error as Error).message}`)
      return timedOut
        ? gatewayAnswer(546, {
            code: 'WORKER_LIMIT',
            message: 'Function exceeded its wall clock limit',
          })
        : gatewayAnswer(502, { code: 'WORKER_ERROR', message: 'Function exited before answering' })
    }
  }

  return {
    handle,
    async stop() {
      watcher?.close()
      const exits = [...workers.values()].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker.child || worker.child.exitCode !== null) return resolve()
            worker.child.once('exit', () => resolve())
            setTimeout(resolve, 3000).unref()
          }),
      )
      stopAll()
      await Promise.all(exits)
    },
  }
}

/** The gateway's own answers carry CORS headers, so a browser can read why it was refused. */
function gatewayAnswer(status: number, body: unknown): ApiResponse {
  return json(status, body, { 'access-control-allow-origin': '*' })
}

/** The gateway's JWT check (verify_jwt), with the answers of Supabase's edge runtime. */
function refuseToken(authorization: string | undefined): ApiResponse | null {
  if (!authorization) return gatewayAnswer(401, { msg: 'Error: Missing authorization header' })
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
  if (!match) return gatewayAnswer(401, { msg: "Error: Auth header is not 'Bearer {token}'" })
  return verifyJwt(match[1]!).ok ? null : gatewayAnswer(401, { msg: 'Invalid JWT' })
}

/**
 * A run under libfaketime (`faketime '2026-11-26 23:30:00' npx vitest …`) gives the functions the
 * same clock as the database and the tests: its preload and settings, passed on only when set.
 */
function fakedClock(): Record<string, string> {
  if (process.env.FAKETIME === undefined) return {}
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')),
    ),
  )
}

/** The secrets in `supabase/functions/.env` (git-ignored); none when the file is absent. */
export function readFunctionSecrets(workdir: string): Record<string, string> {
  const file = join(workdir, 'supabase', 'functions', '.env')
  if (!existsSync(file)) return {}
  const values = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>
  // Hosted refuses secrets named SUPABASE_*: the platform sets those. An empty line of the
  // copied .env.example (`RESEND_API_KEY=`) leaves the local default in place.
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !key.startsWith('SUPABASE_') && value !== ''),
  )
}

/** The Deno binary of the `deno` npm package (its postinstall copies it next to bin.cjs). */
function denoBinary(): string {
  const copied = join(NODE_MODULES, 'deno', 'deno')
  if (existsSync(copied)) return copied
  const scope = join(NODE_MODULES, '@deno')
  for (const platform of existsSync(scope) ? readdirSync(scope) : []) {
    const binary = join(scope, platform, 'deno')
    if (existsSync(binary)) return binary
  }
  throw new Error('Deno is not installed: run npm install (the deno package ships the runtime)')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
