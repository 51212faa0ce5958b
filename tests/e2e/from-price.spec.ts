import { expect, test } from './support/test'
import { STACK_URL, serviceClient } from './support/stack'

// One "from" price per villa, the same on every screen: the home and collection cards, the
// villa page's booking card, its "At a glance" and the phone's booking bar. Villa Estérel's
// seasons put its from price below its base price: the figure that used to differ.
const ESTEREL = { id: 'a1000000-0000-4000-8000-000000000003', name: 'Villa Estérel' }

async function storedFromPrice() {
  const { data, error } = await serviceClient()
    .from('villas')
    .select('from_price, price_per_night')
    .eq('id', ESTEREL.id)
    .single()
  if (error) throw error
  return data
}

const euros = (amount: number) => `€${amount.toLocaleString('en-US')}`

test('the villa shows one from price on its card, booking card and "At a glance"', async ({
  page,
}) => {
  const { from_price: fromPrice, price_per_night: basePrice } = await storedFromPrice()
  expect(fromPrice).toBeLessThan(basePrice)
  const shown = `From ${euros(fromPrice)} / night`

  await page.goto('/')
  const featured = page.getByRole('article').filter({ hasText: ESTEREL.name })
  await expect(featured).toContainText(shown)

  await page.goto('/villas')
  const card = page.getByRole('article').filter({ hasText: ESTEREL.name })
  await expect(card).toContainText(shown)
  await expect(card).not.toContainText(euros(basePrice))

  await card.getByRole('link', { name: ESTEREL.name }).click()
  const booking = page.getByRole('complementary', { name: 'Book this villa' })
  await expect(booking.getByText(euros(fromPrice)).first()).toBeVisible()
  await expect(booking).toContainText(shown)
  const glance = page.getByRole('region', { name: 'The villa at a glance' })
  await expect(glance.getByRole('definition').filter({ hasText: '/ night' })).toHaveText(
    `${euros(fromPrice)} / night`,
  )
  await expect(page.getByText(euros(basePrice))).toHaveCount(0)
})

test('a season that lowers the price changes the figure on every screen at once', async ({
  page,
}) => {
  const service = serviceClient()
  const start = new Date()
  start.setUTCDate(start.getUTCDate() + 40)
  const end = new Date(start)
  end.setUTCDate(end.getUTCDate() + 6)
  const { data: season, error } = await service
    .from('seasonal_pricing')
    .insert({
      villa_id: ESTEREL.id,
      season_name: 'E2E low week',
      start_date: start.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
      price_per_night: 777,
      priority: 50,
    })
    .select('id')
    .single()
  if (error) throw error
  try {
    await page.goto('/villas')
    await expect(page.getByRole('article').filter({ hasText: ESTEREL.name })).toContainText(
      'From €777 / night',
    )
    await page.goto(`/villa/${ESTEREL.id}`)
    await expect(page.getByRole('complementary', { name: 'Book this villa' })).toContainText(
      'From €777 / night',
    )
    await expect(page.getByRole('region', { name: 'The villa at a glance' })).toContainText(
      '€777 / night',
    )
  } finally {
    await service.from('seasonal_pricing').delete().eq('id', season.id)
  }
})

test('while the villas load, no card shows a price: the skeleton holds their place', async ({
  page,
}) => {
  const { from_price: fromPrice } = await storedFromPrice()
  let release: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${STACK_URL}/rest/v1/rpc/villa_collection*`, async (route) => {
    await answered
    await route.fallback()
  })
  // The collection as the app draws it (reached from another page; the prerendered /villas
  // holds the build's cards, whose figures the live answer replaces: the test above).
  await page.goto('/about')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'VILLAS', exact: true })
    .click()
  const list = page.getByRole('region', { name: 'Villas' })
  await expect(list.getByRole('status', { name: 'Loading villas...' })).toBeVisible()
  await expect(list.getByRole('article')).toHaveCount(0)
  await expect(list.getByText(/From €/)).toHaveCount(0)
  release()
  await expect(list.getByRole('article').filter({ hasText: ESTEREL.name })).toContainText(
    `From ${euros(fromPrice)} / night`,
  )
})
