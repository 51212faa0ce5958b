import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LOCAL_URL } from '../../supabase/local/well-known.mjs'

const TSX_BIN = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url))
const STACK_CLI = fileURLToPath(new URL('../../supabase/local/cli.ts', import.meta.url))
const START_TIMEOUT_MS = 180_000

/**
 * The build prerenders from the database it points at. When that is the local stack's well-known
 * address and nothing answers there (a fresh clone's `npm run build`, CI), the build starts the
 * embedded stack in memory for itself, with its seed, and stops it when done. Any other address
 * (a hosted project, a stack already running) is used as it is. Returns the stop function.
 */
export async function localStackForBuild(apiUrl: string): Promise<() => Promise<void>> {
  const nothing = async () => undefined
  if (apiUrl.replace(/\/+$/, '') !== LOCAL_URL || (await answers(apiUrl))) return nothing
  const port = Number(new URL(LOCAL_URL).port)
  console.log(`prerender: no stack at ${LOCAL_URL}; starting the embedded one in memory`)
  // Its mail catcher on ports of its own: `npm run dev`'s may be in use.
  const stack = spawn(
    process.execPath,
    [
      TSX_BIN,
      STACK_CLI,
      '--memory',
      '--quiet',
      '--port',
      String(port),
      '--inbox-port',
      String(port + 20),
      '--smtp-port',
      String(port + 21),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => stack.once('exit', () => resolve()))
  const stop = async () => {
    if (stack.exitCode === null) stack.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answers(apiUrl))) {
    if (stack.exitCode !== null) throw new Error('prerender: the local stack stopped on start')
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`prerender: the local stack did not answer within ${START_TIMEOUT_MS} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return stop
}

async function answers(url: string) {
  try {
    await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}
