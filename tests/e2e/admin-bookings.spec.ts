import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  removeVilla,
  requestBooking,
  seriousViolations,
  signInAsAdmin,
  answerDecision,
} from './support/admin'
import { serviceClient } from './support/stack'

let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla('Villa E2E Bookings')).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

/** The table row of a guest's booking (the desktop layout). */
const rowOf = (page: Page, guest: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: guest, exact: true }) })

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

  const first = rowOf(page, 'Olivia First')
  await expect(first.getByText('Villa E2E Bookings', { exact: true })).toBeVisible()
  await expect(first.getByText('Test Cove, Saint Raphaël', { exact: true })).toBeVisible()
  await expect(first.getByText('Pending', { exact: true })).toBeVisible()
  await expect(first.getByText('Overlaps a request from Oscar Overlap')).toBeVisible()

  // The detail modal opens from the guest's name: focus trapped, Escape closes it.
  await first.getByRole('button', { name: 'Olivia First' }).click()
  const modal = page.getByRole('dialog', { name: /Olivia First/ })
  await expect(modal.getByText('guest@example.com')).toBeVisible()
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab')
    expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()

  // Confirm from the modal: the row and the counts refresh.
  await first.getByRole('button', { name: 'Olivia First' }).click()
  await modal.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(page, 'confirm')
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible()
  await expect(modal).toBeHidden()
  await expect(first.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(first.getByRole('button', { name: 'Confirm' })).toBeHidden()

  const { data: unavailable } = await anonClient().rpc('get_villa_unavailable_dates', {
    p_villa_id: villaId,
    p_from: isoInDays(39),
    p_to: isoInDays(44),
  })
  expect(unavailable).toEqual([isoInDays(40), isoInDays(41), isoInDays(42), isoInDays(43)])

  // The overlapping request: the database refuses, and the toast says why.
  const overlap = rowOf(page, 'Oscar Overlap')
  await overlap.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(page, 'confirm')
  await expect(
    page.getByText('These dates overlap a confirmed booking for this villa'),
  ).toBeVisible()
  await expect(overlap.getByText('Pending', { exact: true })).toBeVisible()

  // Declining it from the row works.
  await overlap.getByRole('button', { name: 'Decline' }).click()
  await answerDecision(page, 'decline')
  await expect(page.getByText('Booking cancelled successfully')).toBeVisible()
  await expect(overlap.getByText('Cancelled', { exact: true })).toBeVisible()
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

test('staff filter by status, search by email, page through and open one; the view is in the URL', async ({
  page,
}) => {
  // 30 requests from one family beside the seed, and one that has expired.
  const service = serviceClient()
  const { error } = await service.from('bookings').insert(
    Array.from({ length: 30 }, (_, i) => ({
      villa_id: villaId,
      check_in: isoInDays(60 + i * 3),
      check_out: isoInDays(62 + i * 3),
      guests_count: 2,
      total_price: 0,
      guest_name: `Pager Guest ${String(i + 1).padStart(2, '0')}`,
      guest_email: `pager.${i + 1}@family-e2e.test`,
      status: 'pending',
    })),
  )
  if (error) throw error
  await requestBooking(villaId, isoInDays(150), isoInDays(152), 'Edith Expired')
  const expired = await service
    .from('bookings')
    .update({ expires_at: new Date(Date.now() - 3_600_000).toISOString() })
    .eq('guest_name', 'Edith Expired')
  if (expired.error) throw expired.error

  await signInAsAdmin(page, '/admin/bookings')

  // Expired: its own count card and filter; shown as expired, and it cannot be confirmed.
  await page.getByRole('button', { name: /^Expired/ }).click()
  await expect(page).toHaveURL(/status=expired/)
  const edith = rowOf(page, 'Edith Expired')
  await expect(edith.getByText('Expired', { exact: true })).toBeVisible()
  await expect(edith.getByRole('button', { name: 'Confirm' })).toHaveCount(0)

  // Search by email (any case), with the status filter cleared first.
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await page.getByLabel('Search guests').fill('FAMILY-E2E')
  await expect(page).toHaveURL(/q=FAMILY-E2E/)
  await expect(page.getByText('Showing 1–25 of 30')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pending/ })).toContainText('30')

  // Sorted by check-in, ascending: the first page starts with guest 01, the second ends with 30.
  // The column's own sort button: the filters' "Stay from" and "Stay to" pickers share its word.
  const stayColumn = page.getByRole('columnheader', { name: 'Stay' })
  await stayColumn.getByRole('button').click()
  await stayColumn.getByRole('button').click()
  await expect(stayColumn).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByRole('row').nth(1)).toContainText('Pager Guest 01')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Showing 26–30 of 30')).toBeVisible()
  await expect(page.getByRole('row').last()).toContainText('Pager Guest 30')

  // The URL is a shareable view: reloading it shows the same page; a row opens its details.
  await page.reload()
  await expect(page.getByText('Showing 26–30 of 30')).toBeVisible()
  await rowOf(page, 'Pager Guest 28').getByRole('button', { name: 'Pager Guest 28' }).click()
  const modal = page.getByRole('dialog', { name: /Pager Guest 28/ })
  await expect(modal.getByText('pager.28@family-e2e.test')).toBeVisible()
  await page.keyboard.press('Escape')

  // Filtering by status within the search, then nothing matches: clear filters.
  await page.getByRole('button', { name: /^Confirmed/ }).click()
  await expect(page.getByText('No bookings match these filters')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).last().click()
  await expect(page).toHaveURL(/\/admin\/bookings(\?sort=check_in&dir=asc)?$/)
  // The search box follows: nothing typed is left behind after clearing.
  await expect(page.getByLabel('Search guests')).toHaveValue('')
})
