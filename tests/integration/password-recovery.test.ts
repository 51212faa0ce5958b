import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { Stack } from '../../supabase/local/server.ts'
import { clientFor, createUser, signedIn, startStack } from './support/local-stack.ts'

/**
 * Staff password recovery, as hosted Auth does it: POST /recover emails a link (and a code),
 * the link (GET /verify) signs the user in once, then updateUser sets the new password.
 */

const SITE_URL = 'http://localhost:5173'
const RESET_PAGE = 'http://127.0.0.1:4173/admin/reset-password'
const OLD_PASSWORD = 'old-password-2026'
const NEW_PASSWORD = 'new-password-2026'

interface Mail {
  ID: string
  To: { Address: string }[]
  Subject: string
  HTML: string
}

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

async function newStaff() {
  const email = `staff-${randomUUID().slice(0, 8)}@rivieravillas.test`
  await createUser(stack, email, OLD_PASSWORD, 'admin')
  return email
}

async function mailsNowTo(email: string): Promise<Mail[]> {
  const query = encodeURIComponent(`to:${email}`)
  const listing = (await (
    await fetch(`${stack.mail.url}/api/v1/search?query=${query}`)
  ).json()) as {
    messages: { ID: string }[]
  }
  return Promise.all(
    listing.messages.map(
      async ({ ID }) =>
        (await (await fetch(`${stack.mail.url}/api/v1/message/${ID}`)).json()) as Mail,
    ),
  )
}

/**
 * The emails sent to this address once `count` have arrived (Auth answers /recover before the
 * email leaves, so a known address cannot be told from an unknown one by the time it takes).
 */
async function mailsTo(email: string, count = 1): Promise<Mail[]> {
  const deadline = Date.now() + 5000
  let mails = await mailsNowTo(email)
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    mails = await mailsNowTo(email)
  }
  return mails
}

/** The reset link of the one email sent to this address (HTML-decoded). */
async function resetLink(email: string): Promise<string> {
  const mails = await mailsTo(email)
  expect(mails).toHaveLength(1)
  const href = /<a\s[^>]*href="([^"]+)"/.exec(mails[0]!.HTML)?.[1]
  expect(href).toBeDefined()
  return href!.replace(/&amp;/g, '&')
}

async function follow(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location')!)
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) }
}

/** A staff member who chose a language in Profile Settings, as the admin saves it. */
async function staffReading(language: 'en' | 'fr') {
  const email = await newStaff()
  const client = await signedIn(stack, email, OLD_PASSWORD)
  const { data } = await client.auth.getUser()
  const { error } = await client
    .from('staff_preferences')
    .insert({ user_id: data.user!.id, language })
  expect(error).toBeNull()
  return { email, client, userId: data.user!.id }
}

async function recoveryEmail(email: string) {
  const { error } = await clientFor(stack, stack.anonKey).auth.resetPasswordForEmail(email, {
    redirectTo: RESET_PAGE,
  })
  expect(error).toBeNull()
  const [mail] = await mailsTo(email)
  return mail!
}

describe('the recovery email in the staff member’s language', () => {
  it('is in French for a staff member who reads the admin in French', async () => {
    const { email } = await staffReading('fr')
    const mail = await recoveryEmail(email)
    expect(mail.Subject).toBe('Réinitialiser votre mot de passe Riviera Villas')
    expect(mail.HTML).toContain("lang='fr'")
    expect(mail.HTML).toContain(
      `Nous avons reçu une demande de réinitialisation du mot de passe du compte ${email}.`,
    )
    expect(mail.HTML).toMatch(/Ou saisissez ce code&nbsp;:\s*<strong[^>]*>\d{6}<\/strong>/)
    expect(mail.HTML).toMatch(/>Choisir un nouveau mot de passe<\/a>/)
    expect(mail.HTML).not.toContain('Reset')
    expect(mail.HTML).not.toContain('<!--')
  })

  it('is in English for one who chose English, and for one who chose nothing', async () => {
    const chose = await staffReading('en')
    const neverChose = await newStaff()
    for (const email of [chose.email, neverChose]) {
      const mail = await recoveryEmail(email)
      expect(mail.Subject).toBe('Reset your Riviera Villas password')
      expect(mail.HTML).toContain("lang='en'")
      expect(mail.HTML).toMatch(/>Reset password<\/a>/)
      expect(mail.HTML).not.toContain('Réinitialiser')
    }
  })

  it('follows a change of language made after the account was created', async () => {
    const { email, client, userId } = await staffReading('en')
    const { error } = await client
      .from('staff_preferences')
      .update({ language: 'fr' })
      .eq('user_id', userId)
    expect(error).toBeNull()
    expect((await recoveryEmail(email)).Subject).toBe(
      'Réinitialiser votre mot de passe Riviera Villas',
    )
  })
})

describe('staff password recovery', () => {
  it('emails a reset link that signs the staff member in, once, to set a new password', async () => {
    const email = await newStaff()
    const { error } = await clientFor(stack, stack.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: RESET_PAGE,
    })
    expect(error).toBeNull()

    const [mail] = await mailsTo(email)
    expect(mail!.Subject).toBe('Reset your Riviera Villas password')
    expect(mail!.HTML).toMatch(/Or enter this code:\s*<strong[^>]*>\d{6}<\/strong>/)
    const link = await resetLink(email)
    expect(link).toMatch(
      new RegExp(`^${stack.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=`),
    )

    const { location, fragment } = await follow(link)
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE)
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(Number(fragment.get('expires_in'))).toBe(3600)
    const session = {
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    }

    const client = clientFor(stack, stack.anonKey)
    const { data, error: sessionError } = await client.auth.setSession(session)
    expect(sessionError).toBeNull()
    expect(data.user?.email).toBe(email)
    const { error: updateError } = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(updateError).toBeNull()

    await expect(signedIn(stack, email, NEW_PASSWORD)).resolves.toBeDefined()
    await expect(signedIn(stack, email, OLD_PASSWORD)).rejects.toMatchObject({
      code: 'invalid_credentials',
    })

    // The same link a second time: hosted's error redirect.
    const again = await follow(link)
    expect(again.location.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    )
  })

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@rivieravillas.test`
    const { data, error } = await clientFor(stack, stack.anonKey).auth.resetPasswordForEmail(
      email,
      { redirectTo: RESET_PAGE },
    )
    expect(error).toBeNull()
    expect(data).toEqual({})
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsNowTo(email)).toHaveLength(0)
  })

  it('sends a foreign redirect_to back to the site URL', async () => {
    const email = await newStaff()
    await clientFor(stack, stack.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example.com/steal',
    })
    const link = await resetLink(email)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE_URL)
    const { location, fragment } = await follow(link)
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE_URL}/`)
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('allows one email per address a minute, with hosted Auth error', async () => {
    const email = await newStaff()
    const anon = clientFor(stack, stack.anonKey)
    expect((await anon.auth.resetPasswordForEmail(email)).error).toBeNull()
    const { error } = await anon.auth.resetPasswordForEmail(email)
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(error!.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    )
    expect(await mailsTo(email)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailsNowTo(email)).toHaveLength(1)
  })

  it('refuses a link older than an hour', async () => {
    const email = await newStaff()
    await clientFor(stack, stack.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: RESET_PAGE,
    })
    const link = await resetLink(email)
    await stack.db.pg.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    )
    const { fragment } = await follow(link)
    expect(fragment.get('error_code')).toBe('otp_expired')
    expect(fragment.get('access_token')).toBeNull()
  })

  it('verifies the emailed code, or the token hash, with POST /verify', async () => {
    const codeUser = await newStaff()
    const anon = clientFor(stack, stack.anonKey)
    await anon.auth.resetPasswordForEmail(codeUser)
    const [mail] = await mailsTo(codeUser)
    const code = /Or enter this code:\s*<strong[^>]*>(\d{6})<\/strong>/.exec(mail!.HTML)![1]!
    const wrong = await anon.auth.verifyOtp({ email: codeUser, token: '000000', type: 'recovery' })
    if (code !== '000000') {
      expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
    }
    const byCode = await anon.auth.verifyOtp({ email: codeUser, token: code, type: 'recovery' })
    expect(byCode.error).toBeNull()
    expect(byCode.data.user?.email).toBe(codeUser)

    const hashUser = await newStaff()
    await anon.auth.resetPasswordForEmail(hashUser)
    const tokenHash = new URL(await resetLink(hashUser)).searchParams.get('token')!
    const byHash = await anon.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(byHash.error).toBeNull()
    expect(byHash.data.session?.access_token).toBeTruthy()
    const replay = await anon.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(replay.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('works with the PKCE flow: the link brings back a code to exchange', async () => {
    const email = await newStaff()
    const memory = new Map<string, string>()
    const client = createClient(stack.url, stack.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => memory.get(key) ?? null,
          setItem: (key, value) => void memory.set(key, value),
          removeItem: (key) => void memory.delete(key),
        },
      },
      realtime: { transport: ws as unknown as typeof WebSocket },
    })
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error,
    ).toBeNull()
    const link = await resetLink(email)
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/)

    const { location } = await follow(link)
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE)
    const code = location.searchParams.get('code')!
    expect(code).toBeTruthy()
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
    await expect(signedIn(stack, email, NEW_PASSWORD)).resolves.toBeDefined()

    const reused = await client.auth.exchangeCodeForSession(code)
    expect(reused.error).not.toBeNull()
  })
})
