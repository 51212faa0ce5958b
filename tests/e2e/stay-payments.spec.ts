import { expect, test, type Page } from './support/test'
import {
  anonClient,
  answerDecision,
  createTestVilla,
  isoInDays,
  removeVilla,
  signInAsAdmin,
} from './support/admin'
import { emailText } from './support/inbox'
import { serviceClient } from './support/stack'

// Issue 21, point 2 (money received) and the arrival information of point 1: staff confirm a
// stay arriving in 6 days, record the deposit, then the balance; the guest's stay page follows
// (timeline, each payment, what remains, how to pay) and then shows the arrival information.

const stamp = Date.now().toString(36)
const VILLA_NAME = `E2E Pay Villa ${stamp}`
const GUEST_NAME = 'Ada Lovelace'
const GUEST_EMAIL = `e2e-pay-${stamp}@example.com`
const CHECK_IN = isoInDays(6)
const CHECK_OUT = isoInDays(10)
const KEY_SAFE = `Key safe ${stamp.slice(-4)} by the gate`
const SHOTS = process.env.SHOTS_DIR
let villaId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 1000)).id
  const db = serviceClient()
  // The balance 2 days before arrival, so a stay in 6 days still has a deposit and a balance.
  const terms = await db
    .from('villa_booking_terms')
    .update({ balance_due_days: 2, deposit_due_days: 3, deposit_percent: 30 })
    .eq('villa_id', villaId)
  if (terms.error) throw terms.error
  const arrival = await db.from('villa_arrival_info').insert({
    villa_id: villaId,
    address: '7 avenue des Pins, 83700 Saint-Raphaël',
    map_url: 'https://maps.example.com/?q=pins',
    arrival_from: '16:00',
    access_codes: KEY_SAFE,
    wifi_name: 'PinsGuest',
    wifi_password: 'mer-et-pins',
    welcome_name: 'Élodie',
    welcome_phone: '+33 6 11 22 33 44',
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
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function recordPayment(page: Page) {
  const detail = page.getByRole('dialog', { name: new RegExp(GUEST_NAME) })
  await detail.getByRole('button', { name: 'Record a payment or refund' }).click()
  const form = detail.getByRole('form', { name: 'Record a payment' })
  // The amount offered is what is owed next.
  await expect(form.getByLabel('Amount (€)')).not.toHaveValue('')
  await form.getByLabel('Reference').fill('Transfer RV')
  // The previous payment's toast may still be showing: let it go, then expect this one's.
  const toast = page.getByText('Payment recorded')
  await expect(toast).toHaveCount(0)
  await form.getByRole('button', { name: 'Save Entry' }).click()
  await expect(toast).toBeVisible()
  return detail
}

test('staff record the deposit then the balance; the stay page follows, then shows the arrival information', async ({
  browser,
}) => {
  const { error } = await anonClient().from('bookings').insert({
    villa_id: villaId,
    check_in: CHECK_IN,
    check_out: CHECK_OUT,
    guests_count: 2,
    adults: 2,
    total_price: 0,
    guest_name: GUEST_NAME,
    guest_email: GUEST_EMAIL,
    terms_accepted: true,
    status: 'pending',
  })
  expect(error).toBeNull()
  const email = await emailText(GUEST_EMAIL, `Your request for ${VILLA_NAME}`)
  const stayPath = new URL(/\((https?:\/\/[^\s)]+\/stay\/[A-Za-z0-9_-]{22})\)/.exec(email)![1]!)
    .pathname

  const staff = await browser.newPage()
  const guest = await browser.newPage()

  // Staff confirm the request.
  await signInAsAdmin(staff, `/admin/bookings?q=${encodeURIComponent(GUEST_EMAIL)}`)
  const row = staff.getByRole('row').filter({ hasText: GUEST_NAME })
  await row.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(staff, 'confirm')
  await expect(row).toContainText('Confirmed')
  await expect(row).toContainText('Awaiting deposit')

  // The guest: confirmed, the deposit due, how to pay, arrival details kept until paid.
  await guest.goto(stayPath)
  await expect(guest.getByTestId('stay-status')).toHaveText('Confirmed')
  await expect(guest.getByTestId('stay-payment-deposit')).toHaveAttribute('data-state', 'due')
  const howToPay = guest.getByTestId('stay-how-to-pay')
  await expect(howToPay).toContainText('FR76 3000 6000 0112 3456 7890 189')
  await expect(howToPay).toContainText(/RV-[2-9A-HJKMNP-TV-Z]{4}/)
  await expect(guest.getByTestId('stay-arrival')).toHaveAttribute('data-revealed', 'false')
  await expect(guest.getByTestId('stay-arrival')).toContainText(
    'as soon as your stay is paid in full',
  )
  await expect(guest.getByText(KEY_SAFE)).toHaveCount(0)
  await shoot(guest, 'stay-confirmed')

  // Staff record the deposit.
  await row.getByRole('button', { name: GUEST_NAME, exact: true }).click()
  let detail = await recordPayment(staff)
  await expect(detail.getByTestId('booking-payments')).toContainText('Deposit received')
  await shoot(staff, 'admin-payments-deposit')
  await staff.keyboard.press('Escape')

  await guest.reload()
  await expect(guest.getByTestId('stay-step-deposit')).toHaveAttribute('data-state', 'done')
  await expect(guest.getByTestId('stay-step-deposit')).toContainText('Deposit received')
  await expect(guest.getByTestId('stay-payment-deposit')).toHaveAttribute('data-state', 'paid')
  await expect(guest.getByTestId('stay-payment-balance')).toHaveAttribute('data-state', 'due')
  await expect(guest.getByTestId('stay-remaining')).not.toHaveText('€0')
  await expect(guest.getByText(KEY_SAFE)).toHaveCount(0)
  await shoot(guest, 'stay-deposit-received')

  // Staff record the balance: paid in full.
  await row.getByRole('button', { name: GUEST_NAME, exact: true }).click()
  detail = await recordPayment(staff)
  await expect(detail.getByTestId('booking-payments')).toContainText('Paid in full')
  await expect(detail.getByTestId('payments-remaining')).toHaveText('€0')
  await staff.keyboard.press('Escape')
  await expect(row).toContainText('Paid in full')

  // The guest: every step paid, nothing remains, the arrival information is there.
  await guest.reload()
  await expect(guest.getByTestId('stay-step-paid')).toHaveAttribute('data-state', 'done')
  await expect(guest.getByTestId('stay-step-paid')).toContainText('Paid in full')
  await expect(guest.getByTestId('stay-remaining')).toHaveText('€0')
  await expect(guest.getByTestId('stay-how-to-pay')).toHaveCount(0)
  await expect(guest.getByTestId('stay-arrival')).toHaveAttribute('data-revealed', 'true')
  await expect(guest.getByTestId('stay-access-codes')).toHaveText(KEY_SAFE)
  await expect(guest.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
    'href',
    'https://maps.example.com/?q=pins',
  )
  await shoot(guest, 'stay-paid-in-full')
})
