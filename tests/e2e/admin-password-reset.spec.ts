import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { seriousViolations } from './support/admin'
import { INBOX_URL } from './support/inbox'
import { serviceClient } from './support/stack'

// A staff member who forgot their password: "Forgot password?" on the sign-in screen, the email
// read in the local mail catcher's inbox page like a person would, its link, a new password, the
// dashboard; then signed out and in again with it. A staff account of this spec's own, so the
// demo admin's password (which other specs use) never changes.

const SUBJECT = 'Reset your Riviera Villas password'
const OLD_PASSWORD = 'forgotten-password-1'
const NEW_PASSWORD = 'remembered-password-2'

async function createStaff() {
  const email = `e2e-reset-${Date.now()}@rivieravillas.test`
  const db = serviceClient()
  const { data, error } = await db.auth.admin.createUser({
    email,
    password: OLD_PASSWORD,
    email_confirm: true,
  })
  if (error) throw error
  const inserted = await db.from('user_roles').insert({ user_id: data.user.id, role: 'staff' })
  if (inserted.error) throw inserted.error
  return email
}

/** Opens, from the inbox page, the reset email sent to `email`. */
async function openResetEmail(page: Page, email: string) {
  await page.goto(INBOX_URL)
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: SUBJECT })
  await expect(async () => {
    await page.reload()
    await expect(row).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await row.getByRole('link', { name: SUBJECT }).click()
  await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible()
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('a staff member resets a forgotten password from the emailed link and signs in with it', async ({
  page,
}) => {
  const email = await createStaff()

  await page.goto('/admin')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(
    `If a staff account exists for ${email}, an email with a link to reset its password is on its way.`,
  )

  await openResetEmail(page, email)
  const body = page.frameLocator('iframe[title="HTML body of the message"]')
  await expect(body.getByText(`the staff account ${email}`)).toBeVisible()
  await page.getByRole('tab', { name: 'Text' }).click()
  await expect(page.getByRole('tabpanel')).toContainText(/Or enter this code: \d{6}/)
  await page.getByRole('tab', { name: 'HTML' }).click()

  // The button in the HTML body and the inbox page's list of links lead to the same place; the
  // list is followed in this tab (a CI run once waited a minute for the frame's new tab to open).
  const resetLink = page.getByRole('list', { name: 'Links in this message' }).getByRole('link', {
    name: 'Reset password',
  })
  const href = await resetLink.getAttribute('href')
  expect(href).toContain('/auth/v1/verify?')
  await expect(body.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', href!)
  await resetLink.click()
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
  await expect(page.getByText(`For the staff account ${email}.`)).toBeVisible()
  // The session left the address bar.
  expect(new URL(page.url()).hash).toBe('')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  // The rule under the field; a short or common password is refused next to it, before sending.
  const newPassword = page.getByLabel('New password', { exact: true })
  await expect(newPassword).toHaveAccessibleDescription(/^At least 15 characters\./)
  await newPassword.fill('short-one')
  await newPassword.blur()
  await expect(newPassword).toHaveAccessibleDescription('Use at least 15 characters')
  await newPassword.fill('iloveyou12345678')
  await expect(newPassword).toHaveAccessibleDescription(
    'This password appears in lists of common and leaked passwords. Choose another one.',
  )
  await newPassword.fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill('something-else')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText("The two passwords don't match")).toBeVisible()
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Password updated')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await signIn(page, email, OLD_PASSWORD)
  await expect(page.getByText('Invalid login credentials')).toBeVisible()
  await signIn(page, email, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()

  // The link worked once: followed again, it says so and offers a new email.
  await page.goto(href!)
  await expect(page.getByRole('heading', { name: 'This reset link has expired' })).toBeVisible()
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  await page.getByRole('link', { name: 'Email me a new link' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
})

test('a staff member who reads the email on another device types its code instead', async ({
  page,
  browser,
}) => {
  const email = await createStaff()

  await page.goto('/admin/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  // The email is read elsewhere (another browser): only its code comes back to this one.
  const phone = await browser.newPage()
  await openResetEmail(phone, email)
  await phone.getByRole('tab', { name: 'Text' }).click()
  const text = await phone.getByRole('tabpanel').innerText()
  const code = /Or enter this code: (\d{6})/.exec(text)![1]!
  await phone.close()

  const codeField = page.getByLabel('Or enter the code from the email')
  await codeField.fill('12 34')
  await page.getByRole('button', { name: 'Continue with the code' }).click()
  await expect(page.getByText('Enter the 6 digits of the code')).toBeVisible()
  const wrong = code === '000000' ? '111111' : '000000'
  await codeField.fill(wrong)
  await page.getByRole('button', { name: 'Continue with the code' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This code is wrong or has expired. Use the code of the latest email, or ask for a new one.',
  )
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  await codeField.fill(code)
  await page.getByRole('button', { name: 'Continue with the code' }).click()
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await signIn(page, email, NEW_PASSWORD)
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
})
