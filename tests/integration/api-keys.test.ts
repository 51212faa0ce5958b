import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { bookingRequest, day } from './support/database-stack.ts'
import { DEMO_ADMIN, clientFor, startStack } from './support/local-stack.ts'

// Hosted projects hand out publishable (sb_publishable_…) and secret (sb_secret_…) keys beside the
// legacy JWTs; the API gateway turns them into the anon and service_role JWTs.

let stack: Stack
let villaId: string

beforeAll(async () => {
  stack = await startStack()
  const { data } = await clientFor(stack, stack.publishableKey)
    .from('villas')
    .select('id')
    .eq('is_active', true)
    .limit(1)
    .single()
  villaId = data!.id as string
})
afterAll(() => stack?.stop())

describe('the publishable key acts as anon', () => {
  it('reads villas and sends a booking request, but reads no booking', async () => {
    const visitor = clientFor(stack, stack.publishableKey)
    const villas = await visitor.from('villas').select('name')
    expect(villas.error).toBeNull()
    expect(villas.data!.length).toBe(7)

    const request = await visitor
      .from('bookings')
      .insert(bookingRequest({ villa_id: villaId, check_in: day(300), check_out: day(303) }))
    expect(request).toMatchObject({ status: 201, error: null })

    const bookings = await visitor.from('bookings').select('id')
    expect(bookings.error?.message).toBe('permission denied for table bookings')
  })

  it('signs staff in, who then read bookings with their session', async () => {
    const staff = clientFor(stack, stack.publishableKey)
    const signIn = await staff.auth.signInWithPassword(DEMO_ADMIN)
    expect(signIn.error).toBeNull()
    const bookings = await staff.from('bookings').select('id, guest_email').eq('check_in', day(300))
    expect(bookings.error).toBeNull()
    expect(bookings.data).toHaveLength(1)
  })
})

describe('the secret key acts as service_role', () => {
  it('reads every booking and creates users through the auth admin API', async () => {
    const operator = clientFor(stack, stack.secretKey)
    const bookings = await operator.from('bookings').select('id')
    expect(bookings.error).toBeNull()
    expect(bookings.data!.length).toBeGreaterThan(0)

    const created = await operator.auth.admin.createUser({
      email: 'secret-key@example.com',
      password: 'secret-key-password',
      email_confirm: true,
    })
    expect(created.error).toBeNull()
    expect(created.data.user?.email).toBe('secret-key@example.com')
  })
})

describe('an unknown new-style key', () => {
  it('is refused by the gateway with 401 Invalid API key', async () => {
    const stranger = clientFor(stack, 'sb_publishable_not-a-key-of-this-project')
    const villas = await stranger.from('villas').select('name')
    expect(villas.status).toBe(401)
    expect(villas.error?.message).toBe('Invalid API key')
  })
})
