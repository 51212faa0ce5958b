import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import {
  createTestVilla,
  isoInDays,
  pickDay,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { allEmails, emailText } from './support/inbox'

// Issue 21, point 1: the guest's stay page. A visitor requests a stay; the email in the local
// inbox carries "View your booking"; the page shows where the booking stands and the offer as
// stored, downloads the stay as .ics, and withdraws the request; staff see it cancelled.

const VILLA_NAME = `E2E Stay Villa ${Date.now().toString(36)}`
const GUEST_NAME = 'Grace Hopper'
const GUEST_EMAIL = `e2e-stay-${Date.now()}@example.com`
const CHECK_IN = isoInDays(75)
const CHECK_OUT = isoInDays(79)
let villaId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 1000)).id
})
test.afterAll(async () => {
  await removeVilla(villaId)
})

async function requestStay(page: Page) {
  await page.goto(`/villa/${villaId}`)
  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  await pickDay(page, CHECK_IN)
  await pickDay(page, CHECK_OUT)
  await page.getByLabel('Full name').fill(GUEST_NAME)
  await page.getByLabel('Email').fill(GUEST_EMAIL)
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('2')
  await page.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(page.getByText('private link to your booking page')).toBeVisible()
}

test('a guest opens the stay page from the email, sees where the request stands and the offer, withdraws it, and staff see it cancelled', async ({
  page,
}) => {
  await requestStay(page)

  const email = await emailText(GUEST_EMAIL, `Your request for ${VILLA_NAME}`)
  const link = /View your booking\s*\((https?:\/\/[^\s)]+\/stay\/[A-Za-z0-9_-]{22})\)/.exec(email)
  expect(link, 'the email links to the stay page').not.toBeNull()
  const stayPath = new URL(link![1]!).pathname

  await page.goto(stayPath)
  await expect(page.getByRole('heading', { level: 1, name: VILLA_NAME })).toBeVisible()
  await expect(page.getByTestId('stay-status')).toHaveText('Awaiting our confirmation')
  // The timeline: sent, awaiting us, the money steps to come, arrival and departure.
  const timeline = page.getByTestId('stay-timeline')
  await expect(page.getByTestId('stay-step-requested')).toHaveAttribute('data-state', 'done')
  await expect(page.getByTestId('stay-step-confirmed')).toHaveAttribute('data-state', 'current')
  await expect(timeline).toContainText('Deposit')
  await expect(timeline).toContainText('To come')
  await expect(page.getByTestId('stay-step-arrival')).toContainText('Arrival')
  // The offer as stored with the request: 4 nights × €1,000.
  await expect(page.getByTestId('stay-total')).toContainText('€4,0')
  await expect(page.getByTestId('offer')).toContainText('4 nights × €1,000')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  // Private: not indexed, no Referer.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')

  // Add to my calendar: an all-day event from arrival to departure.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Add to my calendar' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^RV-[2-9A-HJKMNP-TV-Z]{4}\.ics$/)
  const ics = await readFile((await download.path())!, 'utf8')
  expect(ics).toContain(`DTSTART;VALUE=DATE:${CHECK_IN.replaceAll('-', '')}\r\n`)
  expect(ics).toContain(`DTEND;VALUE=DATE:${CHECK_OUT.replaceAll('-', '')}\r\n`)
  expect(ics).not.toContain('/stay/')

  // Withdraw, with a step of confirmation.
  await page.getByRole('button', { name: 'Withdraw my request' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw your request?' })
  await dialog.getByRole('button', { name: 'Withdraw my request' }).click()
  await expect(page.getByTestId('stay-status')).toHaveText('Cancelled')
  await expect(page.getByTestId('stay-step-ended')).toContainText('Withdrawn by you')
  await expect(page.getByRole('button', { name: 'Withdraw my request' })).toHaveCount(0)

  // Staff are told, and see it cancelled.
  const staffEmail = await emailText(
    (await emailTo('Withdrawn by the guest')) ?? '',
    'Withdrawn by the guest',
  )
  expect(staffEmail).toContain(GUEST_NAME)
  await signInAsAdmin(page, `/admin/bookings?q=${encodeURIComponent(GUEST_EMAIL)}`)
  const row = page.getByRole('row').filter({ hasText: GUEST_NAME })
  await expect(row).toContainText('Cancelled')

  // Staff see when the link was issued, never the link, and reissue it: the old one stops.
  await row.getByRole('button', { name: GUEST_NAME, exact: true }).click()
  const detail = page.getByRole('dialog', { name: new RegExp(GUEST_NAME) })
  await expect(detail.getByTestId('guest-link-issued')).toContainText('Issued')
  await expect(detail).not.toContainText(stayPath)
  await detail.getByRole('button', { name: 'Reissue guest link' }).click()
  await page
    .getByRole('alertdialog', { name: 'Reissue the guest link?' })
    .getByRole('button', { name: 'Reissue guest link' })
    .click()
  const fresh = detail.getByLabel('New guest link')
  await expect(fresh).toHaveValue(/\/stay\/[A-Za-z0-9_-]{22}$/)
  const freshPath = new URL(await fresh.inputValue()).pathname
  expect(freshPath).not.toBe(stayPath)

  // The old link is told calmly, with a way to reach us; the new one opens the booking.
  await page.goto(stayPath)
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible()
  await page.goto(freshPath)
  await expect(page.getByRole('heading', { level: 1, name: VILLA_NAME })).toBeVisible()
})

/** The recipient of the newest email whose subject starts with `subject`. */
async function emailTo(subject: string): Promise<string | null> {
  let to: string | null = null
  await expect
    .poll(
      async () => {
        const found = (await allEmails()).find(
          (m) => m.Subject.startsWith(subject) && m.Subject.includes(VILLA_NAME),
        )
        to = found?.To[0]?.Address ?? null
        return to !== null
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return to
}
