import { expect, test } from './support/test'
import { serviceClient } from './support/stack'

async function setMaintenanceMode(value: 'true' | 'false') {
  const { error } = await serviceClient()
    .from('site_settings')
    .update({ setting_value: value })
    .eq('setting_key', 'maintenance_mode')
  if (error) throw error
}

async function maintenancePassword() {
  const { data, error } = await serviceClient()
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'maintenance_password')
    .single()
  if (error) throw error
  return data.setting_value
}

test.describe('maintenance gate', () => {
  // Every other journey needs the site open: always switch maintenance back off.
  test.afterEach(async () => {
    await setMaintenanceMode('false')
  })

  test('shows the maintenance screen, refuses a wrong password and lets the right one through', async ({
    page,
  }) => {
    await setMaintenanceMode('true')
    await page.goto('/about')

    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible()
    await expect(
      page.getByText(
        "We're currently performing scheduled maintenance to improve your experience. We'll be back shortly.",
      ),
    ).toBeVisible()
    await expect(page.getByText('Administrator Access')).toBeVisible()
    await expect(page.getByText('Thank you for your patience.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'ABOUT' })).toHaveCount(0)

    const field = page.getByPlaceholder('Enter maintenance password')
    const submit = page.getByRole('button', { name: 'Access Site' })
    await expect(field).toHaveAttribute('type', 'password')
    await expect(submit).toBeDisabled()
    await field.fill('   ')
    await expect(submit).toBeDisabled()

    await field.fill('not-the-password')
    await submit.click()
    await expect(page.getByText('Invalid Password')).toBeVisible()
    await expect(page.getByText('The password you entered is incorrect.')).toBeVisible()
    await expect(field).toHaveValue('')
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible()

    await field.fill(await maintenancePassword())
    await submit.click()
    await expect(page.getByText('Access Granted')).toBeVisible()
    await expect(page.getByText('You have successfully bypassed maintenance mode.')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Riviera Villas' }),
    ).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('maintenance_bypass'))).toBe('true')

    // The bypass is read again on load.
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Riviera Villas' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0)
  })

  test('a new browser session meets the maintenance screen again', async ({ browser }) => {
    await setMaintenanceMode('true')
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible()
    await context.close()
  })

  test('the site renders when maintenance is off', async ({ page }) => {
    await setMaintenanceMode('false')
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'General Inquiries' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toHaveCount(0)
  })
})
