import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations } from './support/admin'
import { serviceClient } from './support/stack'

const pages = [
  { path: '/destination', heading: 'Saint Raphaël' },
  { path: '/experience', heading: 'Curated Riviera Experiences' },
  { path: '/about', heading: 'About Riviera Villas' },
  { path: '/contact', heading: 'General Inquiries' },
  { path: '/concierge', heading: 'Concierge Services' },
]

test.describe('content pages accessibility', () => {
  for (const { path, heading } of pages) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
    })
  }

  test('the maintenance screen has no serious or critical violation', async ({ page }) => {
    const setMode = (value: string) =>
      serviceClient()
        .from('site_settings')
        .update({ setting_value: value })
        .eq('setting_key', 'maintenance_mode')
    try {
      expect((await setMode('true')).error).toBeNull()
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible()
      expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
    } finally {
      await setMode('false')
    }
  })
})
