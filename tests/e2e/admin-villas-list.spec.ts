import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// Manage Villas with a collection of 60: compact rows, search and filter in the address, pages,
// and the delete out of the way, behind the app's dialog.

const PREFIX = 'Villa E2E Row'
const TOWNS = ['Èze', 'Menton', 'Cassis', 'Gordes', 'Ramatuelle']
let total = 0

test.beforeAll(async () => {
  const db = serviceClient()
  const { count } = await db.from('villas').select('id', { count: 'exact', head: true })
  const missing = Math.max(3, 60 - (count ?? 0))
  const rows = Array.from({ length: missing }, (_, i) => ({
    name: `${PREFIX} ${String(i + 1).padStart(2, '0')}`,
    location: `Test Cove, ${TOWNS[i % TOWNS.length]}`,
    price_per_night: 500 + i * 10,
    max_guests: 4 + (i % 6),
    bedrooms: 2 + (i % 4),
    amenities: ['Pool', 'Sea view', 'Gym', 'Sauna'],
    // Every tenth is inactive.
    is_active: i % 10 !== 0,
  }))
  const { error } = await db.from('villas').insert(rows)
  if (error) throw error
  total = (count ?? 0) + missing
})

test.afterAll(async () => {
  await serviceClient().from('villas').delete().like('name', `${PREFIX}%`)
})

test('sixty villas fit in short pages, searched and filtered from the address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAsAdmin(page, '/admin/villas')
  const rows = page.getByRole('list', { name: 'Villas' }).getByRole('article')
  await expect(rows).toHaveCount(25)
  await expect(page.getByText(new RegExp(`^${total} villas · \\d+ active$`))).toBeVisible()
  // Compact: a page of 25 rows is a few screens, not a 13,000 px wall of cards.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThan(3200)
  // No red Delete button in sight: the destructive action is in each row's menu.
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  // Pages, in the address.
  const pager = page.getByRole('navigation', { name: 'Villa pages' })
  await expect(pager).toContainText(`Showing 1–25 of ${total}`)
  await pager.getByRole('button', { name: /next/i }).click()
  await expect(page).toHaveURL(/[?&]page=2\b/)
  await expect(pager).toContainText(`Showing 26–50 of ${total}`)

  // Search by location, accents aside; the address keeps it and a new search starts at page 1.
  await page.getByLabel('Search villas').fill('eze')
  await expect(page).toHaveURL(/[?&]q=eze\b/)
  await expect(page).not.toHaveURL(/page=2/)
  await expect(rows.first()).toContainText('Èze')
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Èze/)
  await expect(page.getByText(/^Showing \d+ of \d+ villas$/)).toBeVisible()

  // By name, and the status filter; a reload (or a shared link) shows the same list.
  await page.getByLabel('Search villas').fill(`${PREFIX} 11`)
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Inactive' }).click()
  await expect(page).toHaveURL(/status=inactive/)
  await page.reload()
  await expect(page.getByLabel('Search villas')).toHaveValue(`${PREFIX} 11`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`${PREFIX} 11`)
  await expect(rows.first()).toContainText('Inactive')

  await page.getByLabel('Search villas').fill('no such villa anywhere')
  await expect(page.getByText('No villas match these filters')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(rows).toHaveCount(25)
  await expect(page).toHaveURL(/\/admin\/villas$/)
})

test('on a phone each villa is a compact card; delete asks in the app’s dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const name = `${PREFIX} 02`
  await signInAsAdmin(page, `/admin/villas?q=${encodeURIComponent(name)}`)
  const row = page.getByRole('article', { name })
  await expect(row).toBeVisible()
  const box = await row.boundingBox()
  expect(box!.height).toBeLessThan(130)
  await expect(row).toContainText('guests')
  await expect(row).toContainText('No bookings')

  await row.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('button', { name: 'Delete villa…' }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this villa?',
  })
  await expect(confirm).toContainText(`${name} (Test Cove, Menton) will be removed`)
  // Focus waits on Cancel; a click outside does nothing; Cancel keeps the villa.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.mouse.click(5, 5)
  await expect(confirm).toBeVisible()
  expect(
    seriousViolations(await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()),
  ).toEqual([])
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('button', { name: 'Delete villa…' }).click()
  await confirm.getByRole('button', { name: 'Delete villa' }).click()
  await expect(page.getByText('Villa deleted successfully')).toBeVisible()
  await expect(row).toBeHidden()
  const { data } = await serviceClient().from('villas').select('id').eq('name', name)
  expect(data).toEqual([])
})
