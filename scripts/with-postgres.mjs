// `node scripts/with-postgres.mjs <command...>`: runs the command with LOCAL_STACK_DB_URL pointing
// at a throw-away PostgreSQL cluster (initdb -U supabase_admin, as hosted names its superuser),
// then stops and deletes the cluster. Without PostgreSQL installed it says so and skips the
// command (exit 0), unless REQUIRE_POSTGRES=1 (CI), where a missing server is a failure.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.mjs <command> [args...]')
  process.exit(2)
}

/** The server binaries: PG_BIN, else pg_config's, else Debian's newest /usr/lib/postgresql/N/bin. */
function findBinDir() {
  const candidates = []
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN)
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (config.status === 0) candidates.push(config.stdout.trim())
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`))
  }
  return candidates.find(
    (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  )
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const binDir = findBinDir()
if (!binDir) {
  const message =
    'PostgreSQL is not installed: SKIPPING the integration run on a real PostgreSQL server ' +
    '(install it with `apt-get install -y postgresql`; CI always runs it).'
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(`with-postgres: ${message.replace('SKIPPING', 'cannot do')}`)
    process.exit(1)
  }
  console.warn(`\n*** ${message}\n`)
  process.exit(0)
}

// PostgreSQL refuses to run as root: the cluster then belongs to the `postgres` system user.
const asRoot = process.getuid?.() === 0
const run = (bin, args) => {
  const argv = asRoot ? ['-u', 'postgres', '--', join(binDir, bin), ...args] : args
  const result = spawnSync(asRoot ? 'runuser' : join(binDir, bin), argv, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${bin} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  }
}

const base = mkdtempSync(join(tmpdir(), 'riviera-pg-'))
chmodSync(base, 0o777)
const dataDir = join(base, 'data')
const port = await freePort()
let started = false

function stop() {
  if (started) {
    started = false
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'])
    } catch (error) {
      console.error(error.message)
    }
  }
  rmSync(base, { recursive: true, force: true })
}

let code = 1
try {
  const began = performance.now()
  run('initdb', ['-D', dataDir, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(base, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  started = true
  const version = spawnSync(join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout
  const url = `postgres://supabase_admin@127.0.0.1:${port}/postgres`
  console.log(
    `with-postgres: ${version.trim()} on port ${port}, ready in ${Math.round(performance.now() - began)} ms`,
  )
  code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, LOCAL_STACK_DB_URL: url },
    })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
} catch (error) {
  console.error(`with-postgres: ${error.message}`)
} finally {
  stop()
}
process.exit(code)
