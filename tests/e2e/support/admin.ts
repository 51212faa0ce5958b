import { deflateSync } from 'node:zlib'
import { expect, type Locator, type Page } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import { addDays, format } from 'date-fns'
import { fr } from 'date-fns/locale'
import ws from 'ws'
import type { Database } from '../../../src/types/database.types'
import { fetchFromAnyone } from '../../support/fetch-from'
import { DEMO_ADMIN, serviceClient, STACK_URL } from './stack'
import { ANON_KEY } from '../../../supabase/local/well-known.mjs'
import { parisToday } from '../../../src/lib/dates'

/**
 * A visitor's client (anon key), as the public site uses it; each call from another address,
 * so what a test arranges this way never counts as the browser's (127.0.0.1) in the per-client
 * flood control.
 */
export function anonClient() {
  return createClient<Database>(STACK_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { fetch: fetchFromAnyone },
  })
}

/** Signs the demo admin in through the sign-in screen and waits for the dashboard. */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await page.goto(path)
  await page.getByLabel('Email').fill(DEMO_ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
}

/** The password of the staff accounts a spec creates for itself. */
export const STAFF_PASSWORD = 'a-long-staff-passphrase-2026'

/**
 * A staff account of the spec's own, so the demo admin's settings are never changed; its admin
 * in `language` when given (staff_preferences), else the default (English).
 */
export async function createStaffMember(name: string, language?: 'en' | 'fr') {
  const db = serviceClient()
  const email = `e2e-${name}-${Date.now()}@rivieravillas.test`
  const { data, error } = await db.auth.admin.createUser({
    email,
    password: STAFF_PASSWORD,
    email_confirm: true,
  })
  if (error) throw error
  const userId = data.user.id
  const role = await db.from('user_roles').insert({ user_id: userId, role: 'staff' })
  if (role.error) throw role.error
  if (language) {
    const chosen = await db.from('staff_preferences').insert({ user_id: userId, language })
    if (chosen.error) throw chosen.error
  }
  return { email, userId }
}

/** A villa of the test's own (removed by `removeVilla`), so shared seed rows stay as they were. */
export async function createTestVilla(name: string, pricePerNight = 500) {
  const { data, error } = await serviceClient()
    .from('villas')
    .insert({
      name,
      location: 'Test Cove, Saint Raphaël',
      price_per_night: pricePerNight,
      max_guests: 6,
    })
    .select()
    .single()
  if (error) throw error
  return data
}

/** Test clean-up: the database keeps a villa that has bookings, so its test bookings go first. */
export async function removeVilla(id: string) {
  const db = serviceClient()
  const bookings = await db.from('bookings').delete().eq('villa_id', id)
  if (bookings.error) throw bookings.error
  const { error } = await db.from('villas').delete().eq('id', id)
  if (error) throw error
}

/** A visitor's booking request, inserted with the anon key like the public form does. */
export async function requestBooking(
  villaId: string,
  checkIn: string,
  checkOut: string,
  guestName: string,
) {
  const { error } = await anonClient().from('bookings').insert({
    villa_id: villaId,
    check_in: checkIn,
    check_out: checkOut,
    guests_count: 2,
    total_price: 0,
    guest_name: guestName,
    guest_email: 'guest@example.com',
    terms_accepted: true,
    status: 'pending',
  })
  if (error) throw error
}

/** yyyy-MM-dd of the day `days` after today on the Riviera (the app's today). */
export function isoInDays(days: number) {
  return format(addDays(parisToday(), days), 'yyyy-MM-dd')
}

/**
 * react-day-picker's accessible name for a day button, e.g. "Thursday, December 3rd, 2026"
 * ("jeudi 3 décembre 2026" in French).
 */
export function dayButtonName(isoDay: string, language: 'en' | 'fr' = 'en') {
  const locale = language === 'fr' ? { locale: fr } : {}
  return new RegExp(format(new Date(`${isoDay}T12:00:00`), 'PPPP', locale))
}

/** A day as the site shows it: "Dec 03, 2026" (the spec's format), "3 déc. 2026" in French. */
export function shownDay(isoDay: string, language: 'en' | 'fr' = 'en') {
  const day = new Date(`${isoDay}T12:00:00`)
  return language === 'fr'
    ? new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' })
        .format(day)
        .replace(/[\u202f\u00a0]/g, ' ')
    : format(day, 'MMM dd, yyyy')
}

/** A small solid-colour PNG, built in memory. */
export function pngBuffer(width: number, height: number, [r, g, b]: [number, number, number]) {
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function crc32(buffer: Buffer) {
  let crc = 0xffffffff
  for (const byte of buffer) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** Serious or critical accessibility violations, with enough detail to fix them. */
export function seriousViolations(results: {
  violations: { id: string; impact?: string | null; nodes: { target: unknown }[] }[]
}) {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }))
}

/**
 * Picks a day in a single-day picker (the admin's date fields): opens it from its field once no
 * other calendar is open (a click while the previous popover is still closing is lost, which a
 * busy machine showed), picks the day, and waits for the calendar to close.
 */
export async function pickSingleDay(
  page: Page,
  field: Locator,
  isoDay: string,
  language: 'en' | 'fr' = 'en',
) {
  const calendars = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
  await expect(calendars).toHaveCount(0)
  await field.click()
  await expect(calendars).toHaveCount(1)
  await pickDay(page, isoDay, language)
  await expect(calendars).toHaveCount(0)
}

/**
 * Clicks a day in the open calendar popover, moving month by month (forward or back) until it
 * is shown, as a person would.
 */
export async function pickDay(page: Page, isoDay: string, language: 'en' | 'fr' = 'en') {
  const calendar = page.getByRole('dialog').last()
  const day = calendar.getByRole('button', { name: dayButtonName(isoDay, language) })
  const [next, previous] =
    language === 'fr'
      ? ['Aller au mois suivant', 'Aller au mois précédent']
      : [/next month/i, /previous month/i]
  for (let month = 0; month < 24 && (await day.count()) === 0; month += 1) {
    // react-day-picker marks each day of the month shown with data-day (yyyy-MM-dd).
    const shown = await calendar
      .locator('[data-day]:not([data-outside])')
      .first()
      .getAttribute('data-day')
    await calendar.getByRole('button', { name: isoDay < shown! ? previous : next }).click()
  }
  await day.click()
}

/**
 * The confirmation step of a decision (issue 21): after Confirm or Decline, the dialog asks
 * first, with an optional message to the guest; this answers it.
 */
export async function answerDecision(
  page: Page,
  decision: 'confirm' | 'decline',
  message?: string,
) {
  const dialog = page.getByRole('dialog', {
    name: decision === 'confirm' ? 'Confirm this booking?' : 'Decline this request?',
  })
  if (message) await dialog.getByLabel('Message to the guest (optional)').fill(message)
  await dialog
    .getByRole('button', { name: decision === 'confirm' ? 'Confirm booking' : 'Decline request' })
    .click()
}
