// `node scripts/with-postgres.mjs <command...>`: runs the command with LOCAL_STACK_DB_URL pointing
// at a throw-away PostgreSQL cluster (initdb -U supabase_admin, as hosted names its superuser),
// then stops and deletes the cluster. Without PostgreSQL installed it says so and skips the
// command (exit 0), unless REQUIRE_POSTGRES=1 (CI), where a missing server is a failure.
import { spawn } from 'node:child_process'
import { findBinDir, startCluster } from './lib/postgres-cluster.mjs'

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.mjs <command> [args...]')
  process.exit(2)
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

let cluster = null
let code = 1
try {
  const began = performance.now()
  cluster = await startCluster(binDir)
  const url = cluster.url
  console.log(
    `with-postgres: ${cluster.version} on port ${new URL(url).port}, ready in ${Math.round(performance.now() - began)} ms`,
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
  cluster?.stop()
}
process.exit(code)
