import { expect, test } from '@playwright/test'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { signInAsAdmin, anonClient } from './support/admin'
import { DEMO_ADMIN } from './support/stack'

// The screen shows what booking_analytics() answers for the period in the address, and the
// figures equal the database's (asked here directly, as the demo admin).

interface Figures {
  nightsAvailable: number
  nightsBooked: number
  occupancyRate: number
  revenue: number
  averageDailyRate: number
  bookings: number
  averageBookingValue: number
  averageLeadDays: number
}

const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
const count = new Intl.NumberFormat('en-GB')

async function databaseFigures(from: string, to: string) {
  const staff = anonClient()
  const { error: signInError } = await staff.auth.signInWithPassword(DEMO_ADMIN)
  expect(signInError).toBeNull()
  const { data, error } = await staff.rpc('booking_analytics', { p_from: from, p_to: to })
  expect(error).toBeNull()
  return data as unknown as {
    totals: Figures
    byVilla: (Figures & { villaName: string })[]
    byMonth: (Figures & { month: string })[]
  }
}

test('the analytics screen shows the database figures for a period, by villa and by month', async ({
  page,
}) => {
  const thisMonth = startOfMonth(new Date())
  const from = format(thisMonth, 'yyyy-MM-dd')
  const to = format(addDays(addMonths(thisMonth, 12), -1), 'yyyy-MM-dd')
  const expected = await databaseFigures(from, to)
  expect(expected.totals.nightsBooked).toBeGreaterThan(0)

  await signInAsAdmin(page, '/admin/analytics')
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible()
  // The period is a preset: choosing it puts it in the address, to be shared.
  await page.getByLabel('Period', { exact: true }).click()
  await page.getByRole('option', { name: 'Next 12 months' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`))

  const cards = page.getByRole('list', { name: 'Figures for the period' })
  // Each card starts with its label ("Revenue" is also in "Revenue per booked night").
  const card = (label: string) =>
    cards.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) })
  const totals = expected.totals
  await expect(card('Occupancy')).toContainText(`${totals.occupancyRate.toFixed(1)}%`)
  await expect(card('Occupancy')).toContainText(
    `${count.format(totals.nightsBooked)} of ${count.format(totals.nightsAvailable)} nights`,
  )
  await expect(card('Revenue')).toContainText(euro.format(totals.revenue))
  await expect(card('Average daily rate')).toContainText(euro.format(totals.averageDailyRate))
  await expect(card('Bookings')).toContainText(count.format(totals.bookings))
  await expect(card('Average booking value')).toContainText(euro.format(totals.averageBookingValue))
  await expect(card('Lead time')).toContainText(`${totals.averageLeadDays.toFixed(1)} days`)

  const table = page.getByRole('table', { name: 'By villa' })
  for (const villa of expected.byVilla) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: villa.villaName }) })
    await expect(row).toContainText(`${villa.occupancyRate.toFixed(1)}%`)
    await expect(row).toContainText(euro.format(villa.revenue))
    await expect(row).toContainText(`${villa.nightsBooked} / ${villa.nightsAvailable}`)
  }
  await expect(
    page.getByRole('table', { name: 'Revenue and occupancy by month' }).getByRole('row'),
  ).toHaveCount(expected.byMonth.length + 1)
})

test('a custom period that ends before it starts is refused in place', async ({ page }) => {
  await signInAsAdmin(page, '/admin/analytics')
  await page.getByLabel('From', { exact: true }).fill('2026-12-31')
  await page.getByLabel('To', { exact: true }).fill('2026-01-01')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('The period must end on or after its start.')).toBeVisible()
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-12-31')
})
