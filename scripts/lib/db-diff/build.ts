import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { openPostgres } from '../../../supabase/local/db.ts'
import { AS_MIGRATOR, applyPlatform } from '../../../supabase/local/migrate.ts'

/** The `.sql` files of a folder, in name order (as the local stack and the Supabase CLI read them). */
export async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name))
}

/**
 * Creates database `name` in the cluster of `clusterUrl` (a superuser's URL, hosted's
 * supabase_admin) and builds it as the local stack does: the platform, then each file in its own
 * transaction as `postgres`, the role migrations run as on hosted. No seed: only what the files make.
 * Resolves to the URL of the new database.
 */
export async function buildDatabase(
  clusterUrl: string,
  name: string,
  files: string[],
): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  const db = await openPostgres(url.toString())
  try {
    await applyPlatform(db.pg)
    for (const file of files) {
      const sql = await readFile(file, 'utf8')
      try {
        await db.pg.transaction(async (tx) => {
          await tx.exec(AS_MIGRATOR)
          await tx.exec(sql)
        })
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
      }
    }
  } finally {
    await db.close()
  }
  return url.toString()
}
