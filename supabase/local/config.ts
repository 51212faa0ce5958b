import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'smol-toml'

/** What the stack takes from the project's supabase/config.toml, where hosted behaviour
 *  depends on it; defaults are the Supabase CLI's. */
export interface ProjectConfig {
  maxRows: number
}

export async function readProjectConfig(workdir: string): Promise<ProjectConfig> {
  const path = join(workdir, 'supabase', 'config.toml')
  const config: ProjectConfig = { maxRows: 1000 }
  if (!existsSync(path)) return config
  let parsed: Record<string, unknown>
  try {
    parsed = parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`supabase/config.toml: ${(error as Error).message}`)
  }
  const api = (parsed.api ?? {}) as Record<string, unknown>
  if (api.max_rows !== undefined) {
    if (!Number.isInteger(api.max_rows) || (api.max_rows as number) < 1) {
      throw new Error(`supabase/config.toml: [api] max_rows must be a positive integer`)
    }
    config.maxRows = api.max_rows as number
  }
  return config
}
