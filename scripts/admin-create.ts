// `npm run admin:create -- --email a@b.c --password secret --role admin|staff [--language en|fr]`
// Creates a confirmed account with the service-role key and grants its role (local or hosted
// Supabase); --language sets the language of their admin and emails (else English).
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import {
  parseCommonPasswords,
  passwordFieldProblem,
  passwordRuleHint,
} from '../src/lib/password-policy/password-policy.ts'
import { readEnvLocal } from './lib/env-local.ts'
import {
  LOCAL_URL,
  SERVICE_ROLE_KEY as LOCAL_SERVICE_ROLE_KEY,
} from '../supabase/local/well-known.mjs'

const ROLES = ['admin', 'staff'] as const
const LANGUAGES = ['en', 'fr'] as const
const USAGE =
  'Usage: npm run admin:create -- --email <email> --password <password> --role admin|staff [--language en|fr]'

function fail(message: string): never {
  console.error(`admin:create: ${message}`)
  process.exit(1)
}

function readArgs() {
  let values
  try {
    values = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        language: { type: 'string' },
      },
    }).values
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  const email = values.email?.trim() ?? ''
  const password = values.password ?? ''
  const role = values.role ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`a valid --email is required.\n${USAGE}`)
  // Auth checks a password when it changes, not when an admin creates the account: check here.
  const common = parseCommonPasswords(
    readFileSync(
      new URL('../src/lib/password-policy/common-passwords.txt', import.meta.url),
      'utf8',
    ),
  )
  const problem = passwordFieldProblem(password, common, [email.split('@')[0]!])
  if (problem) fail(`--password: ${problem.replace(/\.$/, '')}. ${passwordRuleHint()}\n${USAGE}`)
  if (!ROLES.includes(role as (typeof ROLES)[number])) {
    fail(`--role must be one of: ${ROLES.join(', ')}.\n${USAGE}`)
  }
  const language = values.language
  if (language !== undefined && !LANGUAGES.includes(language as (typeof LANGUAGES)[number])) {
    fail(`--language must be one of: ${LANGUAGES.join(', ')}.\n${USAGE}`)
  }
  return { email, password, role, language: language as (typeof LANGUAGES)[number] | undefined }
}

function connect(): { url: string; client: SupabaseClient } {
  const fileEnv = readEnvLocal()
  const url = (process.env.VITE_SUPABASE_URL || fileEnv.VITE_SUPABASE_URL || LOCAL_URL).replace(
    /\/$/,
    '',
  )
  // The secret key (sb_secret_…) or the legacy service_role JWT: both act as service_role.
  const key =
    process.env.SUPABASE_SECRET_KEY ||
    fileEnv.SUPABASE_SECRET_KEY ||
    process.env.SUPABASE_SERVICE_ROLE_KEY ||
    fileEnv.SUPABASE_SERVICE_ROLE_KEY
  if (!key && url !== LOCAL_URL) {
    fail(
      `SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) is not set for ${url} ` +
        '(set it in the environment or .env.local).',
    )
  }
  const client = createClient(url, key || LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
  return { url, client }
}

async function findUserId(client: SupabaseClient, email: string): Promise<string | null> {
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 200 })
    if (error) fail(`could not look up ${email}: ${error.message}`)
    const user = data.users.find(
      (candidate) => candidate.email?.toLowerCase() === email.toLowerCase(),
    )
    if (user) return user.id
    if (data.users.length < 200) return null
  }
}

async function main() {
  const { email, password, role, language } = readArgs()
  const { url, client } = connect()
  try {
    await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(5000) })
  } catch {
    fail(`could not reach Supabase at ${url} (is \`npm run dev\` or \`npm run stack\` running?).`)
  }

  const created = await client.auth.admin.createUser({ email, password, email_confirm: true })
  let userId: string
  if (created.error) {
    const { error } = created
    if (error.code === 'email_exists') {
      const existing = await findUserId(client, email)
      if (!existing) fail(`${email} exists but could not be found.`)
      console.log(`${email} already exists: keeping the password, setting the role only.`)
      userId = existing
    } else if (error.status === 0 || error.name === 'AuthRetryableFetchError') {
      fail(`could not reach Supabase at ${url} (is \`npm run dev\` or \`npm run stack\` running?).`)
    } else if (error.code === 'not_admin' || error.code === 'bad_jwt') {
      fail(`the service-role key was refused by ${url} (${error.message}).`)
    } else {
      fail(`could not create ${email}: ${error.message}${error.code ? ` (${error.code})` : ''}`)
    }
  } else {
    userId = created.data.user.id
    console.log(`Created ${email} (${userId}).`)
  }

  const { error } = await client
    .from('user_roles')
    .upsert({ user_id: userId, role }, { onConflict: 'user_id' })
  if (error) fail(`the account exists but its role could not be set: ${error.message}`)
  console.log(`${email} now has the role "${role}". Sign in at <site>/admin.`)
  if (!language) return
  // Copied to the account's user_metadata by the database, for Auth's password-reset email.
  const chosen = await client
    .from('staff_preferences')
    .upsert({ user_id: userId, language }, { onConflict: 'user_id' })
  if (chosen.error) fail(`the language could not be set: ${chosen.error.message}`)
  console.log(
    `${email} reads the admin and its emails in ${language === 'fr' ? 'French' : 'English'}.`,
  )
}

main().catch((error: unknown) => fail((error as Error).message))
