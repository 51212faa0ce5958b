import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import {
  anonClient,
  answerDecision,
  createTestVilla,
  isoInDays,
  pickSingleDay,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { emailText } from './support/inbox'
import { serviceClient } from './support/stack'

// Issue 21, point 6: staff run the booking. Confirm asks first and carries a word to the guest;
// a confirmed stay is cancelled at the guest's request, priced by its stored tiers, and its days
// are free again; a booking taken by phone is entered from Booking Management.

const VILLA_NAME = 'Villa E2E Staff Run'
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 1000)).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

async function request(guestName: string, guestEmail: string, from: number, nights: number) {
  const { error } = await anonClient()
    .from('bookings')
    .insert({
      villa_id: villaId,
      check_in: isoInDays(from),
      check_out: isoInDays(from + nights),
      guests_count: 2,
      adults: 2,
      total_price: 0,
      guest_name: guestName,
      guest_email: guestEmail,
      terms_accepted: true,
      status: 'pending',
    })
  if (error) throw error
  const { data } = await serviceClient()
    .from('bookings')
    .select('id, reference')
    .eq('guest_email', guestEmail)
    .single()
  return data as { id: string; reference: string }
}

const rowOf = (page: Page, guest: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: guest, exact: true }) })

test('staff confirm with a message, the email carries it; cancelling the stay frees its days', async ({
  page,
}) => {
  const email = 'clara.staffrun@example.com'
  const booking = await request('Clara Staffrun', email, 70, 4)
  expect(booking.reference).toMatch(/^RV-[2-9A-HJKMNP-TV-Z]{4}$/)

  await signInAsAdmin(page, `/admin/bookings?q=${booking.reference}`)
  const row = rowOf(page, 'Clara Staffrun')
  await expect(row.getByText(booking.reference)).toBeVisible()

  // Confirm is not one click: the dialog asks, with a message for the guest.
  await row.getByRole('button', { name: 'Confirm' }).click()
  const ask = page.getByRole('dialog', { name: 'Confirm this booking?' })
  await expect(ask).toContainText(booking.reference)
  expect(
    seriousViolations(await new AxeBuilder({ page }).include('[role="dialog"]').analyze()),
  ).toEqual([])
  await answerDecision(page, 'confirm', 'Lucas, our chef, will call you about the welcome dinner.')
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible()
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible()

  const confirmation = await emailText(email, `Confirmed: your stay at ${VILLA_NAME}`)
  expect(confirmation).toContain('Lucas, our chef, will call you about the welcome dinner.')
  expect(confirmation).toContain(booking.reference)

  const unavailable = async () =>
    (
      await anonClient().rpc('get_villa_unavailable_dates', {
        p_villa_id: villaId,
        p_from: isoInDays(69),
        p_to: isoInDays(75),
      })
    ).data
  expect(await unavailable()).toHaveLength(5)

  // Cancel the confirmed stay at the guest's request: 70 days ahead, the 30 % tier of €4,000.
  await row.getByRole('button', { name: 'Clara Staffrun' }).click()
  const detail = page.getByRole('dialog', { name: /Clara Staffrun/ })
  await detail.getByRole('button', { name: 'Cancel stay' }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel this stay?' })
  await cancel.getByLabel('Paid by the guest so far (€)').fill('2000')
  await expect(cancel).toContainText('30 % tier')
  await expect(cancel).toContainText('€1,200')
  await expect(cancel).toContainText('€800')
  await cancel.getByLabel('Message to the guest (optional)').fill('We hope to see you next summer.')
  await cancel.getByRole('button', { name: 'Cancel the stay' }).click()
  await expect(page.getByText('Booking cancelled', { exact: true })).toBeVisible()
  await expect(row.getByText('Cancelled at the guest’s request')).toBeVisible()

  expect(await unavailable()).toEqual([])
  const cancelled = await emailText(email, `Cancelled: your stay at ${VILLA_NAME}`)
  expect(cancelled).toContain('€1,200')
  expect(cancelled).toContain('€800')
  expect(cancelled).toContain('We hope to see you next summer.')

  // The list filters on the reason.
  await page.goto('/admin/bookings?reason=guest_cancelled')
  await expect(rowOf(page, 'Clara Staffrun')).toBeVisible()
  await page.goto('/admin/bookings?reason=declined')
  await expect(page.getByRole('button', { name: 'Clara Staffrun', exact: true })).toHaveCount(0)
})

test('staff enter a booking taken by phone: the quote, then confirmed with its reference', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/bookings')
  await page.getByRole('button', { name: 'New booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'New booking' })
  // Nothing filled: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Confirm the booking' }).click()
  await expect(dialog.getByText('Choose the villa', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Enter the guest’s full name')).toBeVisible()

  await dialog.getByLabel('Villa').click()
  await page.getByRole('option', { name: VILLA_NAME }).click()
  await pickSingleDay(page, dialog.getByLabel('Arrival'), isoInDays(100))
  await pickSingleDay(page, dialog.getByLabel('Departure'), isoInDays(103))
  await expect(dialog.getByTestId('staff-quote')).toHaveText('The quote: €3,000')
  await dialog.getByLabel('Guest’s full name').fill('Henri Phone')
  await dialog.getByLabel('Guest’s email').fill('henri.phone@example.com')
  await dialog.getByRole('button', { name: 'Confirm the booking' }).click()
  await expect(page.getByText('Booking created', { exact: true })).toBeVisible()

  const { data } = await serviceClient()
    .from('bookings')
    .select('status, source, total_price, reference')
    .eq('guest_email', 'henri.phone@example.com')
    .single()
  expect(data).toMatchObject({ status: 'confirmed', source: 'staff', total_price: 3000 })
  const email = await emailText('henri.phone@example.com', `Confirmed: your stay at ${VILLA_NAME}`)
  expect(email).toContain(data!.reference)
})
