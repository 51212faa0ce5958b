// A throw-away PostgreSQL cluster (initdb -U supabase_admin, as hosted names its superuser), for
// scripts/with-postgres.mjs and the schema diff (scripts/db-diff.ts).
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The server binaries: PG_BIN, else pg_config's, else Debian's newest /usr/lib/postgresql/N/bin. */
export function findBinDir() {
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

/**
 * Starts a cluster in a temporary folder. Resolves to its superuser URL, the server's version and
 * `stop()`, which stops the server and deletes the folder.
 * @param {string} binDir
 * @returns {Promise<{ url: string, version: string, stop: () => void }>}
 */
export async function startCluster(binDir) {
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
  const stop = () => {
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
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'supabase_admin',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ])
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
  } catch (error) {
    stop()
    throw error
  }
  const version = spawnSync(join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout
  return {
    url: `postgres://supabase_admin@127.0.0.1:${port}/postgres`,
    version: version.trim(),
    stop,
  }
}
