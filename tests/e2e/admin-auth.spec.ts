import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations, signInAsAdmin } from './support/admin'
import { DEMO_ADMIN } from './support/stack'

test.describe('admin sign-in and shell', () => {
  test('refuses a wrong password, then signs in and out', async ({ page }) => {
    await page.goto('/admin')
    await expect(
      page.getByText('Admin accounts are created by system administrators only.'),
    ).toBeVisible()

    await page.getByLabel('Email').fill(DEMO_ADMIN.email)
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('not-the-password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Authentication Error')).toBeVisible()
    await expect(page.getByText('Invalid login credentials')).toBeVisible()

    await password.fill(DEMO_ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/villas$/)
    await expect(page.getByRole('heading', { name: 'Manage Villas' })).toBeVisible()

    // The session survives a reload.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Manage Villas' })).toBeVisible()

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page.getByText('Signed out successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  })

  test('the sign-in screen has no serious accessibility violation', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(seriousViolations(results)).toEqual([])
  })

  test('the sidebar links each screen and works with the keyboard', async ({ page }) => {
    await signInAsAdmin(page)
    const nav = page.getByRole('navigation', { name: 'Admin' })
    for (const name of [
      'Today',
      'Villas',
      'Bookings',
      'Planner',
      'Analytics',
      'Blocked Dates',
      'Seasonal Pricing',
      'Tourist Tax',
      'Villa FAQs',
      'Villa Reviews',
      'Page Content',
      'Messages',
      'Notifications',
      'Profile Settings',
    ]) {
      await expect(nav.getByRole('link', { name })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'Villas' })).toHaveAttribute('aria-current', 'page')

    // Tab reaches the links; Enter follows one.
    await page.goto('/admin/villas')
    await expect(page.getByRole('heading', { name: 'Manage Villas' })).toBeVisible()
    let reached = false
    for (let step = 0; step < 10 && !reached; step += 1) {
      await page.keyboard.press('Tab')
      reached = await nav
        .getByRole('link', { name: 'Bookings' })
        .evaluate((link) => link === document.activeElement)
    }
    expect(reached).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/bookings$/)
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // Ctrl+B collapses to icons and back; the state is kept in a cookie.
    const sidebar = page.locator('[data-state][data-collapsible]').first()
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'sidebar_state')?.value).toBe('false')
    await page.reload()
    await expect(page.locator('[data-state][data-collapsible]').first()).toHaveAttribute(
      'data-state',
      'collapsed',
    )
    await page.keyboard.press('Control+b')
    await expect(page.locator('[data-state][data-collapsible]').first()).toHaveAttribute(
      'data-state',
      'expanded',
    )
  })

  test('below 768 px the sidebar is an overlay that closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await signInAsAdmin(page)
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click()
    const overlay = page.getByRole('dialog', { name: 'Villa Admin' })
    await expect(overlay).toBeVisible()
    await overlay.getByRole('link', { name: 'Seasonal Pricing' }).click()
    await expect(page).toHaveURL(/\/admin\/seasonal-pricing$/)
    await expect(overlay).toBeHidden()
    await page.keyboard.press('Control+b')
    await expect(overlay).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
  })

  test('the public bundle does not download admin code', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((url) => /admin|sidebar/i.test(url))).toEqual([])
  })
})
