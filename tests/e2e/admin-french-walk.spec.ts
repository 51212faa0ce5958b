import { expect, test } from './support/test'
import { createStaffMember, STAFF_PASSWORD } from './support/admin'
import { englishOnFrenchScreen } from './support/catalogue'
import { serviceClient } from './support/stack'

// Issue 22, point 6: a French staff member reads every screen of the admin in French. Each
// screen is walked once it has loaded; what guests or staff wrote in English is marked with
// its language and is not counted.

const SCREENS = [
  '/admin/today',
  '/admin/villas',
  '/admin/bookings',
  '/admin/planner',
  '/admin/analytics',
  '/admin/blocked-dates',
  '/admin/seasonal-pricing',
  '/admin/tourist-tax',
  '/admin/villa-faqs',
  '/admin/villa-reviews',
  '/admin/page-content',
  '/admin/messages',
  '/admin/notifications',
  '/admin/profile',
]

let email = ''
let userId = ''

test.beforeAll(async () => {
  ;({ email, userId } = await createStaffMember('french-walk', 'fr'))
})

test.afterAll(async () => {
  if (userId) await serviceClient().auth.admin.deleteUser(userId)
})

test('every admin screen in French shows no English', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/admin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  const found: string[] = []
  for (const path of SCREENS) {
    await page.goto(path)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({
      timeout: 30_000,
    })
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    for (const text of await englishOnFrenchScreen(page)) found.push(`${path}: ${text}`)
  }
  expect(found).toEqual([])
})
