import { parseArgs } from 'node:util'
import { readProjectConfig } from './config.ts'
import { describeError } from './data-dir.ts'
import { stopOnSignals } from './lifecycle.ts'
import { DEMO_ADMIN } from './migrate.ts'
import { DEFAULT_DATA_DIR, DEFAULT_PORT, REPO_ROOT, start } from './server.ts'

const USAGE = `Usage: npm run stack -- [--port 54321] [--memory] [--workdir <dir>] [--data-dir <dir>]
         [--db-url postgres://supabase_admin@host:port/db] [--reset] [--exit] [--quiet]
         [--smtp-port 54325] [--inbox-port 54324] [--allow-feed-host 127.0.0.1:4500]
  --smtp-port, --inbox-port   the mail catcher's SMTP server and inbox (page + Mailpit API);
             defaults: [inbucket] smtp_port and port of supabase/config.toml
  --db-url   serve a real PostgreSQL server instead of the embedded PGlite (LOCAL_STACK_DB_URL);
             with --memory the stack works in a database of its own there, dropped on exit
  --allow-feed-host   a calendar server on this machine (host:port, repeatable) that the
             calendar sync may fetch although it is local: tests and development only`

function parseOptions() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        memory: { type: 'boolean' },
        workdir: { type: 'string' },
        'data-dir': { type: 'string' },
        'db-url': { type: 'string' },
        reset: { type: 'boolean' },
        exit: { type: 'boolean' },
        quiet: { type: 'boolean' },
        'smtp-port': { type: 'string' },
        'inbox-port': { type: 'string' },
        'allow-feed-host': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(1)
  }
}

/** A connection URL without its password, for printing. */
function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url
  }
}

function portOption(flag: string, value: string | undefined, fallback: number): number {
  const port = value === undefined ? fallback : Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid ${flag} ${value}\n${USAGE}`)
    process.exit(1)
  }
  return port
}

async function stackAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) })
    const body = (await response.json()) as { name?: string }
    return body.name === 'riviera-local-stack'
  } catch {
    return false
  }
}

async function main() {
  const args = parseOptions()
  if (args.help) {
    console.log(USAGE)
    return
  }
  const port = args.port === undefined ? DEFAULT_PORT : Number(args.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port ${args.port}\n${USAGE}`)
    process.exit(1)
  }
  const { inbucket } = await readProjectConfig(args.workdir ?? REPO_ROOT).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
  const smtpPort = portOption('--smtp-port', args['smtp-port'], inbucket.smtpPort)
  const inboxPort = portOption('--inbox-port', args['inbox-port'], inbucket.port)
  const dataDir = args['data-dir'] ?? DEFAULT_DATA_DIR
  const dbUrl = args['db-url'] ?? (process.env.LOCAL_STACK_DB_URL || undefined)
  if (args.reset && !args.memory && !dbUrl && (await stackAnswers(DEFAULT_PORT))) {
    console.error(
      `A local stack is running on port ${DEFAULT_PORT} (npm run dev?): stop it before resetting its data.`,
    )
    process.exit(1)
  }
  const started = performance.now()
  const stack = await start({
    // --exit only prepares the data: any free port will do.
    port: args.exit ? 0 : port,
    memory: args.memory,
    workdir: args.workdir,
    dataDir,
    dbUrl,
    reset: args.reset,
    quiet: args.quiet,
    mail: args.exit ? undefined : { smtpPort, inboxPort },
    // Edits to supabase/functions take effect at the next request, as `supabase functions serve`.
    watchFunctions: !args.exit,
    functionEnv: args['allow-feed-host']?.length
      ? { CALENDAR_SYNC_ALLOWED_HOSTS: args['allow-feed-host'].join(',') }
      : undefined,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      const busy = (error as { port?: number }).port ?? port
      console.error(`Port ${busy} is already in use (another local stack or \`supabase start\`?).`)
    } else {
      console.error(`The local stack could not start:\n${describeError(error)}`)
    }
    process.exit(1)
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const { migrations } = stack
  const applied = migrations.migrations.length
  console.log(
    [
      (args.exit
        ? `Local database ready in ${seconds}s`
        : `Local Supabase stack ready in ${seconds}s`) +
        (dbUrl
          ? ` (PostgreSQL: ${redact(dbUrl)}${args.memory ? ', throw-away database' : ''})`
          : args.memory
            ? ' (in memory)'
            : ` (data: ${dataDir})`),
      stack.fromSnapshot ? '  fresh database: loaded the cached migrations + seed snapshot' : null,
      migrations.platform ? '  fresh database: platform schema applied' : null,
      applied ? `  applied ${applied} migration${applied === 1 ? '' : 's'}` : null,
      migrations.seeded ? '  seed.sql applied' : null,
      '',
      args.exit ? null : `  API URL:          ${stack.url}`,
      args.exit ? null : `  publishable key:  ${stack.publishableKey}`,
      args.exit ? null : `  secret key:       ${stack.secretKey}`,
      args.exit ? null : `  anon key:         ${stack.anonKey}`,
      args.exit ? null : `  service_role key: ${stack.serviceRoleKey}`,
      args.exit ? null : `  Mail inbox:       ${stack.mail.url}`,
      args.exit ? null : `  Mail SMTP:        127.0.0.1:${stack.mail.smtpPort}`,
      `  demo admin:       ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    ]
      .filter((line) => line !== null)
      .join('\n'),
  )

  if (args.exit) {
    await stack.stop()
    return
  }
  const shutdown = stopOnSignals(() => stack.stop())
  // Started through a wrapper (npm, tsx) that is killed outright: do not live on as an orphan
  // holding the data folder.
  const parent = process.ppid
  const orphanCheck = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(orphanCheck)
    shutdown('the parent process exited')
  }, 1000)
  orphanCheck.unref()
}

await main()
