// `npm run db:types`: our `supabase gen types typescript --local > src/types/database.types.ts`.
// `npm run db:types:check`: fails when the committed file no longer matches the migrations.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateDatabaseTypes } from './lib/typegen/generate.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const TYPES_FILE = 'src/types/database.types.ts'
const target = join(repoRoot, TYPES_FILE)

const types = await generateDatabaseTypes(repoRoot)

if (process.argv.includes('--check')) {
  const committed = existsSync(target) ? await readFile(target, 'utf8') : null
  if (committed !== types) {
    console.error(`${TYPES_FILE} is stale: run npm run db:types`)
    process.exit(1)
  }
  console.log(`${TYPES_FILE} is up to date`)
} else {
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, types)
  console.log(`wrote ${TYPES_FILE}`)
}
