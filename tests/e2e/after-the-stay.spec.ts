import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { emailsTo, INBOX_URL } from './support/inbox'
import { serviceClient } from './support/stack'

// Issue 21, points 3 and 5, end to end: a confirmed stay ends; the sweep (hourly, or staff's "Send
// due emails now") emails the guest a thank-you with a review link; the guest writes a review; staff approve it and it shows
// on the villa page with "Stayed in …" and the average. Staff record and return the security
// deposit with a deduction; the guest is emailed what came back and sees it on the stay page.

const RUN = Date.now().toString(36)
const VILLA_NAME = `E2E After Stay ${RUN}`
const GUEST_NAME = 'Ada Lovelace'
const GUEST_EMAIL = `e2e-after-${RUN}@example.com`
const CHECK_IN = isoInDays(-6)
const CHECK_OUT = isoInDays(-1)
const MONTH_OF_STAY = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${CHECK_IN}T12:00:00Z`))
let villaId: string
let bookingId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 900)).id
  const service = serviceClient()
  const terms = await service
    .from('villa_booking_terms')
    .update({ security_deposit: 2000 })
    .eq('villa_id', villaId)
  if (terms.error) throw terms.error
  // A request as the site sends it, confirmed, then moved into the past: a stay that ended
  // yesterday (the request rules refuse past dates, so the dates move after).
  bookingId = randomUUID()
  const request = await anonClient()
    .from('bookings')
    .insert({
      id: bookingId,
      villa_id: villaId,
      check_in: isoInDays(60),
      check_out: isoInDays(65),
      adults: 2,
      guests_count: 2,
      total_price: 0,
      guest_name: GUEST_NAME,
      guest_email: GUEST_EMAIL,
      terms_accepted: true,
      status: 'pending',
    })
  if (request.error) throw request.error
  const confirm = await service.from('bookings').update({ status: 'confirmed' }).eq('id', bookingId)
  if (confirm.error) throw confirm.error
  const move = await service
    .from('bookings')
    .update({ check_in: CHECK_IN, check_out: CHECK_OUT })
    .eq('id', bookingId)
  if (move.error) throw move.error
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

/** The plain text of the guest's email whose subject starts so. */
async function guestEmail(subject: string): Promise<string> {
  let text = ''
  await expect
    .poll(
      async () => {
        const found = (await emailsTo(GUEST_EMAIL)).find((m) => m.Subject.startsWith(subject))
        if (!found) return false
        const message = await fetch(`${INBOX_URL}/api/v1/message/${found.ID}`)
        text = ((await message.json()) as { Text: string }).Text
        return true
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true)
  return text
}

test('after departure the guest reviews the stay from the email, staff approve it, and the villa page shows it with its month and the average', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The thank-you goes out with the hourly sweep; staff run it now.
  await signInAsAdmin(page, '/admin/profile')
  await page.getByRole('button', { name: 'Send due emails now' }).click()
  await expect(page.getByText(/emails? on the way/)).toBeVisible()
  const email = await guestEmail(`Thank you for staying at ${VILLA_NAME}`)
  const link = /Write your review\s*\((https?:\/\/[^\s)]+\/review\/[A-Za-z0-9_-]{22})\)/.exec(email)
  expect(link, 'the thank-you links to the review page').not.toBeNull()
  const reviewPath = new URL(link![1]!).pathname

  await page.goto(reviewPath)
  await expect(
    page.getByRole('heading', { level: 1, name: `How was ${VILLA_NAME}?` }),
  ).toBeVisible()
  await expect(page.getByLabel('Signed as')).toHaveValue('Ada L.')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  // Sent empty: each field says what it needs, nothing is sent.
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByText('Rating: choose from 1 to 5 stars')).toBeVisible()
  await expect(page.getByText('Where you are from: enter a city or country')).toBeVisible()

  // The stars are radio buttons: chosen from the keyboard here (the sticky header covers the
  // fieldset once the form scrolled to its first error).
  await page.getByRole('radio', { name: '4 stars' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await page
    .getByLabel('Your review')
    .fill('Mornings on the terrace above the bay, and a house that felt like ours.')
  await page.getByLabel('Where you are from').fill('London, United Kingdom')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()

  // The link has done its work.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send my review' })).toHaveCount(0)

  // Not on the villa page until staff approve it.
  await page.goto(`/villa/${villaId}`)
  await expect(page.getByRole('heading', { level: 1, name: VILLA_NAME })).toBeVisible()
  await expect(page.getByRole('region', { name: 'What our guests say' })).toHaveCount(0)

  await page.goto(`/admin/villa-reviews?villa=${villaId}`)
  const item = page.getByRole('group', { name: 'Review by Ada L.' })
  await expect(item.getByTestId('review-source')).toHaveText(
    /Written by the guest after their stay\s*Awaiting approval/,
  )
  await item.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(page.getByText('Review approved')).toBeVisible()
  await expect(item.getByTestId('review-source')).not.toContainText('Awaiting approval')

  await page.goto(`/villa/${villaId}`)
  const reviews = page.getByRole('region', { name: 'What our guests say' })
  await expect(reviews).toContainText('4.0')
  await expect(reviews).toContainText('1 review')
  const review = reviews.getByRole('article', { name: 'Review by Ada L.' })
  await expect(review).toContainText('Mornings on the terrace above the bay')
  await expect(review).toContainText(`Stayed in ${MONTH_OF_STAY}`)
  await expect(review.getByText('Verified stay')).toBeVisible()
  await expect(review.getByRole('img', { name: '4 out of 5' })).toBeVisible()
})

test('staff record the security deposit and return it less a deduction; the guest is emailed once and sees it on the stay page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAsAdmin(
    page,
    `/admin/bookings?${new URLSearchParams({ q: GUEST_EMAIL, booking: bookingId })}`,
  )
  await page.goto(`/admin/bookings?${new URLSearchParams({ q: GUEST_EMAIL, booking: bookingId })}`)
  const detail = page.getByRole('dialog', { name: new RegExp(GUEST_NAME) })
  const deposit = detail.getByTestId('security-deposit')
  await expect(deposit.getByTestId('security-deposit-state')).toHaveText('Not requested yet')
  await expect(deposit.getByLabel('Amount (€)')).toHaveValue('2000')
  await deposit.getByRole('button', { name: 'Record as received' }).click()
  await expect(deposit.getByTestId('security-deposit-state')).toHaveText('Received, held')

  await deposit.getByRole('button', { name: 'Add a deduction' }).click()
  await deposit.getByRole('button', { name: 'Return the deposit' }).click()
  await expect(deposit.getByText('Deduction 1: say why, in up to 500 characters')).toBeVisible()
  await deposit.getByLabel('Deducted (€)').fill('180')
  await deposit.getByLabel('Reason').fill('Six broken wine glasses')
  await expect(deposit.getByTestId('deposit-to-return')).toHaveText('€1,820')
  await deposit.getByRole('button', { name: 'Return the deposit' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Return €1,820 to the guest?' })
  await confirm.getByRole('button', { name: 'Return the deposit' }).click()
  await expect(deposit.getByTestId('security-deposit-state')).toHaveText('Returned')
  await expect(deposit).toContainText('€180: Six broken wine glasses')

  const email = await guestEmail(`Your security deposit for ${VILLA_NAME} is returned`)
  expect(email).toContain('Deducted: Six broken wine glasses')
  expect(email).toContain('€1,820')
  const stay = /View your booking\s*\((https?:\/\/[^\s)]+\/stay\/[A-Za-z0-9_-]{22})\)/.exec(email)
  expect(stay, 'the email links to the stay page').not.toBeNull()
  await page.goto(new URL(stay![1]!).pathname)
  await expect(page.getByTestId('stay-step-security_deposit')).toHaveAttribute('data-state', 'done')
  const section = page.getByTestId('stay-security-deposit')
  await expect(section).toContainText('Deducted: Six broken wine glasses')
  await expect(section.getByTestId('stay-deposit-returned')).toHaveText('€1,820')
  const sent = (await emailsTo(GUEST_EMAIL)).filter((m) => m.Subject.includes('security deposit'))
  expect(sent).toHaveLength(1)
})
