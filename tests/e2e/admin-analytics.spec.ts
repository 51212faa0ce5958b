import { expect, test } from './support/test'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { toBookingAnalyticsReport } from '../../src/features/admin/analytics/lib/analytics-report'
import { formatCompactEuro } from '../../src/features/admin/analytics/lib/chart-format'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  pickSingleDay,
  removeVilla,
  signInAsAdmin,
} from './support/admin'
import { DEMO_ADMIN, serviceClient } from './support/stack'
import { parisToday } from '../../src/lib/dates'
import { formatAmount } from '../../src/lib/money'

// The screen shows what booking_analytics() answers for the period in the address, and the
// figures equal the database's (asked here directly, as the demo admin).

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
  if (error) throw error
  // Read as the screen reads it: the api boundary's mapping of the composite answer.
  return toBookingAnalyticsReport(data)
}

test('the analytics screen shows the database figures for a period, by villa and by month', async ({
  page,
}) => {
  const thisMonth = startOfMonth(parisToday())
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
  await pickSingleDay(page, page.getByLabel('From', { exact: true }), '2026-12-31')
  await pickSingleDay(page, page.getByLabel('To', { exact: true }), '2026-01-01')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('The period must end on or after its start.')).toBeVisible()
  await expect(page.getByLabel('From', { exact: true })).toHaveText('Dec 31, 2026')
})

test('the chart has axes with their names, a value above each month and a readout per month; at 390 px no month is cut off', async ({
  page,
}) => {
  const thisMonth = startOfMonth(parisToday())
  const from = format(addMonths(thisMonth, -11), 'yyyy-MM-dd')
  const to = format(addDays(addMonths(thisMonth, 1), -1), 'yyyy-MM-dd')
  const expected = await databaseFigures(from, to)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsAdmin(page, `/admin/analytics?from=${from}&to=${to}`)
  const chart = page.getByTestId('analytics-chart')
  await expect(chart.locator('svg.recharts-surface')).toBeVisible()
  // What the chart writes: axis names, axis values, a month per tick, a value above each bar.
  const texts = await chart.evaluate((el) =>
    [...el.querySelectorAll('svg text')].map((text) => ({
      text: text.textContent ?? '',
      isTick: text.classList.contains('recharts-cartesian-axis-tick-value'),
    })),
  )
  const ticks = texts.filter((t) => t.isTick).map((t) => t.text)
  const others = texts.filter((t) => !t.isTick).map((t) => t.text)
  expect(others).toEqual(expect.arrayContaining(['Revenue', 'Occupancy']))
  expect(ticks).toEqual(expect.arrayContaining(['€0', '0%', '50%', '100%']))
  const monthTicks = expected.byMonth.map((m) =>
    new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit' }).format(
      new Date(`${m.month}-01T00:00:00`),
    ),
  )
  expect(ticks.filter((tick) => monthTicks.includes(tick))).toEqual(monthTicks)
  // Above each month that earned something, its revenue (a bar of €0 has no height to label).
  expect(others.filter((text) => text.startsWith('€'))).toEqual(
    expected.byMonth.filter((m) => m.revenue > 0).map((m) => formatCompactEuro(m.revenue)),
  )
  expect(await chart.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  // The readout shows this month; tapping another month shows its figures.
  const euro = (value: number) => `€${Math.round(value).toLocaleString('en-GB')}`
  const current = expected.byMonth.at(-1)!
  const readout = page.getByTestId('chart-month')
  await expect(readout).toContainText(format(thisMonth, 'MMMM yyyy'))
  await expect(readout).toContainText(euro(current.revenue))
  await expect(readout).toContainText(`${current.occupancyRate.toFixed(1)}%`)
  const first = expected.byMonth[0]!
  await chart.evaluate((el) => (el.scrollLeft = 0))
  // Tap the plot above the first month's name (its bar may have no height).
  await chart.scrollIntoViewIfNeeded()
  const firstTick = await chart.evaluate((el, name) => {
    const tick = [...el.querySelectorAll('text.recharts-cartesian-axis-tick-value')].find(
      (text) => text.textContent === name,
    )!
    const box = tick.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y - 60 }
  }, monthTicks[0]!)
  await page.mouse.click(firstTick.x, firstTick.y)
  await expect(readout).toContainText(format(new Date(`${first.month}-01T00:00:00`), 'MMMM yyyy'))
  await expect(readout).toContainText(`${first.occupancyRate.toFixed(1)}%`)
})

test('occupancy is one figure: Today, Blocked Dates and Analytics agree for the same period', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/today')
  // Today: the next 30 days, and its link opens the same days in Analytics.
  const next30 = page.getByRole('region', { name: 'Next 30 days' })
  await expect(next30).toContainText('Occupancy = booked nights ÷ available nights')
  const todayRate = (await next30.getByTestId('occupancy-rate').textContent())!
  expect(todayRate).toMatch(/^\d+\.\d%$/)
  await next30.getByRole('link', { name: 'In Analytics' }).click()
  await expect(page).toHaveURL(/\/admin\/analytics\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/)
  const url = new URL(page.url())
  const period = await databaseFigures(url.searchParams.get('from')!, url.searchParams.get('to')!)
  const occupancyCard = page
    .getByRole('list', { name: 'Figures for the period' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Occupancy', { exact: true }) })
  await expect(occupancyCard).toContainText(todayRate)
  expect(`${period.totals.occupancyRate.toFixed(1)}%`).toBe(todayRate)

  // Blocked Dates: this month, and its link opens the month in Analytics.
  await page.goto('/admin/blocked-dates')
  const card = page
    .getByRole('list', { name: 'Booking analytics' })
    .getByRole('listitem')
    .filter({ hasText: 'Occupancy Rate' })
  await expect(card).toContainText('Occupancy = booked nights ÷ available nights')
  const monthRate = (await card.locator('p.font-display').textContent())!
  await card.getByRole('link', { name: /in Analytics$/ }).click()
  const month = new URL(page.url())
  expect(month.searchParams.get('from')).toBe(format(startOfMonth(parisToday()), 'yyyy-MM-dd'))
  await expect(occupancyCard).toContainText(monthRate)
  const monthFigures = await databaseFigures(
    month.searchParams.get('from')!,
    month.searchParams.get('to')!,
  )
  expect(`${monthFigures.totals.occupancyRate.toFixed(1)}%`).toBe(monthRate)
})

test('the revenue split shows rent, fees and extras adding up to revenue, and the tourist tax apart, per villa and for all villas', async ({
  page,
}) => {
  const thisMonth = startOfMonth(parisToday())
  const from = format(thisMonth, 'yyyy-MM-dd')
  const to = format(addDays(addMonths(thisMonth, 12), -1), 'yyyy-MM-dd')
  const expected = await databaseFigures(from, to)
  // The seed's requests were quoted with the tourist tax of their communes.
  expect(expected.totals.touristTax).toBeGreaterThan(0)
  expect(expected.totals.rent + expected.totals.fees + expected.totals.extras).toBeCloseTo(
    expected.totals.revenue,
    2,
  )

  await signInAsAdmin(page, `/admin/analytics?from=${from}&to=${to}`)
  const section = page.getByRole('region', { name: 'Revenue split', exact: true })
  await expect(section).toContainText(
    'the tourist tax is collected for the communes and is not revenue',
  )
  // The period's figures, readable on a phone without scrolling.
  const period = section.getByLabel('Revenue split for the period')
  for (const [label, amount] of [
    ['Rent', expected.totals.rent],
    ['Fees', expected.totals.fees],
    ['Extras', expected.totals.extras],
    ['Revenue', expected.totals.revenue],
    ['Tourist tax collected', expected.totals.touristTax],
  ] as const) {
    await expect(
      period.locator('div').filter({ has: page.getByText(label, { exact: true }) }),
    ).toContainText(formatAmount(amount))
  }
  await expect(period).toContainText('For the communes, not revenue')
  const table = section.getByRole('table', { name: 'Revenue split per villa' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Villa',
    'Rent',
    'Fees',
    'Extras',
    'Revenue',
    'Tourist tax collectednot revenue',
  ])
  const cells = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell')
  const amounts = (f: typeof expected.totals) =>
    [f.rent, f.fees, f.extras, f.revenue, f.touristTax].map((amount) => formatAmount(amount))
  await expect(cells('All villas')).toHaveText(amounts(expected.totals))
  for (const villa of expected.byVilla) {
    await expect(cells(villa.villaName)).toHaveText(amounts(villa))
  }
  // At 390 px the table scrolls inside its card; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(section).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test("a confirmed stay's cleaning fee and chosen extra land in Fees and Extras, its nights in Rent", async ({
  page,
}) => {
  // A villa of the test's own at €500 a night, a €250 cleaning fee, an airport transfer at €180
  // a guest may add; a week requested with the transfer and confirmed: rent €3,500, fees €250,
  // extras €180, revenue €3,930 (no commune set: no tourist tax).
  const villa = await createTestVilla(`Split Villa ${Date.now()}`, 500)
  try {
    const service = serviceClient()
    const fee = await service
      .from('villa_charges')
      .insert({ villa_id: villa.id, name: 'Cleaning', amount: 250, unit: 'per_stay' })
    expect(fee.error).toBeNull()
    const transfer = await service
      .from('villa_charges')
      .insert({
        villa_id: villa.id,
        name: 'Airport transfer',
        amount: 180,
        unit: 'per_stay',
        is_optional: true,
      })
      .select('id')
      .single()
    if (transfer.error) throw transfer.error
    const [checkIn, checkOut] = [isoInDays(150), isoInDays(157)]
    const request = await anonClient()
      .from('bookings')
      .insert({
        villa_id: villa.id,
        check_in: checkIn,
        check_out: checkOut,
        adults: 2,
        guests_count: 2,
        extras: [transfer.data.id],
        total_price: 0,
        guest_name: 'Inès Répartition',
        guest_email: 'ines@example.com',
        terms_accepted: true,
      })
    expect(request.error).toBeNull()
    const confirmed = await service
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('villa_id', villa.id)
      .select('total_price')
      .single()
    if (confirmed.error) throw confirmed.error
    expect(confirmed.data.total_price).toBe(3930)

    await signInAsAdmin(page, `/admin/analytics?from=${checkIn}&to=${isoInDays(156)}`)
    const row = page
      .getByRole('table', { name: 'Revenue split per villa' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: villa.name, exact: true }) })
    await expect(row.getByRole('cell')).toHaveText(['€3,500', '€250', '€180', '€3,930', '€0'])
  } finally {
    await removeVilla(villa.id)
  }
})
