import { expect, test } from './support/test'
import { isoInDays, pickSingleDay } from './support/admin'
import { serviceClient } from './support/stack'
import { formatAmount, formatEuro } from '../../src/lib/money'
import { acceptTerms, MIMOSA } from './support/villa-booking'

// "Which villas are free for my dates?": search on /villas, open a result with the stay carried
// along, and book it at exactly the total the search showed.
const guestEmail = `e2e-search-${Date.now()}@example.com`

test.afterAll(async () => {
  await serviceClient().from('bookings').delete().eq('guest_email', guestEmail)
})

test('search by dates lists the free villas with their totals, and books one of them', async ({
  page,
}) => {
  const [checkIn, checkOut] = [isoInDays(210), isoInDays(214)]
  await page.goto('/villas')
  const search = page.getByRole('form', { name: 'Search villas by dates' })
  await pickSingleDay(page, search.getByLabel('Check-in'), checkIn)
  await pickSingleDay(page, search.getByLabel('Check-out'), checkOut)
  await search.getByLabel('Adults').fill('4')
  await search.getByLabel('Children').fill('0')
  await search.getByRole('button', { name: 'Search' }).click()

  await expect(page).toHaveURL(
    `/villas?check_in=${checkIn}&check_out=${checkOut}&adults=4&children=0`,
  )
  await expect(page.getByRole('heading', { name: /villas? (is|are) free/ })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: MIMOSA.name })
  await expect(card).toContainText('for 4 nights')
  const listed = (await card.locator('.font-display').last().textContent())!.trim()

  // The search is kept: sorting by name changes the order, not the offers.
  await page.getByLabel('Sort by').selectOption('name')
  await expect(page).toHaveURL(/sort=name/)

  await card.getByRole('link', { name: MIMOSA.name }).click()
  await expect(page).toHaveURL(
    `/villa/${MIMOSA.id}?check_in=${checkIn}&check_out=${checkOut}&adults=4&children=0`,
  )
  // The card lists whole euros; the offer, tourist tax included, gives the cents.
  const shown = page.getByTestId('booking-total')
  await expect(shown).toHaveText(/^€[\d,]+(\.\d\d)?$/)
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('4')
  await expect(page.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0')

  await page.getByLabel('Full name').fill('Search Guest')
  await page.getByLabel('Email').fill(guestEmail)
  const offered = (await shown.textContent())!.trim()
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(page.getByText('Booking Request Submitted')).toBeVisible()

  const { data } = await serviceClient()
    .from('bookings')
    .select('total_price, check_in, check_out')
    .eq('guest_email', guestEmail)
  expect(data).toHaveLength(1)
  expect(formatAmount(data![0].total_price)).toBe(offered)
  expect(formatEuro(data![0].total_price)).toBe(listed)
  expect(data![0]).toMatchObject({ check_in: checkIn, check_out: checkOut })
})

test('the adults and children searched on the home page are those of the villa’s booking form', async ({
  page,
}) => {
  // Villa Azur takes ten guests, three nights at least.
  const AZUR = { id: 'a1000000-0000-4000-8000-000000000001', name: 'Villa Azur' }
  const [checkIn, checkOut] = [isoInDays(230), isoInDays(237)]
  await page.goto('/')
  const search = page.getByRole('form', { name: 'Search villas by dates' })
  await pickSingleDay(page, search.getByLabel('Check-in'), checkIn)
  await pickSingleDay(page, search.getByLabel('Check-out'), checkOut)
  await search.getByLabel('Adults').fill('6')
  await search.getByLabel('Children').fill('2')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(
    `/villas?check_in=${checkIn}&check_out=${checkOut}&adults=6&children=2`,
  )

  const card = page.getByRole('article').filter({ hasText: AZUR.name })
  await card.getByRole('link', { name: AZUR.name }).click()
  await expect(page).toHaveURL(
    `/villa/${AZUR.id}?check_in=${checkIn}&check_out=${checkOut}&adults=6&children=2`,
  )
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('6')
  await expect(page.getByRole('spinbutton', { name: 'Children' })).toHaveValue('2')
  await expect(page.getByTestId('booking-total')).toBeVisible()
})

test('a search with no dates says what is missing and keeps the page', async ({ page }) => {
  await page.goto('/villas')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please select check-in and check-out dates')
  await expect(page).toHaveURL('/villas')
})
