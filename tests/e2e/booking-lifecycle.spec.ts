import { expect, test, type Page } from './support/test'
import {
  answerDecision,
  createTestVilla,
  isoInDays,
  pickDay,
  removeVilla,
  signInAsAdmin,
} from './support/admin'
import { emailText } from './support/inbox'
import { serviceClient } from './support/stack'

// Issue 21, end to end, as one booking lives it: a visitor requests a week; staff confirm it
// with a word; the guest opens their stay page from the confirmation email; staff record the
// deposit, the balance reminder goes out, staff record the balance, the arrival email goes out
// and the page reveals the arrival details; staff hold the security deposit; the stay ends
// (its dates move into the past, as time would); the guest reviews it from the thank-you email,
// staff approve it and it shows on the villa page; staff return the security deposit.
// SHOTS_DIR=<folder> saves the stay page at each stage at 390 and 1280 px.

const RUN = Date.now().toString(36)
const VILLA_NAME = `E2E Lifecycle ${RUN}`
const GUEST_NAME = 'Hedy Lamarr'
const GUEST_EMAIL = `e2e-life-${RUN}@example.com`
const CHECK_IN = isoInDays(6)
const CHECK_OUT = isoInDays(9)
const KEY_SAFE = `Key safe ${RUN.slice(-4)}, left of the gate`
const SHOTS = process.env.SHOTS_DIR
let villaId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 1200)).id
  const db = serviceClient()
  // A deposit now and a balance two days before arrival, so a stay in 6 days has both; a
  // security deposit held during the stay.
  const terms = await db
    .from('villa_booking_terms')
    .update({
      deposit_percent: 30,
      deposit_due_days: 3,
      balance_due_days: 2,
      security_deposit: 1500,
    })
    .eq('villa_id', villaId)
  if (terms.error) throw terms.error
  const arrival = await db.from('villa_arrival_info').insert({
    villa_id: villaId,
    address: '12 chemin des Oliviers, 83700 Saint-Raphaël',
    map_url: 'https://maps.example.com/?q=oliviers',
    arrival_from: '16:00',
    access_codes: KEY_SAFE,
    wifi_name: 'Oliviers',
    wifi_password: 'soleil-levant',
    welcome_name: 'Margaux',
    welcome_phone: '+33 6 55 44 33 22',
  })
  if (arrival.error) throw arrival.error
  const bank = await db.from('payment_settings').upsert({
    id: true,
    bank_iban: 'FR7630006000011234567890189',
    bank_bic: 'AGRIFRPP',
    bank_account_holder: 'Riviera Villas SAS',
  })
  if (bank.error) throw bank.error
})

test.afterAll(async () => {
  const db = serviceClient()
  const { data } = await db.from('bookings').select('id').eq('villa_id', villaId)
  const ids = (data ?? []).map((row) => row.id)
  if (ids.length) await db.from('booking_payments').delete().in('booking_id', ids)
  await removeVilla(villaId)
})

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/lifecycle-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const linkIn = (text: string, path: 'stay' | 'review') =>
  new URL(new RegExp(`\\((https?://[^\\s)]+/${path}/[A-Za-z0-9_-]{22})\\)`).exec(text)![1]!)
    .pathname

/** Opens the booking's detail in Admin › Bookings (staff are signed in on `staff`). */
async function openBooking(staff: Page) {
  await staff.goto(`/admin/bookings?q=${encodeURIComponent(GUEST_EMAIL)}`)
  const row = staff.getByRole('row').filter({ hasText: GUEST_NAME })
  await row.getByRole('button', { name: GUEST_NAME, exact: true }).click()
  return staff.getByRole('dialog', { name: new RegExp(GUEST_NAME) })
}

/** Records a bank transfer of what is owed next, as staff do from the booking's detail. */
async function recordNextPayment(staff: Page) {
  const detail = await openBooking(staff)
  await detail.getByRole('button', { name: 'Record a payment or refund' }).click()
  const form = detail.getByRole('form', { name: 'Record a payment' })
  await expect(form.getByLabel('Amount (€)')).not.toHaveValue('')
  await form.getByLabel('Reference').fill(`Transfer ${RUN}`)
  await form.getByRole('button', { name: 'Save Entry' }).click()
  await expect(staff.getByText('Payment recorded')).toBeVisible()
  return detail
}

/** "Send due emails now" in Profile Settings: the daily sweep, run by staff. */
async function sendDueEmails(staff: Page) {
  await staff.goto('/admin/profile')
  await staff.getByRole('button', { name: 'Send due emails now' }).click()
  // The sweep reads every stay ahead: on a stack full of other specs' bookings it takes a while.
  await expect(staff.getByText(/emails? on the way/)).toBeVisible({ timeout: 30_000 })
}

test('a booking from the request to the returned security deposit, without leaving the product', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const guest = await browser.newPage()
  const staff = await browser.newPage()

  // The visitor requests the week from the villa page.
  await guest.goto(`/villa/${villaId}`)
  await guest.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  await pickDay(guest, CHECK_IN)
  await pickDay(guest, CHECK_OUT)
  await guest.getByLabel('Full name').fill(GUEST_NAME)
  await guest.getByLabel('Email').fill(GUEST_EMAIL)
  await guest.getByRole('spinbutton', { name: 'Adults' }).fill('2')
  await guest.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
  await guest.getByRole('button', { name: 'Request to Book' }).click()
  await expect(guest.getByText('private link to your booking page')).toBeVisible()
  const request = await emailText(GUEST_EMAIL, `Your request for ${VILLA_NAME}`)
  await guest.goto(linkIn(request, 'stay'))
  await expect(guest.getByTestId('stay-status')).toHaveText('Awaiting our confirmation')
  await shoot(guest, '1-requested')

  // Staff confirm it, with a word to the guest.
  await signInAsAdmin(staff, `/admin/bookings?q=${encodeURIComponent(GUEST_EMAIL)}`)
  const row = staff.getByRole('row').filter({ hasText: GUEST_NAME })
  await row.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(staff, 'confirm', 'Margaux will meet you at the gate.')
  await expect(row).toContainText('Confirmed')
  await expect(row).toContainText('Awaiting deposit')
  const reference = (await row.textContent())!.match(/RV-[2-9A-HJKMNP-TV-Z]{4}/)![0]

  // The guest opens the stay page from the confirmation email: the deposit is due, how to pay.
  const confirmation = await emailText(GUEST_EMAIL, `Confirmed: your stay at ${VILLA_NAME}`)
  expect(confirmation).toContain('Margaux will meet you at the gate.')
  expect(confirmation).toContain(reference)
  await guest.goto(linkIn(confirmation, 'stay'))
  await expect(guest.getByTestId('stay-status')).toHaveText('Confirmed')
  await expect(guest.getByText(`Your stay · ${reference}`)).toBeVisible()
  await expect(guest.getByTestId('stay-payment-deposit')).toHaveAttribute('data-state', 'due')
  await expect(guest.getByTestId('stay-how-to-pay')).toContainText(reference)
  await expect(guest.getByText(KEY_SAFE)).toHaveCount(0)
  await shoot(guest, '2-confirmed')

  // Staff record the deposit: the guest is told, and the page follows.
  await recordNextPayment(staff)
  const deposit = await emailText(GUEST_EMAIL, 'Payment received:')
  expect(deposit).toMatch(/remains to pay, due by/)
  await guest.goto(linkIn(deposit, 'stay'))
  await expect(guest.getByTestId('stay-step-deposit')).toHaveAttribute('data-state', 'done')
  await expect(guest.getByTestId('stay-payment-balance')).toHaveAttribute('data-state', 'due')
  await shoot(guest, '3-deposit-received')

  // The balance falls due within the reminder's 7 days: today's emails remind the guest.
  await sendDueEmails(staff)
  const reminder = await emailText(GUEST_EMAIL, `Reminder: your balance for ${VILLA_NAME}`)
  expect(reminder).toContain(reference)

  // Staff record the balance: paid in full; today's emails bring the arrival email, and the
  // page now shows the arrival details.
  const detail = await recordNextPayment(staff)
  await expect(detail.getByTestId('booking-payments')).toContainText('Paid in full')
  await sendDueEmails(staff)
  const arrival = await emailText(GUEST_EMAIL, `Your arrival at ${VILLA_NAME}`)
  await guest.goto(linkIn(arrival, 'stay'))
  await expect(guest.getByTestId('stay-step-paid')).toHaveAttribute('data-state', 'done')
  await expect(guest.getByTestId('stay-arrival')).toHaveAttribute('data-revealed', 'true')
  await expect(guest.getByText(KEY_SAFE)).toBeVisible()
  await expect(guest.getByTestId('stay-how-to-pay')).toHaveCount(0)
  await shoot(guest, '4-paid-in-full')

  // Staff hold the security deposit.
  const held = (await openBooking(staff)).getByTestId('security-deposit')
  await held.getByRole('button', { name: 'Record as received' }).click()
  await expect(held.getByTestId('security-deposit-state')).toHaveText('Received, held')

  // The week goes by: the stay moves into the past (the request rules refuse past dates).
  const { data: booking } = await serviceClient()
    .from('bookings')
    .select('id')
    .eq('reference', reference)
    .single()
  const moved = await serviceClient()
    .from('bookings')
    .update({ check_in: isoInDays(-4), check_out: isoInDays(-1) })
    .eq('id', booking!.id)
  expect(moved.error).toBeNull()

  // The thank-you goes out; the guest reviews the stay from it.
  await sendDueEmails(staff)
  const thanks = await emailText(GUEST_EMAIL, `Thank you for staying at ${VILLA_NAME}`)
  await guest.goto(linkIn(thanks, 'review'))
  await guest.getByRole('radio', { name: '5 stars' }).focus()
  await guest.keyboard.press('Space')
  await guest.getByLabel('Your review').fill('The olive terrace at dusk, and Margaux at the gate.')
  await guest.getByLabel('Where you are from').fill('Vienna, Austria')
  await guest.getByRole('button', { name: 'Send my review' }).click()
  await expect(guest.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()

  // Staff approve it; the villa page shows it with its month, the average and the count.
  await staff.goto(`/admin/villa-reviews?villa=${villaId}`)
  const item = staff.getByRole('group', { name: 'Review by Hedy L.' })
  await item.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(staff.getByText('Review approved')).toBeVisible()
  await guest.goto(`/villa/${villaId}`)
  const reviews = guest.getByRole('region', { name: 'What our guests say' })
  await expect(reviews).toContainText('5.0')
  await expect(reviews).toContainText('1 review')
  await expect(reviews.getByRole('article', { name: 'Review by Hedy L.' })).toContainText(
    'Stayed in',
  )

  // Staff return the security deposit in full: the guest is emailed, the timeline is complete.
  const returning = (await openBooking(staff)).getByTestId('security-deposit')
  await returning.getByRole('button', { name: 'Return the deposit' }).click()
  await staff
    .getByRole('alertdialog', { name: 'Return €1,500 to the guest?' })
    .getByRole('button', { name: 'Return the deposit' })
    .click()
  await expect(returning.getByTestId('security-deposit-state')).toHaveText('Returned')
  const returned = await emailText(
    GUEST_EMAIL,
    `Your security deposit for ${VILLA_NAME} is returned`,
  )
  await guest.goto(linkIn(returned, 'stay'))
  await expect(guest.getByTestId('stay-step-security_deposit')).toHaveAttribute(
    'data-state',
    'done',
  )
  await shoot(guest, '5-deposit-returned')
})
