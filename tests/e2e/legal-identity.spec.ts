import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// The company's legal identity: staff fill it in Profile Settings, the Legal Notice names it,
// and until then "Needs attention" says what is missing while the page shows no placeholder.
// What is changed is put back.

const STARTING: Record<string, string> = {
  legal_rcs_number: '',
  legal_vat_number: '',
  legal_publication_director: '',
  legal_host_name: '',
  legal_host_address: '',
  legal_host_phone: '',
  legal_mediator_name: '',
  legal_mediator_address: '',
  legal_mediator_website: '',
  contact_phone: '+33 4 94 00 00 00',
}

test.afterAll(async () => {
  const db = serviceClient()
  for (const [key, value] of Object.entries(STARTING)) {
    await db.from('site_settings').update({ setting_value: value }).eq('setting_key', key)
  }
})

const PLACEHOLDERS = /\[|\]|000 000 000|FR00/

test('staff fill the legal identity; the Legal Notice names it and the notice goes', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage()
  await visitor.goto('/legal-notice')
  await expect(visitor.getByRole('heading', { level: 2, name: 'Hosting' })).toBeVisible()
  await expect(visitor.getByText(PLACEHOLDERS)).toHaveCount(0)
  await expect(visitor.getByText('These details are being completed.').first()).toBeVisible()

  await signInAsAdmin(page, '/admin/bookings')
  const attention = page.getByRole('region', { name: 'Needs attention' })
  await expect(attention).toContainText(
    'The Legal Notice leaves out what the law asks it to name: RCS number (SIREN), VAT number, Director of publication',
  )
  await expect(attention).toContainText('sample phone number')
  // On a slow line every other card of the page may load after this one and grow above it:
  // the card must still end in view.
  const slowLine = /\/rest\/v1\/(site_settings|rpc|user_roles|staff_preferences|payment_settings)/
  await page.route(slowLine, async (route) => {
    if (!route.request().url().includes('legal_company_name')) {
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    await route.continue()
  })
  await attention.getByRole('link', { name: 'Complete the legal identity' }).click()
  await expect(page).toHaveURL(/\/admin\/profile#legal-identity$/)
  await expect(page.getByRole('heading', { name: 'Legal identity' })).toBeInViewport()
  for (const name of ['Site Details', 'Email notifications', 'Guest emails']) {
    await expect(page.getByRole('form', { name })).toBeAttached()
  }
  await expect(page.getByRole('heading', { name: 'Legal identity' })).toBeInViewport()
  await page.unroute(slowLine)

  const form = page.getByRole('form', { name: 'Legal identity' })
  await expect(form.getByLabel('Company name')).toHaveValue('Riviera Villas SAS')
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  // A made-up registration number is refused beside its field, and nothing typed is lost.
  await form.getByLabel('RCS number (SIREN)').fill('000 000 000')
  await form.getByLabel('Host name').fill('OVH SAS')
  await form.getByRole('button', { name: 'Save Legal Identity' }).click()
  await expect(
    form.getByText('Enter the 9-digit SIREN number, for example 123 456 782.'),
  ).toBeVisible()
  await expect(form.getByLabel('Host name')).toHaveValue('OVH SAS')

  await form.getByLabel('RCS number (SIREN)').fill('123456782')
  await form.getByLabel('VAT number').fill('fr11 123456782')
  await form.getByLabel('Director of publication').fill('Claire Martin, Chairman')
  await form.getByLabel('Host address').fill('2 rue Kellermann, 59100 Roubaix, France')
  await form.getByLabel('Host phone').fill('+33 9 72 10 10 07')
  await form.getByLabel('Mediator name').fill('Médiation Tourisme et Voyage')
  await form.getByLabel('Mediator address').fill('BP 80303, 75823 Paris Cedex 17, France')
  await form.getByLabel('Mediator website').fill('https://www.mtv.travel')
  await form.getByRole('button', { name: 'Save Legal Identity' }).click()
  await expect(page.getByText('The legal identity is saved.')).toBeVisible()
  await expect(form.getByLabel('RCS number (SIREN)')).toHaveValue('123 456 782')
  await expect(page.getByText('The Legal Notice leaves out')).toHaveCount(0)

  const details = page.getByRole('form', { name: 'Site Details' })
  await details.getByLabel('Phone').fill('+33 4 93 12 34 56')
  await details.getByRole('button', { name: 'Save Site Details' }).click()
  await expect(page.getByText('The site details are saved.')).toBeVisible()
  await page.goto('/admin/bookings')
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible()
  await expect(page.getByText('The Legal Notice leaves out')).toHaveCount(0)
  await expect(page.getByText('sample phone number')).toHaveCount(0)

  await visitor.goto('/legal-notice')
  await visitor.reload()
  await expect(
    visitor.getByText('Trade and Companies Register: RCS Fréjus 123 456 782.'),
  ).toBeVisible()
  await expect(visitor.getByText('Intra-community VAT number: FR11123456782.')).toBeVisible()
  await expect(
    visitor.getByText(
      'Claire Martin, Chairman, as the legal representative of Riviera Villas SAS.',
    ),
  ).toBeVisible()
  await expect(visitor.getByText(/Web pages: OVH SAS/)).toBeVisible()
  await expect(visitor.getByText(/Médiation Tourisme et Voyage/)).toBeVisible()
  await expect(visitor.getByText('These details are being completed.')).toHaveCount(0)
  await expect(visitor.getByText(PLACEHOLDERS)).toHaveCount(0)
  await visitor.close()
})
