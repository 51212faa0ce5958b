import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { Secret, TOTP } from 'otpauth'
import { seriousViolations } from './support/admin'
import { INBOX_URL as inbox } from './support/inbox'
import { serviceClient } from './support/stack'

const PASSWORD = 'a-long-staff-password-2026'

/** The authenticator app: the same RFC 6238 library, fed the key the Profile screen shows. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()

/** A code that the app does not show now (nor one step either side). */
function wrongCodeFor(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  const now = Date.now()
  const valid = new Set(
    [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: now + shift })),
  )
  return ['111111', '222222', '333333', '444444'].find((code) => !valid.has(code))!
}

/** A staff account of this spec's own (the demo admin stays without a second factor). */
async function createAccount(role: 'admin' | 'staff') {
  const email = `e2e-2fa-${role}-${Date.now()}@rivieravillas.test`
  const db = serviceClient()
  const { data, error } = await db.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  })
  if (error) throw error
  const inserted = await db.from('user_roles').insert({ user_id: data.user.id, role })
  if (inserted.error) throw inserted.error
  return email
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function enrolInProfile(page: Page, { checkA11y = false } = {}) {
  await page.goto('/admin/profile')
  const section = page.getByRole('region', { name: 'Two-factor authentication' })
  await section.getByRole('button', { name: 'Set up authenticator app' }).click()
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible()
  if (checkA11y) expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await section.getByLabel('Authentication code').fill(codeFor(secret))
  await section.getByRole('button', { name: 'Verify and turn on' }).click()
  await expect(page.getByText('Two-factor authentication is on', { exact: true })).toBeVisible()
  await expect(section.getByText('Authenticator app', { exact: true })).toBeVisible()
  return secret
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
}

test('a staff member sets up an authenticator app in Profile, then signs in with password and code', async ({
  page,
}) => {
  const email = await createAccount('admin')
  await signInWithPassword(page, email)
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()

  const secret = await enrolInProfile(page, { checkA11y: true })
  await signOut(page)

  await signInWithPassword(page, email)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  // The password alone opens nothing.
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toHaveCount(0)

  const code = page.getByLabel('Authentication code')
  const wrong = wrongCodeFor(secret)
  await code.fill(wrong)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not right. Enter the newest code your authenticator app shows (it changes every 30 seconds).',
  )
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveValue(wrong)
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  await code.fill(codeFor(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
})

test('an admin resets the two-factor of a colleague who lost their phone; the colleague signs in with the password', async ({
  page,
  browser,
}) => {
  const colleague = await createAccount('staff')
  const admin = await createAccount('admin')

  // The colleague sets up an app, then loses the phone.
  const other = await browser.newPage()
  await signInWithPassword(other, colleague)
  await expect(other.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
  await enrolInProfile(other)
  await other.close()

  // The admin, signed in with their own second factor, resets it from the team list.
  await signInWithPassword(page, admin)
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
  await enrolInProfile(page)
  const team = page.getByRole('list', { name: 'Staff members' })
  const row = team.getByRole('listitem').filter({ hasText: colleague })
  await expect(row).toContainText('Authenticator app since')
  await row.getByRole('button', { name: 'Reset two-factor' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Reset two-factor for ${colleague}?`)
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click()
  await expect(row).toContainText('No authenticator app')

  // The colleague is back in with the password alone, and can set up a new app.
  const back = await browser.newPage()
  await signInWithPassword(back, colleague)
  await expect(back.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
  await back.close()
})

test('a password reset asks an account with an authenticator app for its code first', async ({
  page,
}) => {
  const email = await createAccount('staff')
  await signInWithPassword(page, email)
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
  const secret = await enrolInProfile(page)
  await signOut(page)

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  // The email's link, read from the mail catcher's API as Mailpit's.
  let link = ''
  await expect(async () => {
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)
    const { messages } = (await search.json()) as { messages: Array<{ ID: string }> }
    expect(messages.length).toBeGreaterThan(0)
    const message = await fetch(`${inbox}/api/v1/message/${messages[0]!.ID}`)
    const { HTML } = (await message.json()) as { HTML: string }
    const href = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(HTML)?.[1] ?? ''
    link = href.replaceAll('&amp;', '&')
    expect(link).not.toBe('')
  }).toPass({ timeout: 30_000 })

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
  await page.getByLabel('Authentication code').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
  const newPassword = 'a-new-staff-password-after-reset'
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Password updated')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
})

test.describe('the company requires two-factor for all staff', () => {
  test.afterAll(async () => {
    // Whatever happened, the other specs' staff (the demo admin has no app) keep their access.
    await serviceClient()
      .from('site_settings')
      .update({ setting_value: 'false' })
      .eq('setting_key', 'staff_two_factor_required')
  })

  test('switched on by an admin with an app, it asks a colleague without one to set it up first', async ({
    page,
    browser,
  }) => {
    const admin = await createAccount('admin')
    const colleague = await createAccount('staff')
    await signInWithPassword(page, admin)
    await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
    await page.goto('/admin/profile')
    const rule = page.getByRole('switch', { name: 'Require two-factor for all staff' })
    // Nobody switches it on without an app of their own.
    await expect(rule).toBeDisabled()
    await expect(rule).toHaveAccessibleDescription(/Set up your own authenticator app first/)

    await enrolInProfile(page)
    await expect(rule).toBeEnabled()
    await rule.click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Require two-factor for all staff?')
    await dialog.getByRole('button', { name: 'Require two-factor' }).click()
    await expect(rule).toBeChecked()

    const other = await browser.newPage()
    await signInWithPassword(other, colleague)
    await expect(
      other.getByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeVisible()
    await expect(other.getByRole('heading', { name: 'Villa Admin Dashboard' })).toHaveCount(0)
    await other.getByRole('button', { name: 'Set up authenticator app' }).click()
    const secret = (await other.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
    await other.getByLabel('Authentication code').fill(codeFor(secret))
    await other.getByRole('button', { name: 'Verify and turn on' }).click()
    await expect(other.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
    await other.close()

    await rule.click()
    await expect(rule).not.toBeChecked()
  })
})
