import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { clientFor, createUser, signedIn, startStack } from './support/local-stack.ts'

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

const PASSWORD = 'a-long-staff-password-2026'

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })

/** A six-digit code that is not valid now (none of the accepted steps). */
function wrongCodeFor(secret: string) {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => codeFor(secret, Date.now() + shift)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!valid.has(code)) return code
  }
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal: string
    amr: Array<{ method: string; timestamp: number }>
  }

async function accessToken(client: SupabaseClient) {
  const { data } = await client.auth.getSession()
  return data.session!.access_token
}

/** Enrols an authenticator for a signed-in client and verifies it: the client is then at aal2. */
async function enrolled(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw error
  const secret = data.totp.secret
  const { error: verifyError } = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeFor(secret),
  })
  if (verifyError) throw verifyError
  return { factorId: data.id, secret }
}

/** Signs in with the password, then the authenticator's code. */
async function signedInAal2(email: string, secret: string) {
  const client = await signedIn(stack, email, PASSWORD)
  const { data } = await client.auth.mfa.listFactors()
  const { error } = await client.auth.mfa.challengeAndVerify({
    factorId: data!.totp[0]!.id,
    code: codeFor(secret),
  })
  if (error) throw error
  return client
}

async function staffSeeBookings(client: SupabaseClient) {
  const { data, error } = await client.from('bookings').select('id').limit(5)
  if (error) throw error
  return data.length
}

async function setRequirement(client: SupabaseClient, value: 'true' | 'false') {
  return client
    .from('site_settings')
    .update({ setting_value: value })
    .eq('setting_key', 'staff_two_factor_required')
    .select('setting_value')
}

describe('a staff member enrols an authenticator app', () => {
  it('answers enrol, challenge and verify as hosted Auth, and verify gives an aal2 session', async () => {
    await createUser(stack, 'enrol@example.com', PASSWORD, 'staff')
    const client = await signedIn(stack, 'enrol@example.com', PASSWORD)
    expect(claimsOf(await accessToken(client))).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password' }],
    })

    const enrol = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'Riviera Villas' })
    expect(enrol.error).toBeNull()
    const factor = enrol.data!
    expect(factor.type).toBe('totp')
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Riviera%20Villas:enrol%40example\.com\?/)
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`)
    // auth-js turns GoTrue's SVG markup into a data URI.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)
    expect(factor.totp.qr_code).not.toContain('#')

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id })
    expect(challenge.error).toBeNull()
    expect(challenge.data).toMatchObject({ type: 'totp', id: expect.any(String) })
    const expiresIn = challenge.data!.expires_at - Date.now() / 1000
    expect(expiresIn).toBeGreaterThan(290)
    expect(expiresIn).toBeLessThanOrEqual(300)

    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: wrongCodeFor(factor.totp.secret),
    })
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    expect(wrong.error?.message).toBe('Invalid TOTP code entered')

    const right = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    })
    expect(right.error).toBeNull()
    const claims = claimsOf(right.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password'])
    expect(right.data!.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, factor_type: 'totp', status: 'verified' }),
    ])

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })

    // A used challenge is spent.
    const again = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    })
    expect(again.error?.code).toBe('mfa_ip_address_mismatch')

    // A refresh keeps the second factor.
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')

    // The factor is listed, and the database holds it as hosted Auth does.
    const listed = await client.auth.mfa.listFactors()
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factor.id])
    const { rows } = await stack.db.pg.query<{ status: string; aal: string }>(
      `select f.status::text as status, s.aal::text as aal from auth.mfa_factors f
       join auth.sessions s on s.factor_id = f.id where f.id = $1`,
      [factor.id],
    )
    expect(rows).toEqual([{ status: 'verified', aal: 'aal2' }])
  })

  it('asks for aal2 to remove a verified factor or add another, as hosted Auth does', async () => {
    await createUser(stack, 'remove@example.com', PASSWORD, 'staff')
    const first = await signedIn(stack, 'remove@example.com', PASSWORD)
    const { factorId, secret } = await enrolled(first)

    const aal1 = await signedIn(stack, 'remove@example.com', PASSWORD)
    const unenrol = await aal1.auth.mfa.unenroll({ factorId })
    expect(unenrol.error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    const another = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })
    expect(another.error).toMatchObject({ status: 403, code: 'insufficient_aal' })

    // GoTrue: with a verified factor, a new password needs aal2 too.
    const password = await aal1.auth.updateUser({ password: 'another-long-password-2026' })
    expect(password.error).toMatchObject({ status: 401, code: 'insufficient_aal' })

    const aal2 = await signedInAal2('remove@example.com', secret)
    const removed = await aal2.auth.mfa.unenroll({ factorId })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factorId })
    const listed = await aal2.auth.mfa.listFactors()
    expect(listed.data?.all).toEqual([])
  })

  it('refuses an unknown factor and an empty code with GoTrue’s answers', async () => {
    await createUser(stack, 'unknown@example.com', PASSWORD, 'staff')
    const client = await signedIn(stack, 'unknown@example.com', PASSWORD)
    const missing = await client.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
    const notUuid = await client.auth.mfa.challenge({ factorId: 'abc' })
    expect(notUuid.error).toMatchObject({ status: 404, code: 'validation_failed' })
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id })
    const empty = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: '',
    })
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })
})

describe('the database asks staff with a factor for aal2', () => {
  it('an enrolled staff member reads no guest data and writes nothing at aal1, and everything at aal2', async () => {
    await createUser(stack, 'rls@example.com', PASSWORD, 'staff')
    const before = await signedIn(stack, 'rls@example.com', PASSWORD)
    expect(await staffSeeBookings(before)).toBeGreaterThan(0)
    const { secret } = await enrolled(before)

    const aal1 = await signedIn(stack, 'rls@example.com', PASSWORD)
    expect(await staffSeeBookings(aal1)).toBe(0)
    const enquiries = await aal1.from('contact_submissions').select('id, email')
    expect(enquiries.data).toEqual([])
    const write = await aal1
      .from('villas')
      .update({ name: 'Stolen' })
      .not('id', 'is', null)
      .select('id')
    expect(write.data ?? []).toEqual([])
    const page = await aal1.rpc('admin_booking_counts', {})
    expect(page.error?.code).toBe('42501')

    const aal2 = await signedInAal2('rls@example.com', secret)
    expect(await staffSeeBookings(aal2)).toBeGreaterThan(0)
    const status = await aal2.rpc('my_two_factor_status').single()
    expect(status.data).toEqual({
      is_staff_role: true,
      has_factor: true,
      required_for_all: false,
      current_level: 'aal2',
    })
  })

  it('a staff member without a factor keeps working at aal1 while the company does not require it', async () => {
    await createUser(stack, 'nofactor@example.com', PASSWORD, 'staff')
    const client = await signedIn(stack, 'nofactor@example.com', PASSWORD)
    expect(await staffSeeBookings(client)).toBeGreaterThan(0)
  })
})

describe('the company requires two-factor for all staff', () => {
  it('can be switched on only by a staff member with a factor, and then asks every staff member for aal2', async () => {
    await createUser(stack, 'lead@example.com', PASSWORD, 'admin')
    await createUser(stack, 'late@example.com', PASSWORD, 'staff')
    const late = await signedIn(stack, 'late@example.com', PASSWORD)

    const refused = await setRequirement(late, 'true')
    expect(refused.error?.code).toBe('42501')
    expect(refused.error?.message).toBe(
      'Set up two-factor authentication for your own account before requiring it for all staff',
    )

    const lead = await signedIn(stack, 'lead@example.com', PASSWORD)
    await enrolled(lead)
    const switched = await setRequirement(lead, 'true')
    expect(switched.error).toBeNull()
    expect(switched.data).toEqual([{ setting_value: 'true' }])

    try {
      expect(await staffSeeBookings(late)).toBe(0)
      const status = await late.rpc('my_two_factor_status').single()
      expect(status.data).toMatchObject({ has_factor: false, required_for_all: true })
      expect(await staffSeeBookings(lead)).toBeGreaterThan(0)

      // The late colleague enrols (Auth needs no staff rights) and is back in at aal2.
      await enrolled(late)
      expect(await staffSeeBookings(late)).toBeGreaterThan(0)
    } finally {
      expect((await setRequirement(lead, 'false')).error).toBeNull()
    }
    const events = await lead
      .from('staff_security_events')
      .select('action, actor_email')
      .in('action', ['two_factor_required_on', 'two_factor_required_off'])
      .order('created_at')
    expect(events.data).toEqual([
      { action: 'two_factor_required_on', actor_email: 'lead@example.com' },
      { action: 'two_factor_required_off', actor_email: 'lead@example.com' },
    ])
  })
})

describe('a colleague lost their authenticator', () => {
  it('another admin at aal2 removes it; the colleague signs in with the password and enrols again', async () => {
    await createUser(stack, 'boss@example.com', PASSWORD, 'admin')
    const colleagueId = await createUser(stack, 'lost@example.com', PASSWORD, 'staff')
    await createUser(stack, 'clerk@example.com', PASSWORD, 'staff')

    const lost = await signedIn(stack, 'lost@example.com', PASSWORD)
    const { secret: lostSecret } = await enrolled(lost)
    expect(lostSecret).toBeTruthy()

    // An admin signed in with the password alone cannot reset anyone.
    const bossAal1 = await signedIn(stack, 'boss@example.com', PASSWORD)
    const { secret: bossSecret } = await enrolled(bossAal1)
    const bossAtAal1 = await signedIn(stack, 'boss@example.com', PASSWORD)
    const early = await bossAtAal1.rpc('admin_reset_staff_two_factor', { p_user_id: colleagueId })
    expect(early.error?.code).toBe('42501')

    // Nor can a staff member who is not an administrator.
    const clerk = await signedIn(stack, 'clerk@example.com', PASSWORD)
    const byClerk = await clerk.rpc('admin_reset_staff_two_factor', { p_user_id: colleagueId })
    expect(byClerk.error?.code).toBe('42501')

    const boss = await signedInAal2('boss@example.com', bossSecret)
    const team = await boss.rpc('admin_staff_two_factor')
    expect(
      (team.data as Array<{ email: string }>).find((member) => member.email === 'lost@example.com'),
    ).toMatchObject({
      has_factor: true,
      is_you: false,
    })
    const reset = await boss.rpc('admin_reset_staff_two_factor', { p_user_id: colleagueId })
    expect(reset.error).toBeNull()
    expect(reset.data).toBe(1)

    // The lost device's session is over.
    const stale = await lost.auth.refreshSession()
    expect(stale.error).not.toBeNull()

    const back = await signedIn(stack, 'lost@example.com', PASSWORD)
    expect((await back.auth.mfa.listFactors()).data?.all).toEqual([])
    expect(await staffSeeBookings(back)).toBeGreaterThan(0)
    await enrolled(back)
    expect(await staffSeeBookings(back)).toBeGreaterThan(0)

    const events = await boss
      .from('staff_security_events')
      .select('action, actor_email, subject_email')
      .eq('action', 'two_factor_reset')
    expect(events.data).toEqual([
      {
        action: 'two_factor_reset',
        actor_email: 'boss@example.com',
        subject_email: 'lost@example.com',
      },
    ])
  })

  it('the operator can remove a factor with the secret key (Auth admin API), as on hosted', async () => {
    const userId = await createUser(stack, 'operator@example.com', PASSWORD, 'admin')
    const client = await signedIn(stack, 'operator@example.com', PASSWORD)
    const { factorId } = await enrolled(client)
    const admin = clientFor(stack, stack.serviceRoleKey)
    const listed = await admin.auth.admin.mfa.listFactors({ userId })
    expect(listed.data?.factors.map((factor) => [factor.id, factor.status])).toEqual([
      [factorId, 'verified'],
    ])
    const removed = await admin.auth.admin.mfa.deleteFactor({ id: factorId, userId })
    expect(removed.error).toBeNull()
    // auth-js wraps GoTrue's answer (the factor) once more: { data: { data: factor, … } }.
    expect(JSON.stringify(removed.data)).toContain(factorId)
    const after = await admin.auth.admin.mfa.listFactors({ userId })
    expect(after.data?.factors).toEqual([])
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1')
    const asUser = await clientFor(stack, stack.anonKey).auth.admin.mfa.listFactors({ userId })
    expect(asUser.error?.status).toBe(403)
  })

  it('visitors cannot call the team’s two-factor functions', async () => {
    const visitor = clientFor(stack, stack.anonKey)
    const team = await visitor.rpc('admin_staff_two_factor')
    expect(team.error?.code).toBe('42501')
    const reset = await visitor.rpc('admin_reset_staff_two_factor', {
      p_user_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(reset.error?.code).toBe('42501')
  })
})
