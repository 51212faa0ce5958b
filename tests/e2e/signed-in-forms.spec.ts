import { expect, test } from './support/test'
import {
  createTestVilla,
  isoInDays,
  pickDay,
  removeVilla,
  requestBooking,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'

// Staff are visitors too: signed in at /admin, they try the public forms under the visitors'
// rules. And a villa with bookings is deactivated, never deleted.
let villaId: string | undefined
const NAME = `E2E Booked Villa ${Date.now()}`
const guestEmail = `e2e-staff-booking-${Date.now()}@example.com`

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
  await serviceClient().from('contact_submissions').delete().eq('email', guestEmail)
})

test('an admin signed in submits a booking request from the public site', async ({ page }) => {
  const villa = await createTestVilla(NAME, 640)
  villaId = villa.id
  await signInAsAdmin(page)
  await page.getByRole('link', { name: 'View site' }).click()
  await page.goto(`/villa/${villa.id}`)
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible()

  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  await pickDay(page, isoInDays(40))
  await pickDay(page, isoInDays(43))
  await expect(page.getByTestId('booking-total')).toHaveText('€1,920')
  await page.getByLabel('Full name').fill('Staff Tester')
  await page.getByLabel('Email').fill(guestEmail)
  await page.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(page.getByText('Booking Request Submitted')).toBeVisible()

  const { data } = await serviceClient()
    .from('bookings')
    .select('status, total_price, check_in, check_out')
    .eq('guest_email', guestEmail)
  expect(data).toEqual([
    { status: 'pending', total_price: 1920, check_in: isoInDays(40), check_out: isoInDays(43) },
  ])

  // The same session sends an enquiry.
  await page.goto('/contact')
  await page.getByLabel('Full Name').fill('Staff Tester')
  await page.getByLabel('Email').fill(guestEmail)
  await page.getByLabel('Message').fill('Testing the contact form while signed in.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours."),
  ).toBeVisible()
  await expect
    .poll(async () => {
      const { data: sent } = await serviceClient()
        .from('contact_submissions')
        .select('status')
        .eq('email', guestEmail)
      return sent
    })
    .toEqual([{ status: 'unread' }])
})

test('a villa with bookings is not deleted: the delete dialog says so and deactivates it', async ({
  page,
}) => {
  if (!villaId) {
    const villa = await createTestVilla(NAME, 640)
    villaId = villa.id
  }
  await requestBooking(villaId, isoInDays(60), isoInDays(62), 'Kept Guest')
  await signInAsAdmin(page, '/admin/villas')
  // The row says so before anyone tries, and the dialog offers the way out.
  const { count } = await serviceClient()
    .from('bookings')
    .select('id', { count: 'exact', head: true })
    .eq('villa_id', villaId)
  const booked = count === 1 ? '1 booking' : `${count} bookings`
  const row = page.getByRole('article', { name: NAME })
  await expect(row).toContainText(booked)
  await row.getByRole('button', { name: `Actions for ${NAME}` }).click()
  await page.getByRole('button', { name: 'Delete villa…' }).click()
  const dialog = page.getByRole('alertdialog', {
    name: `${NAME} has ${booked} and cannot be deleted`,
  })
  await expect(dialog).toContainText("Bookings are kept for the guests' records")
  await dialog.getByRole('button', { name: 'Deactivate villa' }).click()
  await expect(page.getByText('Villa updated successfully')).toBeVisible()
  await expect(row).toContainText('Inactive')

  const { data } = await serviceClient().from('villas').select('is_active').eq('id', villaId)
  expect(data).toEqual([{ is_active: false }])
  const { data: bookings } = await serviceClient()
    .from('bookings')
    .select('guest_name')
    .eq('villa_id', villaId)
    .eq('guest_name', 'Kept Guest')
  expect(bookings).toHaveLength(1)
})
