import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations } from './support/admin'
import { MIMOSA } from './support/villa-booking'

const pages = [
  { path: '/', heading: 'Luxury Villa Rentals' },
  { path: '/villas', heading: 'Our Collection' },
  { path: `/villa/${MIMOSA.id}`, heading: MIMOSA.name },
  { path: '/no-such-page', heading: 'Oops! Page not found' },
]

test.describe('public pages accessibility', () => {
  for (const { path, heading } of pages) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px has no serious or critical violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
      })
    }
  }

  test('the villa page with the date picker open has no serious or critical violation', async ({
    page,
  }) => {
    await page.goto(`/villa/${MIMOSA.id}`)
    await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
    await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  })

  test('the lightbox has no serious or critical violation', async ({ page }) => {
    await page.goto(`/villa/${MIMOSA.id}`)
    await page.getByRole('button', { name: `Open the photos of ${MIMOSA.name}` }).click()
    await expect(page.getByText('1 / 4')).toBeVisible()
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  })
})
