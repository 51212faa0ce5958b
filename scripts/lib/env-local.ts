import { existsSync, readFileSync } from 'node:fs'

/** KEY=value lines of the repository's .env.local (quotes stripped); no file → {}. */
export function readEnvLocal(): Record<string, string> {
  const file = new URL('../../.env.local', import.meta.url)
  if (!existsSync(file)) return {}
  const values: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}
