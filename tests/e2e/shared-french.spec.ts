import { expect, test, type Page } from './support/test'
import { createStaffMember, STAFF_PASSWORD } from './support/admin'
import { serviceClient } from './support/stack'

// Issue 22, the shared points in French: a staff member working in French edits the office
// hours in both languages (the French contact page shows theirs, or the English marked
// lang="en" when none is written), reads the database's refusals in French, and answers a
// French enquiry with a French subject. A staff member of this spec's own, set to French.

let email = ''
let userId = ''
let enquiryId = ''

test.beforeAll(async () => {
  ;({ email, userId } = await createStaffMember('shared-french', 'fr'))
})

test.afterAll(async () => {
  const db = serviceClient()
  await db
    .from('site_settings')
    .update({ setting_value_fr: 'Fermé' })
    .eq('setting_key', 'office_hours_sunday')
  if (enquiryId) await db.from('contact_submissions').delete().eq('id', enquiryId)
  if (userId) await db.auth.admin.deleteUser(userId)
})

async function signInInFrench(page: Page, path: string) {
  await page.goto(path)
  await page.getByLabel(/^(Email|E-mail)$/).fill(email)
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
}

test('staff write the Sunday hours in French; /fr/contact shows them, or the English marked', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signInInFrench(page, '/admin/profile')
  const card = page.getByRole('form', { name: 'Coordonnées du site' })
  const sunday = card.getByRole('group', { name: /^Dimanche/ })
  const french = sunday.getByLabel('Français')
  await expect(french).toHaveValue('Fermé')

  // A refusal of the database, in French (the field's name and the rule).
  await page.route('**/rest/v1/site_settings**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: {
            code: '23514',
            message:
              'Office hours (Sunday): enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)',
            details: null,
            hint: null,
          },
        })
      : route.continue(),
  )
  await french.fill('Sur rendez-vous')
  await card.getByRole('button', { name: 'Enregistrer les coordonnées' }).click()
  await expect(
    page.getByText(/^Horaires \(dimanche\)\s:\ssaisissez les horaires sur une ligne/),
  ).toBeVisible()
  await expect(french).toHaveValue('Sur rendez-vous')
  await page.unroute('**/rest/v1/site_settings**')

  await card.getByRole('button', { name: 'Enregistrer les coordonnées' }).click()
  await expect(page.getByText('Réglages enregistrés')).toBeVisible()

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/fr/contact')
  const hours = visitorPage.locator('dl').filter({ hasText: 'Dimanche' })
  await expect(hours.getByText('Sur rendez-vous')).toBeVisible()
  await expect(hours.getByText('Sur rendez-vous')).not.toHaveAttribute('lang', 'en')

  // Emptied, the French is flagged missing; the French page shows the English, marked.
  await french.fill('')
  await expect(sunday.getByText('Français manquant')).toBeVisible()
  await card.getByRole('button', { name: 'Enregistrer les coordonnées' }).click()
  await expect(card.getByRole('button', { name: 'Enregistrer les coordonnées' })).toBeDisabled()
  const { data } = await serviceClient()
    .from('site_settings')
    .select('setting_value, setting_value_fr')
    .eq('setting_key', 'office_hours_sunday')
    .single()
  expect(data?.setting_value_fr).toBeNull()
  await visitorPage.reload()
  await expect(hours.getByText(data!.setting_value)).toHaveAttribute('lang', 'en')
  await visitor.close()
})

test('staff answer a French enquiry with a French subject', async ({ page }) => {
  const { data, error } = await serviceClient()
    .from('contact_submissions')
    .insert({
      name: 'Hélène Marchand',
      email: 'helene.marchand@example.com',
      message: 'Bonjour, la villa est-elle libre la première semaine de juillet ?',
      form_type: 'general',
      language: 'fr',
    })
    .select('id')
    .single()
  if (error) throw error
  enquiryId = data.id
  await signInInFrench(page, '/admin/messages')
  const card = page.getByRole('group', { name: /Hélène Marchand/ })
  await expect(card.getByRole('link', { name: /Répondre/ })).toHaveAttribute(
    'href',
    'mailto:helene.marchand@example.com?subject=Re%C2%A0%3A%20Votre%20demande',
  )
})

test('the French bookings table fits 1280 px, the guests’ header abbreviated', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInInFrench(page, '/admin/bookings')
  const table = page.getByRole('table')
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Voyageurs' })).toBeVisible()
  const widths = await table.evaluate((element) => ({
    table: element.scrollWidth,
    box: element.parentElement!.clientWidth,
  }))
  expect(widths.table).toBeLessThanOrEqual(widths.box)
})
