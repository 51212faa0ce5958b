import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  removeVilla,
  requestBooking,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'

let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla('Villa E2E Bookings')).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

test('staff confirm a request, its days become unavailable, and an overlapping one is refused', async ({
  page,
}) => {
  const checkIn = isoInDays(40)
  const checkOut = isoInDays(43)
  await requestBooking(villaId, checkIn, checkOut, 'Olivia First')
  await requestBooking(villaId, isoInDays(42), isoInDays(45), 'Oscar Overlap')

  await signInAsAdmin(page, '/admin/bookings')
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(seriousViolations(axe)).toEqual([])

  const first = page.getByRole('group', { name: 'Booking by Olivia First' })
  await expect(first.getByText('Villa E2E Bookings · Test Cove, Saint Raphaël')).toBeVisible()
  await expect(first.getByText('Pending')).toBeVisible()

  // The detail modal: focus trapped, Escape closes it.
  await first.getByRole('button', { name: 'View Details' }).click()
  const modal = page.getByRole('dialog', { name: /Olivia First/ })
  await expect(modal.getByText('guest@example.com')).toBeVisible()
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab')
    expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()

  // Confirm from the modal.
  await first.getByRole('button', { name: 'View Details' }).click()
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible()
  await expect(modal).toBeHidden()
  await expect(first.getByText('Confirmed')).toBeVisible()
  await expect(first.getByRole('button', { name: 'Confirm' })).toBeHidden()

  const { data: unavailable } = await anonClient().rpc('get_villa_unavailable_dates', {
    p_villa_id: villaId,
    p_from: isoInDays(39),
    p_to: isoInDays(44),
  })
  expect(unavailable).toEqual([isoInDays(40), isoInDays(41), isoInDays(42), isoInDays(43)])

  // The overlapping request: the database refuses, and the toast says why.
  const overlap = page.getByRole('group', { name: 'Booking by Oscar Overlap' })
  await overlap.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByText('These dates overlap a confirmed booking for this villa'),
  ).toBeVisible()
  await expect(overlap.getByText('Pending')).toBeVisible()

  // Cancelling it from the card works.
  await overlap.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Booking cancelled successfully')).toBeVisible()
  await expect(overlap.getByText('Cancelled')).toBeVisible()
  const { data: rows } = await serviceClient()
    .from('bookings')
    .select('guest_name, status')
    .eq('villa_id', villaId)
    .order('guest_name')
  expect(rows).toEqual([
    { guest_name: 'Olivia First', status: 'confirmed' },
    { guest_name: 'Oscar Overlap', status: 'cancelled' },
  ])
})
