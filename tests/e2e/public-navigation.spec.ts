import { expect, test } from './support/test'
import { signInAsAdmin } from './support/admin'
import { MIMOSA } from './support/villa-booking'

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the menu opens, a link navigates and the panel closes', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    await panel.getByRole('link', { name: 'VILLAS' }).click()
    await expect(page).toHaveURL('/villas')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Collection' })).toBeVisible()
  })

  test('the booking bar opens the calendar: one month, the form not covered', async ({ page }) => {
    await page.goto(`/villa/${MIMOSA.id}`)
    const bar = page.getByRole('button', { name: 'Check availability' })
    await expect(bar).toBeVisible()
    await bar.click()
    await expect(page.getByRole('dialog').getByRole('grid')).toHaveCount(1)
    // With the form on screen the bar steps aside instead of covering its last line.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Request to Book' }).scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
  })
})

test('the home page shows three featured villas and a way to all of them', async ({ page }) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Our Collection' })
  await expect(featured.getByRole('article')).toHaveCount(3)
  await featured.getByRole('link', { name: 'View All' }).click()
  await expect(page).toHaveURL('/villas')
  await expect(page.getByRole('article')).toHaveCount(7)
})

test('the villa page asks the API for what it shows, once each', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/rest/v1/') || url.pathname.startsWith('/auth/v1/')) {
      calls.push(`${request.method()} ${url.pathname}`)
    }
  })
  await page.goto(`/villa/${MIMOSA.id}`)
  await expect(page.getByRole('heading', { name: 'What our guests say' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  test.info().annotations.push({ type: 'api-requests', description: calls.join(', ') })
  console.log(`villa page API requests (${calls.length}):\n  ${calls.join('\n  ')}`)
  expect(calls.filter((call) => call.includes('get_villa_calendar'))).toHaveLength(1)
  expect(calls.filter((call) => call.includes('get_villa_prices'))).toHaveLength(0)
  expect(calls.filter((call) => call.includes('get_villa_unavailable_dates'))).toHaveLength(1)
  expect(calls.filter((call) => call.includes('get_villa_price_for_date'))).toHaveLength(0)
  // 9: the footer's site details (contact, hours, links) are one site_settings read of their own;
  // 10: the photos' captions and rooms (villa_photos), asked with the others by index.html.
  expect(calls.filter((call) => call.includes('villa_photos'))).toHaveLength(1)
  // 11: the extras a guest can tick in the booking widget (villa_charges), once.
  expect(calls.filter((call) => call.includes('villa_charges'))).toHaveLength(1)
  expect(calls.length).toBeLessThanOrEqual(11)
})

// The stylesheet travels inside index.html (scripts/vite/inline-css.ts). A lazily loaded chunk
// (the booking widget, the villas grid, the admin) lists it among its dependencies, and Vite's
// loader fetched it again and held the chunk until it had loaded and restyled the whole page.
test('no page fetches the stylesheet it already has in its HTML', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto(`/villa/${MIMOSA.id}`)
  await expect(page.getByRole('button', { name: 'Request to Book' })).toBeVisible()
  await page.getByRole('link', { name: 'VILLAS', exact: true }).first().click()
  await expect(page.getByRole('article')).toHaveCount(7)
  await signInAsAdmin(page)
  await page.waitForLoadState('networkidle')
  expect(stylesheets).toEqual([])
})
