// `npm run smoke -- --url https://<ref>.supabase.co --key <publishable or anon key>`
// After a deploy: checks with the visitor's key that villas, prices and unavailable days load and
// that bookings, enquiries, blocked days, roles and the maintenance password stay unreadable.
// Without flags it checks VITE_SUPABASE_URL / the publishable key of .env.local or the environment,
// else the local stack. Exit code 0: every check passed (warnings allowed); 1: a check failed.
import { parseArgs } from 'node:util'
import { keyRole, runSmoke } from './lib/smoke.ts'
import { readEnvLocal } from './lib/env-local.ts'
import {
  LOCAL_URL,
  PUBLISHABLE_KEY as LOCAL_PUBLISHABLE_KEY,
} from '../supabase/local/well-known.mjs'

const USAGE =
  'Usage: npm run smoke -- --url https://<ref>.supabase.co --key <publishable or anon key>'

function fail(message: string, code = 2): never {
  console.error(`smoke: ${message}`)
  process.exit(code)
}

function options() {
  try {
    return parseArgs({ options: { url: { type: 'string' }, key: { type: 'string' } } }).values
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
}

const args = options()
const file = readEnvLocal()
const env = (name: string) => process.env[name] || file[name]
const url = (args.url ?? env('VITE_SUPABASE_URL') ?? LOCAL_URL).replace(/\/+$/, '')
const key =
  args.key ??
  env('VITE_SUPABASE_PUBLISHABLE_KEY') ??
  env('VITE_SUPABASE_ANON_KEY') ??
  (url === LOCAL_URL ? LOCAL_PUBLISHABLE_KEY : undefined)
if (!/^https?:\/\/[^/]+/.test(url)) fail(`--url must be an http(s) URL, got "${url}"\n${USAGE}`)
if (!key) fail(`--key is required for ${url} (the project's publishable or anon key)\n${USAGE}`)
if (keyRole(key) === 'service_role') {
  fail(
    'that is a secret / service_role key, which bypasses row-level security and proves nothing ' +
      "about what visitors see: pass the project's publishable (or anon) key",
  )
}

console.log(`Smoke check of ${url} with the visitor's key`)
const checks = await runSmoke(url, key)
const marks = { pass: '✓', warn: '!', fail: '✗' } as const
for (const check of checks) {
  console.log(`  ${marks[check.outcome]} ${check.name}: ${check.detail}`)
}
const failed = checks.filter((check) => check.outcome === 'fail')
if (failed.length > 0) {
  console.error(
    `\nSMOKE CHECK FAILED: ${failed.length} of ${checks.length} checks failed ` +
      `(${failed.map((check) => check.name).join(', ')}).`,
  )
  process.exit(1)
}
console.log(`\nAll ${checks.length} checks passed.`)
