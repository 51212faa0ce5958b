import { expect, test } from './support/test'
import { signInAsAdmin } from './support/admin'
import { emailText } from './support/inbox'
import { serviceClient } from './support/stack'
import { formatAmount } from '../../src/lib/money'
import { acceptTerms, MIMOSA } from './support/villa-booking'

// A family's July week: two adults and a child, a chef's dinner ticked. The offer counts the
// child among the guests (the dinner) but not for the tourist tax, and the booking stores who
// stays, the extra and the offer exactly as shown; the guest's email and the admin say the same.
const guestEmail = `e2e-party-${Date.now()}@example.com`
// Villa Mimosa is a 4-star villa in Ramatuelle (seed): €2.30 per adult per night, plus the Var's
// 10 % and the region's 34 %: €3.31.
const TAX_RATE = 3.31
const year = new Date().getFullYear() + 1
const [checkIn, checkOut] = [`${year}-07-19`, `${year}-07-26`]

test.afterAll(async () => {
  await serviceClient().from('bookings').delete().eq('guest_email', guestEmail)
})

test('a family picks a July week with an extra, sees it priced and the tax on the adults only, and the booking stores exactly that', async ({
  page,
}) => {
  const db = serviceClient()
  const { data: chef } = await db
    .from('villa_charges')
    .select('id')
    .eq('villa_id', MIMOSA.id)
    .eq('name', "Private chef's dinner")
    .is('season_id', null)
    .single()

  await page.goto(`/villa/${MIMOSA.id}?check_in=${checkIn}&check_out=${checkOut}`)
  const offer = page.getByTestId('offer')
  await expect(offer.getByText(`2 adults × 7 nights × €${TAX_RATE}`)).toBeVisible()

  const adults = page.getByRole('spinbutton', { name: 'Adults' })
  const children = page.getByRole('spinbutton', { name: 'Children' })
  await expect(adults).toHaveValue('2')
  await expect(children).toHaveValue('0')
  await expect(adults).toHaveAccessibleDescription(/Children under 18 pay no tourist tax/)
  await children.fill('1')

  // The extras, each with its price basis; the chef's dinner counts every guest.
  const extras = page.getByTestId('booking-extras')
  await expect(extras).toContainText('€95 per guest')
  await expect(extras).toContainText('€60 per night')
  await extras.getByRole('checkbox', { name: /Private chef's dinner/ }).check()
  const chefLine = offer.getByTestId('offer-line').filter({ hasText: "Private chef's dinner" })
  await expect(chefLine).toContainText('3 guests × €95')
  await expect(chefLine).toContainText('€285')
  // The child pays no tax: still two adults.
  await expect(offer.getByText(`2 adults × 7 nights × €${TAX_RATE}`)).toBeVisible()
  const shownTotal = (await page.getByTestId('booking-total').textContent())!.trim()
  const shownLines = await offer.getByTestId('offer-line').allInnerTexts()

  await page.getByLabel('Full name').fill('Family Guest')
  await page.getByLabel('Email').fill(guestEmail)
  await acceptTerms(page)
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(page.getByText('Booking Request Submitted')).toBeVisible()

  const { data, error } = await db
    .from('bookings')
    .select('adults, children, guests_count, extras, total_price, quote, terms_accepted')
    .eq('guest_email', guestEmail)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  const stored = data![0]
  expect(stored).toMatchObject({
    adults: 2,
    children: 1,
    guests_count: 3,
    extras: [chef!.id],
    terms_accepted: true,
  })
  expect(formatAmount(stored.total_price)).toBe(shownTotal)
  expect(formatAmount(stored.quote!.total!)).toBe(shownTotal)
  expect(stored.quote!.lines!.length).toBe(shownLines.length)
  expect(stored.quote!.lines!.map((line) => line.label)).toContain("Private chef's dinner")
  expect(stored.quote!.adults).toBe(2)
  expect(stored.quote!.children).toBe(1)

  // The same figures in the guest's email…
  const email = await emailText(guestEmail, 'Your request for Villa Mimosa')
  for (const figure of [
    "Private chef's dinner",
    '3 guests × €95',
    '€285',
    `2 adults × 7 nights × €${TAX_RATE}`,
    shownTotal,
  ]) {
    expect(email).toContain(figure)
  }
  // …and in the booking staff open in the admin.
  await signInAsAdmin(page, `/admin/bookings?${new URLSearchParams({ q: guestEmail })}`)
  await page.getByRole('button', { name: 'Family Guest', exact: true }).first().click()
  const detail = page.getByRole('dialog', { name: /Family Guest/ })
  await expect(detail).toContainText('2 adults, 1 child')
  await expect(detail).toContainText('3 guests × €95')
  await expect(detail).toContainText(`2 adults × 7 nights × €${TAX_RATE}`)
  await expect(detail).toContainText(shownTotal)
})

test('too many guests together is said beside the children, and nothing typed is lost', async ({
  page,
}) => {
  const { data: villa } = await serviceClient()
    .from('villas')
    .select('max_guests')
    .eq('id', MIMOSA.id)
    .single()
  const max = villa!.max_guests
  await page.goto(`/villa/${MIMOSA.id}?check_in=${checkIn}&check_out=${checkOut}&adults=2`)
  const children = page.getByRole('spinbutton', { name: 'Children' })
  await children.fill(String(max))
  await page.getByLabel('Full name').fill('Big Family')
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(children).toHaveAccessibleDescription(
    new RegExp(`^Between 1 and ${max} guests, children included`),
  )
  await expect(children).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Full name')).toHaveValue('Big Family')
  await expect(children).toHaveValue(String(max))
})

test('an older link’s ?guests= fills the adults', async ({ page }) => {
  await page.goto(`/villa/${MIMOSA.id}?check_in=${checkIn}&check_out=${checkOut}&guests=3`)
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3')
  await expect(page.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0')
  await expect(
    page.getByTestId('offer').getByText(`3 adults × 7 nights × €${TAX_RATE}`),
  ).toBeVisible()
})
