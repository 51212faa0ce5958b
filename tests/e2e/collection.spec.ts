import { expect, test, type Page } from './support/test'
import { serviceClient } from './support/stack'

// The collection page: filters, sort and pages in the address, done by the database. Eight
// villas of our own (somewhere no other journey looks) make the collection longer than a page.
const PLACE = 'Anse de Test'
const EXTRA = Array.from({ length: 8 }, (_, i) => ({
  name: `E2E Collection Villa ${i + 1}`,
  location: `Pointe ${i + 1}, ${PLACE}`,
  price_per_night: 300 + 100 * i,
  max_guests: 4,
  bedrooms: 2,
  amenities: i % 2 === 0 ? ['Tennis court', 'Wi-Fi'] : ['Wi-Fi'],
}))

// Other journeys may have added villas of their own: the collection's size is read, not assumed.
let total = 0

test.beforeAll(async () => {
  const { error } = await serviceClient().from('villas').insert(EXTRA)
  if (error) throw error
  const { count } = await serviceClient()
    .from('villas')
    .select('id', { count: 'exact', head: true })
    .eq('is_active', true)
  total = count ?? 0
  expect(total).toBeGreaterThan(12)
})
test.afterAll(async () => {
  await serviceClient()
    .from('villas')
    .delete()
    .in(
      'name',
      EXTRA.map((villa) => villa.name),
    )
})

const results = (page: Page) => page.getByRole('region', { name: 'Villas' })
const cards = (page: Page) => results(page).getByRole('article')

test('filters and sort live in the address, and Back steps through them', async ({ page }) => {
  await page.goto('/villas')
  await expect(page.getByRole('heading', { name: 'Our Collection', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: `${total} villas` })).toBeVisible()

  await results(page).getByLabel('Destination').selectOption('Saint Raphaël')
  await expect(page).toHaveURL('/villas?destination=Saint+Rapha%C3%ABl')
  await expect(page.getByRole('heading', { name: '3 villas' })).toBeVisible()

  await results(page).getByRole('button', { name: 'Sea view' }).click()
  await expect(page).toHaveURL(/amenities=sea-view/)
  await expect(results(page).getByRole('button', { name: 'Sea view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.getByLabel('Sort by').selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)
  const prices = async () =>
    (await cards(page).locator('.font-display').allTextContents()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    )
  await expect.poll(prices).toEqual([...(await prices())].sort((a, b) => b - a))
  expect((await prices()).length).toBe(3)

  // The same view from its address alone, in a new visit.
  const shared = page.url()
  await page.goto('/')
  await page.goto(shared)
  await expect(page.getByRole('heading', { name: '3 villas' })).toBeVisible()
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')

  await page.goBack() // home
  await page.goBack() // the sorted view
  await expect(page).toHaveURL(shared)
  await page.goBack() // before the sort
  await expect(page).not.toHaveURL(/sort=/)
  await expect(page).toHaveURL(/amenities=sea-view/)
  await page.goBack() // before the amenity
  await expect(page).toHaveURL('/villas?destination=Saint+Rapha%C3%ABl')
  await expect(results(page).getByRole('button', { name: 'Sea view' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await page.goBack()
  await expect(page).toHaveURL('/villas')
  await expect(page.getByRole('heading', { name: `${total} villas` })).toBeVisible()
})

test('shows a page of cards, then more of them, kept in the address', async ({ page }) => {
  await page.goto('/villas')
  await expect(cards(page)).toHaveCount(12)
  await expect(page.getByText(`Showing 12 of ${total} villas`)).toBeVisible()

  const second = Math.min(24, total)
  await page.getByRole('button', { name: `Show ${second - 12} more` }).click()
  await expect(cards(page)).toHaveCount(second)
  await expect(page).toHaveURL('/villas?page=2')
  // The first twelve stayed where they were; the new ones follow.
  await expect(page.getByText(`Showing ${second} of ${total} villas`)).toBeVisible()

  // Back from a villa, the list is as it was left.
  await cards(page).last().getByRole('link').click()
  await expect(page).toHaveURL(/\/villa\//)
  await page.goBack()
  await expect(page).toHaveURL('/villas?page=2')
  await expect(cards(page)).toHaveCount(second)
})

test('an empty result says so and clears its filters in one step', async ({ page }) => {
  await page.goto(`/villas?destination=${encodeURIComponent(PLACE)}&amenities=tennis,sea-view`)
  await expect(page.getByText('No villas found')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL('/villas')
  await expect(cards(page)).toHaveCount(12)
})

test('a price range that cannot apply is explained beside it, and nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/villas')
  const min = results(page).getByLabel('Minimum price per night')
  const max = results(page).getByLabel('Maximum price per night')
  await min.fill('2000')
  await max.fill('500')
  await max.press('Enter')
  await expect(results(page).getByText('The minimum is above the maximum')).toBeVisible()
  await expect(min).toHaveValue('2000')
  await expect(page).toHaveURL('/villas')

  await max.fill('2500')
  await max.press('Enter')
  await expect(results(page).getByText('The minimum is above the maximum')).toBeHidden()
  await expect(page).toHaveURL('/villas?min_price=2000&max_price=2500')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('filters open in a panel that counts the villas before applying them', async ({ page }) => {
    await page.goto('/villas')
    await expect(page.getByRole('heading', { name: `${total} villas` })).toBeVisible()
    // The desktop bar is not there: one "Filters" button instead.
    await expect(results(page).getByLabel('Destination')).toBeHidden()
    await page.getByRole('button', { name: 'Filters' }).click()

    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await sheet.getByLabel('Destination').selectOption(PLACE)
    await expect(sheet.getByRole('button', { name: 'Show 8 villas' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Tennis court' }).click()
    await expect(sheet.getByRole('button', { name: 'Show 4 villas' })).toBeVisible()
    // Nothing is applied before the visitor says so.
    await expect(page).toHaveURL('/villas')

    await sheet.getByRole('button', { name: 'Show 4 villas' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(
      `/villas?destination=${encodeURIComponent(PLACE).replace(/%20/g, '+')}&amenities=tennis`,
    )
    await expect(cards(page)).toHaveCount(4)
    await expect(page.getByRole('button', { name: /Filters 2/ })).toBeVisible()

    // One step back undoes the panel's choices together.
    await page.goBack()
    await expect(page).toHaveURL('/villas')
  })
})

test("the About page's story counts the published villas, not a typed number", async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByText(`grown into a collection of ${total} villas`)).toBeVisible()
  await expect(page.getByText(/\{villa_count\}|seven villas/)).toHaveCount(0)
})
