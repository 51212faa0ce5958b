import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { formatDay, formatDueDay } from '../../supabase/functions/_shared/emails/format'
import {
  createTestVilla,
  isoInDays,
  pickDay,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
  answerDecision,
} from './support/admin'
import { emailsTo, INBOX_URL, openEmail } from './support/inbox'
import { serviceClient } from './support/stack'

// The emails of a booking request, read where a developer reads them: the local mail catcher's
// inbox page. A visitor requests a stay; the guest's and the staff's emails arrive; staff follow
// the staff email's link into the admin and confirm; the confirmation email arrives; the
// notifications log shows it and sends it again.

const VILLA_NAME = `E2E Mail Villa ${Date.now().toString(36)}`
const GUEST_NAME = 'Ada Lovelace'
const GUEST_EMAIL = `e2e-mail-${Date.now()}@example.com`
const CHECK_IN = isoInDays(12)
const CHECK_OUT = isoInDays(15)
let villaId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 900)).id
})
test.afterAll(async () => {
  await removeVilla(villaId)
})

test('a stay requested on the site is emailed to the guest and staff, confirmed from the staff email, and the confirmation arrives', async ({
  page,
}) => {
  // The visitor's request, on the villa's page.
  await page.goto(`/villa/${villaId}`)
  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  await pickDay(page, CHECK_IN)
  await pickDay(page, CHECK_OUT)
  await expect(page.getByTestId('booking-total')).toHaveText('€2,700')
  await page.getByLabel('Full name').fill(GUEST_NAME)
  await page.getByLabel('Email').fill(GUEST_EMAIL)
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('2')
  await page.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(page.getByText('Booking Request Submitted')).toBeVisible()

  // The guest's email: the dates, the nights, the total and the 24-hour promise.
  const guestEmail = await openEmail(page, `Your request for ${VILLA_NAME}`)
  await expect(guestEmail).toContainText(formatDay(CHECK_IN))
  await expect(guestEmail).toContainText(formatDay(CHECK_OUT))
  await expect(guestEmail).toContainText('3 nights')
  await expect(guestEmail).toContainText('€2,700')
  await expect(guestEmail).toContainText('Paris time')
  // The offer stored with the booking, as the page showed it: inside 60 days of arrival, one
  // payment of everything 3 days after the request; the cancellation dates; the Terms accepted.
  await expect(guestEmail).toContainText('3 nights × €900')
  await expect(guestEmail).toContainText(
    new RegExp(`Full payment, due by ${formatDueDay(isoInDays(3))}\\s*€2,700`),
  )
  await expect(guestEmail).toContainText('If you cancel')
  await expect(guestEmail).toContainText(/Terms of Booking accepted \(version [0-9a-f]{8}\)/)
  await expect(guestEmail).toContainText('no 14-day right of withdrawal')

  // The staff email links to the request in the admin, where staff confirm it.
  await openEmail(page, `New booking request: ${VILLA_NAME}`)
  const href = await page.getByRole('link', { name: 'Open the request' }).getAttribute('href')
  const link = new URL(href!)
  expect(link.searchParams.get('q')).toBe(GUEST_EMAIL)
  await signInAsAdmin(page, `${link.pathname}${link.search}`)
  const detail = page.getByRole('dialog', { name: new RegExp(GUEST_NAME) })
  await expect(detail).toContainText(VILLA_NAME)
  await detail.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(page, 'confirm')
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible()

  const confirmation = await openEmail(page, `Confirmed: your stay at ${VILLA_NAME}`)
  await expect(confirmation).toContainText(`${VILLA_NAME} is yours`)
  await expect(confirmation).toContainText('€2,700')
  await expect(confirmation).toContainText(`Full payment, due by ${formatDueDay(isoInDays(3))}`)
  expect(await emailsTo(GUEST_EMAIL)).toHaveLength(2)

  // The log shows the email as sent, and sends it again on request.
  await page.goto('/admin/notifications')
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).click()
  await page.getByRole('option', { name: 'Booking confirmed (guest)' }).click()
  await expect(page).toHaveURL(/kind=booking_confirmed/)
  const row = page.getByRole('row').filter({ hasText: GUEST_EMAIL })
  // The address changes before the list does: until the filtered page arrives, the guest's
  // request email is listed beside the confirmation (a strict-mode failure seen once).
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Sent')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  await row.getByRole('button', { name: `Confirmed: your stay at ${VILLA_NAME}` }).click()
  const entry = page.getByRole('dialog')
  await expect(entry).toContainText(GUEST_EMAIL)
  await expect(entry).toContainText('€2,700')
  expect(
    seriousViolations(await new AxeBuilder({ page }).include('[role=dialog]').analyze()),
  ).toEqual([])
  await entry.getByRole('button', { name: 'Resend' }).click()
  await entry.getByRole('button', { name: 'Send again' }).click()
  await expect(page.getByText('Email sent again')).toBeVisible()
  await expect
    .poll(
      async () =>
        (await emailsTo(GUEST_EMAIL)).filter((m) => m.Subject.startsWith('Confirmed:')).length,
    )
    .toBe(2)
})

test('staff choose who is told about enquiries and the sender name, and the next enquiry follows', async ({
  page,
}) => {
  const staffA = `e2e-desk-${Date.now()}@rivieravillas.test`
  const staffB = `e2e-owner-${Date.now()}@rivieravillas.test`
  const visitor = `e2e-enquiry-${Date.now()}@example.com`
  await signInAsAdmin(page, '/admin/profile')
  const form = page.getByRole('form', { name: 'Email notifications' })
  const addresses = form.getByLabel('Staff notification emails')
  await expect(addresses).not.toHaveValue('')
  const db = serviceClient()
  const { data: before, error } = await db
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', ['notification_staff_emails', 'email_sender_name'])
  if (error) throw error
  try {
    await addresses.fill(`${staffA}\nnot-an-address`)
    await form.getByRole('button', { name: /save/i }).click()
    await expect(
      form.getByText('"not-an-address" is not an email address such as name@example.com.'),
    ).toBeVisible()
    await addresses.fill(`${staffA}\n${staffB}`)
    await form.getByLabel('Sender name').fill('Riviera Villas Concierge')
    await form.getByRole('button', { name: /save/i }).click()
    await expect(page.getByText('Settings Updated').first()).toBeVisible()

    // An enquiry sent on the site is emailed to both, from the new name, reply-to the visitor.
    await page.goto('/contact')
    await page.getByLabel('Full Name').fill('Élise Martin')
    await page.getByLabel('Email').fill(visitor)
    await page.getByLabel('Message').fill('Is a villa free for a wedding in June?')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText(/Thank you for your inquiry/)).toBeVisible()
    await expect.poll(async () => (await emailsTo(staffB)).length, { timeout: 30_000 }).toBe(1)
    const [message] = await emailsTo(staffA)
    const full = (await (await fetch(`${INBOX_URL}/api/v1/message/${message.ID}`)).json()) as {
      From: { Name: string }
      ReplyTo: { Address: string }[]
      Text: string
    }
    expect(full.From.Name).toBe('Riviera Villas Concierge')
    expect(full.ReplyTo.map((to) => to.Address)).toEqual([visitor])
    expect(full.Text).toContain('Is a villa free for a wedding in June?')
  } finally {
    // Put things back for the other specs (one shared database): the settings, and no extra
    // message in the admin's inbox.
    for (const setting of before) {
      await db
        .from('site_settings')
        .update({ setting_value: setting.setting_value })
        .eq('setting_key', setting.setting_key)
    }
    await db.from('contact_submissions').delete().eq('email', visitor)
  }
})
