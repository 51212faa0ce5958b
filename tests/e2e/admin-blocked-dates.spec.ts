import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import {
  createTestVilla,
  dayButtonName,
  isoInDays,
  pickDay,
  pickSingleDay,
  removeVilla,
  requestBooking,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'

const VILLA = 'Villa E2E Blocking'
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA)).id
  // A confirmed stay on days +12 to +14, and a day already blocked at +16.
  await requestBooking(villaId, isoInDays(12), isoInDays(14), 'Bella Booked')
  const service = serviceClient()
  const { error } = await service
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('villa_id', villaId)
  if (error) throw error
  await service
    .from('blocked_dates')
    .insert({ villa_id: villaId, blocked_date: isoInDays(16), reason: 'Owner stay' })
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

test('bulk blocking skips booked and blocked days, and booking ranges cannot be unblocked', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/blocked-dates')
  await expect(page.getByRole('heading', { name: 'Blocked Dates Management' })).toBeVisible()
  const analytics = page.getByRole('list', { name: 'Booking analytics' })
  await expect(analytics.getByText('Occupancy Rate')).toBeVisible()
  await expect(analytics.getByText('Total Revenue')).toBeVisible()
  await expect(analytics.getByText('Average Booking')).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(seriousViolations(axe)).toEqual([])

  const form = page.getByRole('form', { name: 'Bulk block dates' })
  await form.getByRole('button', { name: 'Block Date Range' }).click()
  await expect(page.getByText('Please select a villa and date range')).toBeVisible()

  await form.getByLabel('Villa').click()
  await page.getByRole('option', { name: new RegExp(VILLA) }).click()
  await form.getByLabel('Date range').click()
  const calendar = page.getByRole('dialog')
  // Past days cannot be chosen.
  const yesterday = calendar.getByRole('button', { name: dayButtonName(isoInDays(-1)) })
  if ((await yesterday.count()) === 0) {
    await calendar.getByRole('button', { name: /previous month/i }).click()
  }
  await expect(yesterday).toBeDisabled()
  await pickDay(page, isoInDays(10))
  await pickDay(page, isoInDays(16))
  await page.keyboard.press('Escape')
  await form.getByLabel('Reason').fill('E2E bulk')
  await form.getByRole('button', { name: 'Block Date Range' }).click()

  await expect(page.getByText('Booking Conflict')).toBeVisible()
  await expect(
    page.getByText(
      'Some dates conflict with existing bookings. Only non-conflicting dates were blocked.',
    ),
  ).toBeVisible()
  await expect(page.getByText('Dates Blocked Successfully')).toBeVisible()
  await expect(page.getByText(/Blocked 3 date\(s\) from/)).toBeVisible()

  const { data: rows } = await serviceClient()
    .from('blocked_dates')
    .select('blocked_date, reason')
    .eq('villa_id', villaId)
    .order('blocked_date')
  expect(rows).toEqual([
    { blocked_date: isoInDays(10), reason: 'E2E bulk' },
    { blocked_date: isoInDays(11), reason: 'E2E bulk' },
    { blocked_date: isoInDays(15), reason: 'E2E bulk' },
    { blocked_date: isoInDays(16), reason: 'Owner stay' },
  ])

  // Ranges: +10..+11 and +15 (bulk), +12..+14 (the booking), +16 (owner stay).
  const periods = page.getByRole('list', { name: 'Currently Blocked Periods' })
  const ours = periods.getByRole('listitem').filter({ hasText: VILLA })
  await expect(ours).toHaveCount(4)
  const booking = ours.filter({ hasText: 'Booking: Bella Booked' })
  await expect(booking.getByText('3 day(s)')).toBeVisible()

  await booking.getByRole('button', { name: /Unblock/ }).click()
  await expect(page.getByText('Cannot unblock booking dates')).toBeVisible()
  await expect(
    page.getByText(
      'This range is blocked due to confirmed bookings. Cancel the bookings to unblock.',
    ),
  ).toBeVisible()

  const bulk = ours.filter({ hasText: 'E2E bulk' }).filter({ hasText: '2 day(s)' })
  await bulk.getByRole('button', { name: /Unblock/ }).click()
  // Asked first, in the app's dialog.
  const confirm = page.getByRole('alertdialog', { name: 'Unblock these dates?' })
  await expect(confirm).toContainText('the 2 day(s) become bookable again')
  await confirm.getByRole('button', { name: 'Unblock dates' }).click()
  await expect(page.getByText('Date range unblocked successfully')).toBeVisible()
  await expect(page.getByText('Removed 2 blocked date(s)')).toBeVisible()
  await expect(ours).toHaveCount(3)
})

test('a single day can be blocked, but not one inside a confirmed booking', async ({ page }) => {
  await signInAsAdmin(page, '/admin/blocked-dates')
  const form = page.getByRole('form', { name: 'Block a single date' })
  await expect(form.getByLabel('Reason')).toHaveValue('Maintenance')
  await form.getByRole('button', { name: 'Block Date' }).click()
  await expect(page.getByText('Please select a villa and date')).toBeVisible()

  await form.getByLabel('Villa').click()
  await page.getByRole('option', { name: new RegExp(VILLA) }).click()
  await pickSingleDay(page, form.getByLabel('Date'), isoInDays(13))
  await form.getByRole('button', { name: 'Block Date' }).click()
  await expect(page.getByText(/conflicts with confirmed booking/)).toBeVisible()

  await pickSingleDay(page, form.getByLabel('Date'), isoInDays(20))
  await form.getByRole('button', { name: 'Block Date' }).click()
  await expect(page.getByText('Date blocked successfully')).toBeVisible()
  const { data } = await serviceClient()
    .from('blocked_dates')
    .select('reason')
    .eq('villa_id', villaId)
    .eq('blocked_date', isoInDays(20))
    .single()
  expect(data?.reason).toBe('Maintenance')
})
