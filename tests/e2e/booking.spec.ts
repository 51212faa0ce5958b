import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations } from './support/admin'
import { serviceClient } from './support/stack'
import { formatAmount } from '../../src/lib/money'
import { acceptTerms, dayButton, dayFromToday, isoDay, MIMOSA } from './support/villa-booking'

// Each journey arranges its own season, blocked day and guest email, and removes them after.
const SEASON_PRICE = 2345
const seasonStart = dayFromToday(20)
const seasonEnd = dayFromToday(24)
const blockedDay = dayFromToday(26)
const guestEmail = `e2e-booking-${Date.now()}@example.com`
// Villa Mimosa is a 4-star villa in Ramatuelle (seed): €2.30 per adult per night, plus the Var's
// 10 % and the region's 34 %: €3.31.
const TAX_RATE = 3.31

test.beforeAll(async () => {
  const db = serviceClient()
  const season = await db.from('seasonal_pricing').insert({
    villa_id: MIMOSA.id,
    season_name: 'E2E Season',
    start_date: isoDay(seasonStart),
    end_date: isoDay(seasonEnd),
    price_per_night: SEASON_PRICE,
    priority: 99,
  })
  expect(season.error).toBeNull()
  const blocked = await db
    .from('blocked_dates')
    .insert({ villa_id: MIMOSA.id, blocked_date: isoDay(blockedDay), reason: 'E2E' })
  expect(blocked.error).toBeNull()
})

test.afterAll(async () => {
  const db = serviceClient()
  await db.from('bookings').delete().like('guest_email', 'e2e-booking-%')
  await db.from('seasonal_pricing').delete().eq('season_name', 'E2E Season')
  await db.from('blocked_dates').delete().eq('villa_id', MIMOSA.id).eq('reason', 'E2E')
})

test('a visitor finds a villa, sees its prices and sends a booking request', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View Our Villas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Collection' })).toBeVisible()
  await page.getByRole('link', { name: MIMOSA.name }).click()
  await expect(page).toHaveURL(`/villa/${MIMOSA.id}`)
  await expect(page.getByRole('heading', { level: 1, name: MIMOSA.name })).toBeVisible()
  await expect(page).toHaveTitle(`${MIMOSA.name} | Riviera Villas`)

  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  const calendar = page.getByRole('dialog')
  await expect(calendar.getByRole('grid').first()).toBeVisible()

  // The arranged season shows on its days, compact in the cell and in full in the name.
  const seasonDay = dayButton(page, dayFromToday(21))
  await expect(seasonDay).toContainText('€2,345')
  await expect(seasonDay).toHaveAccessibleName(/€2,345 per night/)
  // The blocked day cannot be picked.
  await expect(dayButton(page, blockedDay)).toBeDisabled()
  const yesterday = dayFromToday(-1)
  if (yesterday.getMonth() === dayFromToday(0).getMonth()) {
    await expect(dayButton(page, yesterday)).toBeDisabled()
  }

  await seasonDay.click()
  // A stay may not cross the blocked day: check-out candidates stop the day before it.
  await expect(dayButton(page, dayFromToday(25))).toBeEnabled()
  await expect(dayButton(page, blockedDay)).toBeDisabled()
  await expect(dayButton(page, dayFromToday(28))).toBeDisabled()
  const checkOut = dayButton(page, dayFromToday(23))
  await expect(checkOut).toHaveAttribute('title', '2 nights, €4,690 total')
  await checkOut.click()
  await expect(calendar).toBeHidden()

  // The whole offer before committing: the lines, the tourist tax with its basis, the total,
  // the security deposit, when to pay and what cancelling costs (inside 30 days: everything).
  const offer = page.getByTestId('offer')
  await expect(offer.getByText('2 nights × €2,345')).toBeVisible()
  await expect(offer.getByText(`2 adults × 2 nights × €${TAX_RATE}`)).toBeVisible()
  await expect(page.getByTestId('booking-total')).toHaveText(
    formatAmount(2 * SEASON_PRICE + 2 * 2 * TAX_RATE),
  )
  await expect(page.getByTestId('security-deposit')).toHaveText('€5,000')
  await expect(offer.getByTestId('offer-payment')).toHaveText([/^Full payment, due by /])
  await expect(offer.getByTestId('offer-cancellation')).toHaveText([/^Until .*\(100\s%\)$/])
  await expect(offer).toContainText('there is no 14-day right of withdrawal')

  await page.getByLabel('Full name').fill('Grace Hopper')
  await page.getByLabel('Email').fill(guestEmail)
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('4')
  await page.getByLabel('Phone (optional)').fill('+1 555 0100')
  await page.getByLabel('Special requests (optional)').fill('A quiet room for a nap.')
  // Four adults pay the tax: the quote follows the adults typed.
  const total = 2 * SEASON_PRICE + 4 * 2 * TAX_RATE
  await expect(page.getByTestId('booking-total')).toHaveText(formatAmount(total))
  // Not sent without accepting the Terms of Booking.
  await page.getByRole('button', { name: 'Request to Book' }).click()
  const terms = page.getByRole('checkbox', { name: 'I accept the Terms of Booking' })
  await expect(terms).toHaveAccessibleDescription('Please accept the Terms of Booking')
  await expect(terms).toBeFocused()
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Request to Book' }).click()

  await expect(page.getByText('Booking Request Submitted')).toBeVisible()
  await expect(
    page.getByText("We'll contact you within 24 hours to confirm your booking."),
  ).toBeVisible()

  // The confirmation has its own address, the request's reference and what was stored.
  await expect(page).toHaveURL(new RegExp(`/villa/${MIMOSA.id}/request-sent/[0-9a-f-]{36}$`))
  const bookingId = page.url().split('/').at(-1)!
  // The short reference the database gave the booking (issue 21).
  const { data: stored } = await serviceClient()
    .from('bookings')
    .select('reference')
    .eq('id', bookingId)
    .single()
  expect(stored!.reference).toMatch(/^RV-[2-9A-HJKMNP-TV-Z]{4}$/)
  const confirmation = async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your request is with us' }),
    ).toBeVisible()
    await expect(page.getByTestId('booking-reference')).toHaveText(stored!.reference)
    const summary = page.getByRole('region', { name: 'Your request' })
    await expect(summary).toContainText(MIMOSA.name)
    await expect(summary).toContainText('2 nights')
    await expect(summary).toContainText('4 adults')
    await expect(summary).toContainText('Awaiting our confirmation')
    await expect(summary).toContainText(`4 adults × 2 nights × €${TAX_RATE}`)
    await expect(page.getByTestId('request-total')).toHaveText(formatAmount(total))
    await expect(page.getByText('We answer within 24 hours')).toBeVisible()
    await expect(page.getByText(/A copy of your request was sent to/)).toContainText(guestEmail)
  }
  await confirmation()
  await page.waitForLoadState('networkidle')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  // A reload keeps it.
  await page.reload()
  await confirmation()

  const { data, error } = await serviceClient()
    .from('bookings')
    .select(
      'id, villa_id, status, total_price, check_in, check_out, guests_count, guest_name, guest_phone, special_requests, expires_at',
    )
    .eq('guest_email', guestEmail)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  expect(data![0]).toMatchObject({
    id: bookingId,
    villa_id: MIMOSA.id,
    status: 'pending',
    total_price: total,
    check_in: isoDay(dayFromToday(21)),
    check_out: isoDay(dayFromToday(23)),
    guests_count: 4,
    guest_name: 'Grace Hopper',
    guest_phone: '+1 555 0100',
    special_requests: 'A quiet room for a nap.',
  })
  const hoursToExpiry = (Date.parse(data![0].expires_at!) - Date.now()) / 3_600_000
  expect(hoursToExpiry).toBeGreaterThan(23)
  expect(hoursToExpiry).toBeLessThanOrEqual(24)
})

test('the form asks for the dates, then for the name and email, next to each field', async ({
  page,
}) => {
  await page.goto(`/villa/${MIMOSA.id}`)
  // The dates button takes focus once the calendar has loaded (disabled until then).
  await expect(
    page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }),
  ).toBeEnabled()
  await page.getByRole('button', { name: 'Request to Book' }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast.getByText('Please select check-in and check-out dates')).toBeVisible()
  const dates = page.getByRole('button', { name: 'Check-in Add date Check-out Add date' })
  await expect(dates).toHaveAttribute('aria-invalid', 'true')
  await expect(dates).toHaveAccessibleDescription('Please select check-in and check-out dates')
  await expect(dates).toBeFocused()

  await dates.click()
  await dayButton(page, dayFromToday(10)).click()
  await dayButton(page, dayFromToday(12)).click()
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(toast.getByText('Please fill in all required fields')).toBeVisible()
  const name = page.getByLabel('Full name')
  await expect(name).toHaveAccessibleDescription('Please enter your full name')
  await expect(name).toBeFocused()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address, such as name@example.com',
  )
  // Nothing typed is lost.
  await expect(page.getByLabel('Email')).toHaveValue('not-an-address')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  await expect(page).toHaveURL(`/villa/${MIMOSA.id}`)
})

test('a villa that does not exist says so in place, with a way to the collection', async ({
  page,
}) => {
  const missing = '/villa/a1000000-0000-4000-8000-00000000ffff'
  await page.goto(missing)
  await expect(page.getByRole('heading', { level: 1, name: 'Villa not found' })).toBeVisible()
  await expect(page).toHaveURL(missing)
  await page.getByRole('link', { name: 'View Our Villas' }).click()
  await expect(page).toHaveURL('/villas')
})

test('an address that is no villa id says Villa not found without asking the API', async ({
  page,
}) => {
  const asked: string[] = []
  const failed: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (/\/rest\/v1\/(villas|villa_faqs|villa_reviews)\b/.test(request.url()))
      asked.push(request.url())
  })
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/villa/not-a-uuid')
  await expect(page.getByRole('heading', { level: 1, name: 'Villa not found' })).toBeVisible()
  await expect(page).toHaveURL('/villa/not-a-uuid')
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])
  expect(failed).toEqual([])
  expect(errors).toEqual([])
})

test('the whole booking works with the keyboard alone', async ({ page }) => {
  const email = guestEmail.replace('booking', 'booking-keys')
  await page.goto(`/villa/${MIMOSA.id}`)
  await expect(page.getByRole('heading', { level: 1, name: MIMOSA.name })).toBeVisible()

  const trigger = page.getByRole('button', { name: 'Check-in Add date Check-out Add date' })
  // It opens once the taken days are known.
  await expect(trigger).toBeEnabled()
  await trigger.focus()
  await page.keyboard.press('Enter')
  // The calendar takes focus on today; arrow keys move by day, Enter picks.
  await expect(dayButton(page, dayFromToday(0))).toBeFocused()
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  // The popover closes and gives focus back to the dates button.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(
    page.getByRole('button', { name: /^Check-in \w{3} \d{2}, \d{4} Check-out/ }),
  ).toBeFocused()
  await expect(page.getByText('Total (2 nights)')).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Full name')).toBeFocused()
  await page.keyboard.type('Alan Turing')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  // Adults, children, phone, then the requests.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('spinbutton', { name: 'Children' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Keyboard only, please.')
  // Each extra is a checkbox ticked with the space bar; the offer prices it at once.
  await page.keyboard.press('Tab')
  const earlyCheckIn = page.getByRole('checkbox', { name: /Early check-in/ })
  await expect(earlyCheckIn).toBeFocused()
  await page.keyboard.press('Space')
  await expect(earlyCheckIn).toBeChecked()
  await expect(page.getByTestId('offer-line').filter({ hasText: 'Early check-in' })).toContainText(
    '€150',
  )
  const extras = await page.getByTestId('booking-extras').getByRole('checkbox').count()
  for (let i = 0; i < extras; i++) await page.keyboard.press('Tab')
  // The Terms last, for the offer as chosen (ticked with the space bar), then their link.
  await expect(page.getByRole('checkbox', { name: 'I accept the Terms of Booking' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Request to Book' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Booking Request Submitted')).toBeVisible()

  const { data } = await serviceClient()
    .from('bookings')
    .select('check_in, check_out, status')
    .eq('guest_email', email)
  expect(data).toEqual([
    { check_in: isoDay(dayFromToday(7)), check_out: isoDay(dayFromToday(9)), status: 'pending' },
  ])
})
