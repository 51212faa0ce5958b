// `npm run dev`: the local Supabase stack (unless .env.local points at another Supabase) and Vite.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { parse } from 'smol-toml'
import {
  LOCAL_URL,
  PUBLISHABLE_KEY as LOCAL_PUBLISHABLE_KEY,
} from '../supabase/local/well-known.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const DEMO_LOGIN = 'admin@rivieravillas.com / riviera-admin-2026'
const STACK_START_TIMEOUT_MS = 180_000
// Children are started with node itself (no npx/sh wrappers) so that signals reach them directly.
const VITE_BIN = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))

/** The mail catcher's inbox (the local stack's, or Mailpit under `supabase start`): [inbucket] port. */
function inboxUrl() {
  try {
    const config = parse(readFileSync(`${root}supabase/config.toml`, 'utf8'))
    return `http://127.0.0.1:${config.inbucket?.port ?? 54324}`
  } catch {
    return 'http://127.0.0.1:54324'
  }
}

/** KEY=value lines of .env.local (quotes stripped); missing file → {}. */
function readEnvLocal() {
  const file = `${root}.env.local`
  if (!existsSync(file)) return {}
  const values = {}
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

/** 'ours' if our stack answers on the URL, 'other' if something else does, null if nothing. */
async function probe(url) {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })
    const body = await response.json().catch(() => null)
    return body?.name === 'riviera-local-stack' ? 'ours' : 'other'
  } catch {
    return null
  }
}

const children = new Set()
let shuttingDown = false

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
  children.add(child)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!shuttingDown) {
      console.error(`\n${args.join(' ')} stopped (${signal ?? `exit code ${code}`}).`)
      shutdown(code || 1)
    }
  })
  return child
}

function shutdown(exitCode = 0) {
  if (shuttingDown) return
  shuttingDown = true
  if (children.size === 0) process.exit(exitCode)
  for (const child of children) {
    child.once('exit', () => {
      children.delete(child)
      if (children.size === 0) process.exit(exitCode)
    })
    child.kill('SIGTERM')
  }
  setTimeout(() => process.exit(exitCode), 5000).unref()
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

async function waitForStack(stack) {
  const deadline = Date.now() + STACK_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) return false
    if ((await probe(LOCAL_URL)) === 'ours') return true
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

function startVite(env) {
  const vite = run(process.execPath, [VITE_BIN], {
    env: { ...process.env, ...env },
    stdio: ['inherit', 'pipe', 'inherit'],
  })
  let announced = false
  vite.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    if (announced) return
    const text = stripVTControlCharacters(chunk.toString())
    const match = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(text)
    if (!match) return
    announced = true
    const site = match[1]
    console.log(
      `\n  Riviera Villas:  ${site}\n  Admin:           ${site}/admin\n` +
        (env.VITE_SUPABASE_URL === LOCAL_URL ? `  Demo login:      ${DEMO_LOGIN}\n` : '') +
        `  Supabase API:    ${env.VITE_SUPABASE_URL}\n` +
        (env.VITE_SUPABASE_URL === LOCAL_URL ? `  Mail inbox:      ${inboxUrl()}\n` : '') +
        `\n  Press Ctrl+C to stop.\n`,
    )
  })
}

async function main() {
  const envLocal = readEnvLocal()
  const configuredUrl = (process.env.VITE_SUPABASE_URL || envLocal.VITE_SUPABASE_URL || '').replace(
    /\/$/,
    '',
  )
  if (configuredUrl && configuredUrl !== LOCAL_URL) {
    console.log(`VITE_SUPABASE_URL is ${configuredUrl}: starting Vite only (no local stack).`)
    startVite({ VITE_SUPABASE_URL: configuredUrl })
    return
  }
  const env = {
    VITE_SUPABASE_URL: LOCAL_URL,
    VITE_SUPABASE_PUBLISHABLE_KEY:
      envLocal.VITE_SUPABASE_PUBLISHABLE_KEY ||
      (envLocal.VITE_SUPABASE_ANON_KEY ? '' : LOCAL_PUBLISHABLE_KEY),
    VITE_SUPABASE_ANON_KEY: envLocal.VITE_SUPABASE_ANON_KEY || '',
  }
  const existing = await probe(LOCAL_URL)
  if (existing === 'ours') {
    console.log(`Reusing the local stack already running at ${LOCAL_URL}.`)
  } else if (existing === 'other') {
    console.log(
      `Something else serves ${LOCAL_URL} (supabase start?): using it, no local stack started.`,
    )
  } else {
    console.log('Starting the local Supabase stack (first run: migrations, seed and demo admin)…')
    const stack = run(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts'])
    if (!(await waitForStack(stack))) {
      console.error('The local stack did not start; see the messages above.')
      shutdown(1)
      return
    }
  }
  startVite(env)
}

main().catch((error) => {
  console.error(error)
  shutdown(1)
})
