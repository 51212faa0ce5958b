import { existsSync, unlinkSync } from 'node:fs'
import { lstat, open, readdir, readFile, readlink, realpath, rm, unlink } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'

// A PGlite data folder has one writer: PGlite keeps no lock of its own, and two processes on one
// folder silently corrupt it. A first start builds the folder beside it and renames it into
// place, so an interrupted start never leaves half a database behind.

/**
 * The folder as the file system knows it: symbolic links followed, `.`, `..` and trailing
 * slashes gone. The lock and every open go through this path, so `<dir>/.`, `<dir>/` and a link
 * to `<dir>` are one folder with one writer. A folder that does not exist yet resolves through
 * its nearest existing parent (a link to a folder still to be made, through its target).
 */
export async function resolveDataDir(dataDir: string, hops = 0): Promise<string> {
  const absolute = resolve(dataDir)
  try {
    return await realpath(absolute)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || hops > 32) {
      throw new Error(
        `The local database folder ${dataDir} cannot be reached (${describeError(error)}).`,
      )
    }
  }
  const link = await lstat(absolute).catch(() => null)
  if (link?.isSymbolicLink()) {
    return resolveDataDir(resolve(dirname(absolute), await readlink(absolute)), hops + 1)
  }
  const parent = dirname(absolute)
  if (parent === absolute) return absolute
  return join(await resolveDataDir(parent, hops + 1), basename(absolute))
}

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
export async function lockDataDir(
  dataDir: string,
  given: string = dataDir,
): Promise<() => Promise<void>> {
  const named = resolve(given) === dataDir ? dataDir : `${dataDir} (${given} leads there)`
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
          `Another local stack (process ${owner}) is using ${named}: stop it first ` +
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

/** PGlite's file system (Emscripten) throws `{ name: 'ErrnoError', errno }`, not an Error. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES: permission denied',
  10: 'EBUSY: resource busy',
  20: 'EEXIST: file exists',
  29: 'EIO: input/output error',
  31: 'EISDIR: is a directory',
  32: 'ELOOP: too many symbolic links',
  44: 'ENOENT: no such file or directory',
  51: 'ENOSPC: no space left on device',
  54: 'ENOTDIR: not a directory',
  63: 'EPERM: operation not permitted',
  69: 'EROFS: read-only file system',
}

/** A failure in words: an Error's message, a file system errno by its name, else its JSON. */
export function describeError(cause: unknown): string {
  if (cause instanceof Error) return cause.message
  if (cause && typeof cause === 'object') {
    const { errno, code, message } = cause as { errno?: unknown; code?: unknown; message?: unknown }
    if (typeof message === 'string' && message) return message
    if (typeof code === 'string') return code
    if (typeof errno === 'number') {
      return `${EMSCRIPTEN_ERRNO[errno] ?? 'file system error'} (errno ${errno})`
    }
    try {
      return JSON.stringify(cause)
    } catch {
      // fall through
    }
  }
  return String(cause)
}

/** Did the file system refuse (permissions, a missing file), rather than the database's content? */
function isFileSystemError(cause: unknown): boolean {
  if (!cause || typeof cause !== 'object') return false
  const { name, code } = cause as { name?: unknown; code?: unknown }
  return name === 'ErrnoError' || (typeof code === 'string' && /^E[A-Z]+$/.test(code))
}

/**
 * The message for a folder PGlite cannot open. A file system refusal says what was refused and
 * that the data was not touched; only a database that reads as damaged gets `db:reset`, with
 * what it costs and how to keep a copy first.
 */
export function damagedDataDir(dataDir: string, cause: unknown): Error {
  const reason = describeError(cause)
  if (isFileSystemError(cause)) {
    return new Error(
      `The local database in ${dataDir} cannot be opened: the file system refused (${reason}). ` +
        'Its data was not touched: check that the folder and its files exist and that this user ' +
        'may read and write them, then start again.',
    )
  }
  return new Error(
    `The local database in ${dataDir} cannot be opened (${reason}). If it is damaged, rebuild ` +
      `it with \`npm run db:reset\` (this deletes its local data and brings the seed back; copy ` +
      `${dataDir} elsewhere first to keep it).`,
  )
}
