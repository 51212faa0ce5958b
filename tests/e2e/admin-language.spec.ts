import { expect, test, type Page } from './support/test'
import { createStaffMember, STAFF_PASSWORD } from './support/admin'
import { serviceClient } from './support/stack'

// Issue 22, point 6: the admin in French or English per staff member, saved with their account
// (staff_preferences). English is the spec's language and the default; the choice applies at
// once, follows the account to another browser, and this browser remembers it for sign-in.
// A staff member of this spec's own: the demo admin's language is never changed.

let email = ''
let userId = ''

test.beforeAll(async () => {
  ;({ email, userId } = await createStaffMember('language'))
})

test.afterAll(async () => {
  if (userId) await serviceClient().auth.admin.deleteUser(userId)
})

async function savedLanguage() {
  const { data } = await serviceClient()
    .from('staff_preferences')
    .select('language')
    .eq('user_id', userId)
    .maybeSingle()
  return data?.language ?? null
}

async function signIn(page: Page, button: string) {
  await page.getByLabel(/^(Email|E-mail)$/).fill(email)
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: button, exact: true }).click()
}

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Admin|Administration)$/ })

test('staff switch the admin to French, it follows their account, and back to English', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.goto('/admin/today')
  // A new account, a new browser: the spec's English.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await signIn(page, 'Sign In')
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
  expect(await savedLanguage()).toBeNull()

  await nav(page).getByRole('link', { name: 'Profile Settings' }).click()
  const languages = page.getByRole('radiogroup', { name: 'Language / Langue' })
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked()
  await languages.getByRole('radio', { name: 'Français' }).click()

  // At once, without a reload: the frame, the navigation, the screen and the toast in French.
  await expect(page.getByRole('heading', { name: 'Administration des villas' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByText('Langue enregistrée')).toBeVisible()
  await expect(languages.getByRole('radio', { name: 'Français' })).toBeChecked()
  expect(await savedLanguage()).toBe('fr')
  for (const link of ['Aujourd’hui', 'Réservations', 'Planning', 'Profil et réglages'])
    await expect(nav(page).getByRole('link', { name: link })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Bookings' })).toHaveCount(0)

  await nav(page).getByRole('link', { name: 'Réservations' }).click()
  await expect(page.getByRole('heading', { name: 'Gestion des réservations' })).toBeVisible()
  await expect(page.getByLabel('Rechercher un client')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Nouvelle réservation' })).toBeVisible()
  await nav(page).getByRole('link', { name: 'Aujourd’hui' }).click()
  await expect(page.getByRole('heading', { name: 'Aujourd’hui', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Demandes en attente' })).toBeVisible()

  // Another browser: English until the account's choice is known, then French.
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await elsewhere.goto('/admin/bookings')
  await expect(elsewhere.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await signIn(elsewhere, 'Sign In')
  await expect(elsewhere.getByRole('heading', { name: 'Gestion des réservations' })).toBeVisible()
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'fr')
  // Signed out, this browser's sign-in screen stays in the last language chosen.
  await elsewhere.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(elsewhere.getByRole('heading', { name: 'Connexion' })).toBeVisible()
  await expect(elsewhere.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  await other.close()

  // Back to English: the spec's texts again.
  await nav(page).getByRole('link', { name: 'Profil et réglages' }).click()
  await page
    .getByRole('radiogroup', { name: 'Language / Langue' })
    .getByRole('radio', { name: 'English' })
    .click()
  await expect(page.getByRole('heading', { name: 'Villa Admin Dashboard' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Language saved')).toBeVisible()
  expect(await savedLanguage()).toBe('en')
  await nav(page).getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible()
  await expect(page.getByLabel('Search guests')).toBeVisible()
  await nav(page).getByRole('link', { name: 'Today' }).click()
  await expect(page.getByRole('heading', { name: 'Requests waiting' })).toBeVisible()
})
