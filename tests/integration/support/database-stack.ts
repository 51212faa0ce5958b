import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { todayInParis } from '../../../src/lib/dates.ts'
import type { StartOptions, Stack } from '../../../supabase/local/server.ts'
import { fetchFromAnyone } from '../../support/fetch-from.ts'
import { clientFor, createUser, signedIn, startStack } from './local-stack.ts'

/** A fresh in-memory local stack with the clients a database-rule test needs. */
export interface DatabaseStack {
  stack: Stack
  /** A visitor: the anon key, no session; each call from another address (another visitor). */
  anon: SupabaseClient
  /** The service-role key: bypasses RLS, used to arrange rows. */
  service: SupabaseClient
  /** A client signed in as a new user; `role` is their user_roles row, or none. */
  signIn(role: 'admin' | 'staff' | 'user' | null): Promise<SignedInUser>
  stop(): Promise<void>
}

export interface SignedInUser {
  client: SupabaseClient
  userId: string
  email: string
}

const PASSWORD = 'correct-horse-battery'

export async function startDatabaseStack(options: StartOptions = {}): Promise<DatabaseStack> {
  const stack = await startStack(options)
  const anon = clientFor(stack, stack.anonKey, fetchFromAnyone)
  const service = clientFor(stack, stack.serviceRoleKey)

  async function signIn(role: 'admin' | 'staff' | 'user' | null): Promise<SignedInUser> {
    const email = `${role ?? 'norole'}-${randomUUID().slice(0, 8)}@rivieravillas.test`
    const userId = await createUser(stack, email, PASSWORD, role ?? undefined)
    return { client: await signedIn(stack, email, PASSWORD), userId, email }
  }

  return { stack, anon, service, signIn, stop: () => stack.stop() }
}

/**
 * Days from today as yyyy-MM-dd, the form the API takes and returns for `date` columns. Today is
 * the villas' day in Europe/Paris, the day the database's rules use (quote_stay, the calendar,
 * reviews…), so a test run between 22:00 and 24:00 UTC picks the same days as the rules.
 */
export function day(offset: number): string {
  const date = new Date(`${todayInParis()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

export interface VillaInput {
  name?: string
  location?: string
  price_per_night?: number
  max_guests?: number
  is_active?: boolean
}

/** Creates a villa with the service role and returns its id. */
export async function createVilla(
  service: SupabaseClient,
  input: VillaInput = {},
): Promise<string> {
  const { data, error } = await service
    .from('villas')
    .insert({
      name: input.name ?? `Test Villa ${randomUUID().slice(0, 6)}`,
      location: input.location ?? 'Saint Raphaël',
      price_per_night: input.price_per_night ?? 500,
      max_guests: input.max_guests ?? 6,
      is_active: input.is_active ?? true,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

export interface BookingInput {
  villa_id: string
  check_in: string
  check_out: string
  guests_count?: number
  guest_name?: string
  guest_email?: string
  [column: string]: unknown
}

export function bookingRequest(input: BookingInput) {
  return {
    guest_name: 'Camille Laurent',
    guest_email: 'camille.laurent@example.com',
    guest_phone: '+33 6 12 34 56 78',
    guests_count: 2,
    special_requests: null,
    // The guest ticked "I accept the Terms of Booking" (a request from the site must).
    terms_accepted: true,
    status: 'pending',
    total_price: 0,
    expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    ...input,
  }
}

/** Inserts a booking request as the service role and returns its id. */
export async function createBooking(service: SupabaseClient, input: BookingInput): Promise<string> {
  const { data, error } = await service
    .from('bookings')
    .insert(bookingRequest(input))
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

/** Inserts a booking request, then confirms it, as the service role. */
export async function createConfirmedBooking(
  service: SupabaseClient,
  input: BookingInput,
): Promise<string> {
  const id = await createBooking(service, input)
  const { error } = await service.from('bookings').update({ status: 'confirmed' }).eq('id', id)
  if (error) throw error
  return id
}
