import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../src/types/database.types'
import { seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient, STACK_URL } from './support/stack'
import { ANON_KEY } from '../../supabase/local/well-known.mjs'

/** A signed-in account of this spec's own (the demo admin's password is never changed). */
async function createAccount(role: 'staff' | 'user', password: string) {
  const email = `e2e-${role}-${Date.now()}@rivieravillas.test`
  const db = serviceClient()
  const { data, error } = await db.auth.admin.createUser({ email, password, email_confirm: true })
  if (error) throw error
  const inserted = await db.from('user_roles').insert({ user_id: data.user.id, role })
  if (inserted.error) throw inserted.error
  return { email, password }
}

async function signIn(page: Page, email: string, password: string, path = '/admin') {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
}

async function maintenanceMode() {
  const { data } = await serviceClient()
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'maintenance_mode')
    .single()
  return data?.setting_value
}

test.afterAll(async () => {
  // Whatever happened above, the public site is left open.
  await serviceClient()
    .from('site_settings')
    .update({ setting_value: 'false' })
    .eq('setting_key', 'maintenance_mode')
})

test('maintenance switched on from Profile hides the public site; off restores it', async ({
  page,
  browser,
}) => {
  expect(await maintenanceMode()).toBe('false')
  await signInAsAdmin(page, '/admin/profile')
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible()
  await expect(page.getByText('admin@rivieravillas.com').first()).toBeVisible()
  await expect(page.getByText('ADMIN', { exact: true })).toBeVisible()
  const password = page.getByLabel('Bypass password')
  await expect(password).not.toHaveValue('')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  const save = page.getByRole('button', { name: 'Save Settings' })
  const bypass = await password.inputValue()
  await password.fill('  ')
  await expect(save).toBeDisabled()
  await password.fill(bypass)

  await page.getByRole('switch', { name: 'Maintenance mode' }).click()
  await save.click()
  await expect(page.getByText('Settings Updated')).toBeVisible()
  await expect(page.getByText('Maintenance mode is on.')).toBeVisible()
  expect(await maintenanceMode()).toBe('true')

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/')
  await expect(visitorPage.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible()
  await visitor.close()

  // This browser had passed the gate: saving "off" also clears its stored bypass.
  await page.evaluate(() => sessionStorage.setItem('maintenance_bypass', 'true'))
  await page.getByRole('switch', { name: 'Maintenance mode' }).click()
  await save.click()
  await expect(page.getByText('Maintenance mode is off.')).toBeVisible()
  expect(await maintenanceMode()).toBe('false')
  expect(await page.evaluate(() => sessionStorage.getItem('maintenance_bypass'))).toBeNull()

  const later = await browser.newContext()
  const laterPage = await later.newPage()
  await laterPage.goto('/')
  await expect(laterPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(laterPage.getByText('Under Maintenance')).toHaveCount(0)
  await later.close()
})

test('a staff member changes their password under the rules and signs in with it', async ({
  page,
}) => {
  const account = await createAccount('staff', 'first-secret-1')
  await signIn(page, account.email, account.password, '/admin/profile')
  await expect(page.getByText('STAFF', { exact: true })).toBeVisible()

  const current = page.getByLabel('Current password')
  const next = page.getByLabel(/^New password/)
  const confirm = page.getByLabel('Confirm new password')
  const submit = page.getByRole('button', { name: 'Update Password' })

  // The rule stands under the field; what is wrong shows next to it once the field is left.
  await expect(next).toHaveAccessibleDescription(/^At least 15 characters\./)
  await current.fill(account.password)
  await next.fill('short')
  await next.blur()
  await expect(next).toHaveAttribute('aria-invalid', 'true')
  await expect(next).toHaveAccessibleDescription('Password must be at least 15 characters long')
  // A common password padded to length, refused before anything is sent.
  await next.fill('Password123456789!')
  await expect(next).toHaveAccessibleDescription(
    'This password appears in lists of common and leaked passwords. Choose another one.',
  )
  await confirm.fill('Password123456789!')
  await submit.click()
  await expect(page.getByText('Password Too Common')).toBeVisible()

  await next.fill('second-secret-2')
  await confirm.fill('second-secret-3')
  await confirm.blur()
  await expect(confirm).toHaveAccessibleDescription("New password and confirmation don't match")
  await submit.click()
  await expect(page.getByText('Password Mismatch')).toBeVisible()
  await expect(page.getByText("New password and confirmation don't match").first()).toBeVisible()

  await next.fill('short')
  await confirm.fill('short')
  await submit.click()
  await expect(page.getByText('Password Too Short')).toBeVisible()
  await expect(page.getByText('Password must be at least 15 characters long').first()).toBeVisible()

  await current.fill('not-my-password')
  await next.fill('second-secret-2')
  await confirm.fill('second-secret-2')
  await submit.click()
  await expect(current).toHaveAccessibleDescription('Current password is incorrect')

  await current.fill(account.password)
  await submit.click()
  await expect(page.getByText('Password Updated')).toBeVisible()
  await expect(current).toHaveValue('')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Authentication Error')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('second-secret-2')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
})

test('a signed-in user without a staff role is denied Page Content and changes nothing', async ({
  page,
}) => {
  const account = await createAccount('user', 'plain-user-1')
  const db = serviceClient()
  const { data: faq } = await db
    .from('villa_faqs')
    .select('id, question, villa_id, villas(name, location)')
    .eq('is_active', true)
    .order('display_order')
    .limit(1)
    .single()
  if (!faq?.villas) throw new Error('The seed has no active FAQ')

  await signIn(page, account.email, account.password, '/admin/page-content')
  await expect(
    page.getByText("Access Denied: You don't have permission to access this page"),
  ).toBeVisible()
  await expect(page.getByText('Access denied', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)

  // The dashboard lets them try; the database refuses and the screen says so.
  await page.goto('/admin/villa-faqs')
  await page.getByLabel('Villa', { exact: true }).click()
  await page.getByRole('option', { name: `${faq.villas.name} — ${faq.villas.location}` }).click()
  const item = page.getByRole('group', { name: `FAQ: ${faq.question}` })
  await item.getByRole('button', { name: 'Edit' }).click()
  await item.getByLabel('Question').fill('Hijacked question?')
  await item.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Failed to update FAQ')).toBeVisible()
  const { data: after } = await db.from('villa_faqs').select('question').eq('id', faq.id).single()
  expect(after?.question).toBe(faq.question)

  // And straight through the client, with their own session.
  const client = createClient<Database>(STACK_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  })
  const signedIn = await client.auth.signInWithPassword(account)
  expect(signedIn.error).toBeNull()
  await client
    .from('site_settings')
    .update({ setting_value: 'true' })
    .eq('setting_key', 'maintenance_mode')
  await client.from('contact_submissions').update({ status: 'replied' }).neq('status', 'replied')
  expect(await maintenanceMode()).toBe('false')
  const { count } = await db
    .from('contact_submissions')
    .select('id', { count: 'exact', head: true })
    .neq('status', 'replied')
  expect(count).toBeGreaterThan(0)
})
