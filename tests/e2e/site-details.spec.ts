import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// The site details staff edit in Profile Settings, the legal pages they edit on the Page
// Content screen, and the phone menu that reaches every page. What is changed is put back.

const PHONE = '+33 4 94 00 00 00'
const NEW_PHONE = '+33 4 93 99 88 77'
let privacyChanges: { id: string; content: string } | null = null

test.afterAll(async () => {
  const db = serviceClient()
  await db.from('site_settings').update({ setting_value: PHONE }).eq('setting_key', 'contact_phone')
  if (privacyChanges) {
    await db
      .from('page_content')
      .update({ content: privacyChanges.content })
      .eq('id', privacyChanges.id)
  }
})

test('an admin changes the phone number; the contact page and the footer show it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page, '/admin/profile')
  const card = page.getByRole('form', { name: 'Site Details' })
  const phone = card.getByLabel('Phone')
  await expect(phone).toHaveValue(PHONE)
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  // A number the database would refuse is refused next to the field first.
  await phone.fill('call us')
  await card.getByRole('button', { name: 'Save Site Details' }).click()
  await expect(
    card.getByText(
      'Use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +.',
    ),
  ).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')

  // A save the database refuses says why, in its words, and keeps what was typed.
  const refusal =
    'Phone: use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +'
  await page.route('**/rest/v1/site_settings**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: { code: '23514', message: refusal, details: null, hint: null },
        })
      : route.continue(),
  )
  await phone.fill(NEW_PHONE)
  await card.getByRole('button', { name: 'Save Site Details' }).click()
  await expect(page.getByText('Failed to update site details.')).toBeVisible()
  await expect(page.getByText(refusal)).toBeVisible()
  await expect(phone).toHaveValue(NEW_PHONE)
  await page.unroute('**/rest/v1/site_settings**')

  await card.getByRole('button', { name: 'Save Site Details' }).click()
  await expect(page.getByText('The site details are saved.')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Save Site Details' })).toBeDisabled()

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/contact')
  const details = visitorPage.getByRole('complementary', { name: 'Contact details' })
  await expect(details.getByRole('link', { name: NEW_PHONE })).toHaveAttribute(
    'href',
    'tel:+33493998877',
  )
  await expect(details.getByText('9:00 AM-7:00 PM CET')).toBeVisible()
  const footer = visitorPage.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute(
    'href',
    'tel:+33493998877',
  )
  await expect(visitorPage.getByText(PHONE)).toHaveCount(0)
  await visitor.close()
})

test('the legal pages are linked from the footer and show their texts', async ({ page }) => {
  await page.goto('/')
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' })

  await legal.getByRole('link', { name: 'Terms of Booking' }).click()
  await expect(page).toHaveURL('/terms')
  await expect(page).toHaveTitle('Terms of Booking | Riviera Villas')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Booking' })).toBeVisible()
  await expect(page.getByText('Last updated: 26 November 2026')).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: '6. Cancellation by you' }),
  ).toBeVisible()
  await expect(page.getByText(/A deposit of 30% of the price of the stay/)).toBeVisible()
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  await legal.getByRole('link', { name: 'Privacy Notice' }).click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '9. Your rights' })).toBeVisible()

  await legal.getByRole('link', { name: 'Legal Notice' }).click()
  await expect(page).toHaveURL('/legal-notice')
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Notice' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Publisher' })).toBeVisible()
  await expect(page.getByText(/^Riviera Villas SAS/)).toBeVisible()
  // The legal identity not filled yet is left out, never shown as a placeholder (legal-identity.spec).
  await expect(page.getByText(/\[|000 000 000|FR00/)).toHaveCount(0)
})

test('staff edit a legal text on the Page Content screen', async ({ page }) => {
  const { data, error } = await serviceClient()
    .from('page_content')
    .select('id, content')
    .eq('page_slug', 'privacy')
    .eq('section_key', 'changes')
    .single()
  if (error) throw error
  privacyChanges = data

  await signInAsAdmin(page, '/admin/page-content')
  await page.getByLabel('Page', { exact: true }).click()
  await page.getByRole('option', { name: 'Privacy Notice' }).click()
  const section = page.getByRole('group', { name: 'Section changes' })
  await expect(section.getByLabel('Content')).toHaveValue(data.content)
  await section.getByLabel('Content').fill('We tell you by email before any change to this notice.')
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Content updated successfully')).toBeVisible()

  await page.goto('/privacy')
  await expect(
    page.getByText('We tell you by email before any change to this notice.'),
  ).toBeVisible()
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu reaches every page, Contact and Concierge included', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    const menu = panel.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link')).toHaveText([
      'HOME',
      'DESTINATION',
      'VILLAS',
      'EXPERIENCE',
      'ABOUT',
      'CONTACT',
      'CONCIERGE',
      'COLLECTION',
    ])
    await expect(menu.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page')

    await menu.getByRole('link', { name: 'CONTACT' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'General Inquiries' })).toBeVisible()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await panel.getByRole('link', { name: 'CONCIERGE' }).click()
    await expect(page).toHaveURL('/concierge')
    await expect(page.getByRole('heading', { level: 1, name: 'Concierge Services' })).toBeVisible()
  })
})
