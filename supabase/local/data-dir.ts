import { existsSync, unlinkSync } from 'node:fs'
import { open, readdir, readFile, rm, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

// A PGlite data folder has one writer: PGlite keeps no lock of its own, and two processes on one
// folder silently corrupt it. A first start builds the folder beside it and renames it into
// place, so an interrupted start never leaves half a database behind.

const lockPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.lock`

/** Is a process with this id running (EPERM: running, as another user)? */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class DataDirBusy extends Error {}

/**
 * Takes the folder's lock for this process's life; a lock left by a dead process is cleared.
 * Resolves to the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = lockPath(dataDir)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx')
      await handle.writeFile(`${process.pid}\n`)
      await handle.close()
      const releaseOnExit = () => {
        try {
          unlinkSync(path)
        } catch {
          // already gone
        }
      }
      process.once('exit', releaseOnExit)
      return async () => {
        process.off('exit', releaseOnExit)
        const owner = await readFile(path, 'utf8').catch(() => '')
        if (Number(owner.trim()) === process.pid) await unlink(path).catch(() => {})
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim())
      if (owner && alive(owner)) {
        throw new DataDirBusy(
          `Another local stack (process ${owner}) is using ${dataDir}: stop it first ` +
            `(Ctrl+C in its terminal, or kill ${owner}). Two stacks on one folder corrupt it.`,
        )
      }
      await unlink(path).catch(() => {}) // stale: its process is gone
    }
  }
  throw new DataDirBusy(`Could not lock ${dataDir} (${path})`)
}

/** Where a first start builds the folder before renaming it into place. */
export function buildingPath(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.init-${process.pid}`
}

/** Removes folders that interrupted first starts left behind (their process is gone). */
export async function removeAbandonedBuilds(dataDir: string): Promise<void> {
  const parent = dirname(dataDir.replace(/\/+$/, ''))
  const prefix = `${basename(dataDir.replace(/\/+$/, ''))}.init-`
  if (!existsSync(parent)) return
  for (const name of await readdir(parent)) {
    if (!name.startsWith(prefix)) continue
    const pid = Number(name.slice(prefix.length))
    if (pid === process.pid || !alive(pid)) {
      await rm(join(parent, name), { recursive: true, force: true })
    }
  }
}

/** The message for a folder PGlite cannot open, with the command that fixes it. */
export function damagedDataDir(dataDir: string, cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause)
  return new Error(
    `The local database in ${dataDir} cannot be opened (${reason}). ` +
      'Rebuild it with `npm run db:reset` (its local data is lost; the seed comes back).',
  )
}
