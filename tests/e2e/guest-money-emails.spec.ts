import { expect, test } from './support/test'
import { formatAmount } from '../../src/lib/money'
import { anonClient, createTestVilla, isoInDays, removeVilla, signInAsAdmin } from './support/admin'
import { emailText } from './support/inbox'
import { DEMO_ADMIN, serviceClient } from './support/stack'

// Issue 21, point 4, end to end: a confirmed stay five days away (one payment, due in three
// days). Staff record part of it → the guest's "payment received" email says what remains;
// staff set the payment reminder to 3 days and send today's emails → the reminder arrives;
// staff record the rest → "paid in full"; today's emails again → the arrival email arrives,
// each with its own link to the guest's booking page, which opens.

const VILLA_NAME = `E2E Money Villa ${Date.now().toString(36)}`
const GUEST_EMAIL = `e2e-money-${Date.now()}@example.com`
const CHECK_IN = isoInDays(5)
const CHECK_OUT = isoInDays(9)
let villaId: string
let bookingId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 1000)).id
  // The visitor's request, as the public form sends it (anon may write it, never read it).
  const request = await anonClient().from('bookings').insert({
    villa_id: villaId,
    check_in: CHECK_IN,
    check_out: CHECK_OUT,
    guests_count: 2,
    adults: 2,
    total_price: 0,
    guest_name: 'Ada Lovelace',
    guest_email: GUEST_EMAIL,
    terms_accepted: true,
    status: 'pending',
  })
  if (request.error) throw request.error
  const found = await serviceClient()
    .from('bookings')
    .select('id')
    .eq('guest_email', GUEST_EMAIL)
    .single()
  if (found.error) throw found.error
  bookingId = found.data.id
  const confirmed = await serviceClient()
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('id', bookingId)
  if (confirmed.error) throw confirmed.error
})

test.afterAll(async () => {
  const db = serviceClient()
  await db.from('booking_payments').delete().eq('booking_id', bookingId)
  await db
    .from('site_settings')
    .update({ setting_value: '1' })
    .eq('setting_key', 'reminder_days_deposit')
  await removeVilla(villaId)
})

/** Staff record a bank transfer, as the admin's booking screen writes it. */
async function recordPayment(amount: number) {
  const staff = anonClient()
  const { error: signInError } = await staff.auth.signInWithPassword(DEMO_ADMIN)
  expect(signInError).toBeNull()
  const { error } = await staff
    .from('booking_payments')
    .insert({ booking_id: bookingId, amount, method: 'bank_transfer', reference: 'E2E transfer' })
  expect(error).toBeNull()
}

const stayLink = (text: string) =>
  /View your booking\s*\((https?:\/\/[^\s)]+\/stay\/[A-Za-z0-9_-]{22})\)/.exec(text)?.[1]

test('the guest is told of each payment, reminded before the due date and invited to the arrival details', async ({
  page,
}) => {
  const { data: booking } = await serviceClient()
    .from('bookings')
    .select('quote')
    .eq('id', bookingId)
    .single()
  const total = Number((booking!.quote as { total: number }).total)
  expect(total).toBeGreaterThan(1000)

  // A first transfer of €1,000: received, and what remains by when.
  await recordPayment(1000)
  const received = await emailText(GUEST_EMAIL, `Payment received: €1,000 for ${VILLA_NAME}`)
  expect(received).toContain('We received your payment of €1,000 by bank transfer')
  expect(received).toMatch(/remains to pay, due by \d{1,2} \w+ \d{4}\./)
  expect(stayLink(received), 'the email links to the stay page').toBeTruthy()

  // Staff remind 3 days ahead and send today's emails now: the reminder of the rest.
  await signInAsAdmin(page, '/admin/profile')
  const card = page.getByRole('form', { name: 'Guest emails' })
  await card.getByLabel('Deposit reminder, days ahead').fill('3')
  await card.getByRole('button', { name: 'Save Guest Emails' }).click()
  await expect(page.getByText('The guest email settings are saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Send due emails now' }).click()
  await expect(page.getByText(/emails? on the way/)).toBeVisible()
  const reminder = await emailText(
    GUEST_EMAIL,
    `Reminder: your payment for ${VILLA_NAME} is due by`,
  )
  expect(reminder).toContain('Your payment of')
  expect(reminder).toContain('Already paid? Thank you')
  expect(stayLink(reminder)).toBeTruthy()

  // Asked again the same day: nothing more goes out.
  await page.getByRole('button', { name: 'Send due emails now' }).click()
  await expect(page.getByText('Nothing more is due today')).toBeVisible()

  // The rest: paid in full; then the arrival email, five days before arrival.
  await recordPayment(total - 1000)
  const paid = await emailText(
    GUEST_EMAIL,
    `Payment received: ${formatAmount(total - 1000)} for ${VILLA_NAME}`,
  )
  expect(paid).toContain('Your stay is now paid in full.')
  await page.getByRole('button', { name: 'Send due emails now' }).click()
  const arrival = await emailText(GUEST_EMAIL, `Your arrival at ${VILLA_NAME}`)
  expect(arrival).toContain('it is paid in full')
  const link = stayLink(arrival)
  expect(link).toBeTruthy()

  // The arrival email's link opens the guest's booking page.
  await page.goto(new URL(link!).pathname)
  await expect(page.getByRole('heading', { level: 1, name: VILLA_NAME })).toBeVisible()
  await expect(page.getByTestId('stay-status')).toHaveText('Confirmed')
  // No Stripe key in this stack: no card button.
  await expect(page.getByTestId('card-payment')).toHaveCount(0)
})
