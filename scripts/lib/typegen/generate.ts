import { mkdtemp, mkdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { openPglite } from '../../../supabase/local/db.ts'
import { migrate } from '../../../supabase/local/migrate.ts'
import { readCatalog } from './introspect.ts'
import { renderTypes, type RenderOptions } from './render.ts'

/**
 * Builds the schema in an in-memory database exactly as the local stack does (platform.sql, then
 * supabase/migrations/*.sql in name order) and renders `Database` for schema `public`.
 * The seed is left out on purpose: types depend on the migrations only.
 */
export async function generateDatabaseTypes(repoRoot: string, options: RenderOptions = {}) {
  const workdir = await mkdtemp(join(tmpdir(), 'riviera-typegen-'))
  const db = await openPglite()
  try {
    await mkdir(join(workdir, 'supabase'))
    await symlink(
      resolve(repoRoot, 'supabase', 'migrations'),
      join(workdir, 'supabase', 'migrations'),
    )
    await migrate(db.pg, workdir)
    return await renderTypes(await readCatalog(db.pg, ['public']), options)
  } finally {
    await db.close()
    await rm(workdir, { recursive: true, force: true })
  }
}
