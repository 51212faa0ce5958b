import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { createTestVilla, removeVilla, seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// Issue 20, points 1 and 5: staff set a villa's classification, registration number, commune,
// cancellation tiers and extras in the villa editor; the villa page shows the number and the
// classification; staff add a commune and its rate on the Tourist Tax screen.

const VILLA = 'Villa E2E Offer'
const COMMUNE = 'Fréjus E2E'
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA, 700)).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
  await serviceClient().from('tourist_tax_communes').delete().eq('name', COMMUNE)
})

test('staff register a villa, set its cancellation tiers and an extra; the villa page shows them', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/villas?q=E2E%20Offer')
  const row = page.getByRole('article', { name: VILLA })
  // Published without a registration number: loi Le Meur makes it compulsory.
  await expect(row).toContainText('Published without a registration number')

  await row.getByRole('button', { name: `Edit ${VILLA}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Villa' })
  await dialog.getByLabel('Classification').selectOption({ label: '4 stars' })
  await dialog.getByLabel('Tourist-tax commune').selectOption({ label: 'Saint-Raphaël (83118)' })
  // A number of another commune is refused beside the field, and what was typed stays.
  await dialog.getByLabel('Registration number').fill('06004 000999 ab')
  await dialog.getByRole('button', { name: 'Update Villa' }).click()
  await expect(
    dialog.getByText('A number registered in Saint-Raphaël starts with its INSEE code, 83118'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Registration number')).toHaveValue('06004 000999 ab')
  await dialog.getByLabel('Registration number').fill('83118-452')
  await dialog.getByRole('button', { name: 'Update Villa' }).click()
  await expect(dialog.getByText(/A registration number is 13 characters/)).toBeVisible()
  await dialog.getByLabel('Registration number').fill('83118 000999 ab')
  await dialog.getByRole('button', { name: 'Update Villa' }).click()
  await expect(page.getByText('Villa updated successfully')).toBeVisible()
  await expect(row).not.toContainText('Published without a registration number')

  await row.getByRole('button', { name: `Edit ${VILLA}` }).click()
  await dialog.getByRole('button', { name: 'Offer & terms' }).click()
  const tiers = dialog.getByRole('form', { name: 'Cancellation tiers' })
  // Our Terms, as every new villa starts.
  await expect(tiers).toContainText(
    'Cancelled 30 to 60 days before arrival: the guest owes 50 % of the stay',
  )
  // Without a tier from 0 days, saving is refused with the reason.
  await tiers.getByRole('button', { name: 'Remove the tier from 0 days' }).click()
  await tiers.getByRole('button', { name: 'Save cancellation tiers' }).click()
  await expect(tiers.getByRole('alert')).toHaveText(
    'Keep a tier from 0 days before arrival: it sets what a late cancellation (or a no-show) costs',
  )
  await tiers.getByRole('button', { name: 'Add a tier' }).click()
  await tiers.getByLabel('Days before arrival').last().fill('0')
  await tiers.getByLabel('Guest owes (%)').last().fill('100')
  await tiers.getByRole('button', { name: 'Add a tier' }).click()
  await tiers.getByLabel('Days before arrival').last().fill('90')
  await tiers.getByLabel('Guest owes (%)').last().fill('10')
  await expect(tiers).toContainText(
    'Cancelled 90 days or more before arrival: the guest owes 10 % of the stay',
  )
  await tiers.getByRole('button', { name: 'Save cancellation tiers' }).click()
  await expect(page.getByText('Cancellation tiers saved')).toBeVisible()

  await dialog.getByRole('button', { name: 'Add an extra' }).click()
  const extra = page.getByRole('dialog', { name: 'Add an extra' })
  await extra.getByRole('button', { name: 'Add extra' }).click()
  await expect(extra.getByText('Name is required')).toBeVisible()
  await expect(extra.getByText('Amount is required')).toBeVisible()
  await extra.getByLabel('Name').fill('Boat day')
  await extra.getByLabel('Description').fill('A skippered day on the bay')
  await extra.getByLabel('Amount (€)').fill('450')
  await extra.getByLabel('Counted').selectOption({ label: 'Per stay' })
  await expect(extra).toContainText('Guests may add it to their stay: €450 per stay.')
  await extra.getByRole('button', { name: 'Add extra' }).click()
  await expect(page.getByText('Extra added')).toBeVisible()
  await expect(dialog.getByRole('listitem', { name: 'Boat day' })).toContainText('Optional extra')
  // A discount's threshold says what it counts, and the rule is read back in plain words.
  await dialog.getByRole('button', { name: 'Add a discount' }).click()
  const discount = page.getByRole('dialog', { name: 'Add a discount' })
  await expect(discount.getByLabel('Minimum nights')).toBeVisible()
  await discount.getByLabel('Kind').selectOption({ label: 'Last minute' })
  await discount.getByLabel('Booked at most (days before arrival)').fill('14')
  await discount.getByLabel('Discount (%)').fill('10')
  await discount.getByRole('button', { name: 'Add discount' }).click()
  await expect(page.getByText('Discount added')).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Discounts' })).toContainText(
    'Booked 14 days or fewer before arrival: 10 % off the nights.',
  )
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(seriousViolations(axe)).toEqual([])

  const db = serviceClient()
  const { data: villa } = await db
    .from('villas')
    .select('classification, registration_number, tax_commune_id')
    .eq('id', villaId)
    .single()
  expect(villa).toMatchObject({ classification: '4_stars', registration_number: '83118000999AB' })
  const { data: savedTiers } = await db
    .from('villa_cancellation_tiers')
    .select('min_days_before, charge_percent')
    .eq('villa_id', villaId)
    .order('min_days_before', { ascending: false })
  expect(savedTiers!.map((tier) => [tier.min_days_before, Number(tier.charge_percent)])).toEqual([
    [90, 10],
    [61, 30],
    [30, 50],
    [0, 100],
  ])
  const { data: charges } = await db
    .from('villa_charges')
    .select('name, amount, unit, is_optional')
    .eq('villa_id', villaId)
  expect(charges).toEqual([{ name: 'Boat day', amount: 450, unit: 'per_stay', is_optional: true }])

  await page.goto(`/villa/${villaId}`)
  await expect(page.getByText('Classified 4-star furnished tourist rental')).toBeVisible()
  await expect(page.getByText('Registration number: 83118000999AB')).toBeVisible()
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]',
  ) as { identifier?: string; starRating?: { ratingValue: number } }[] | { identifier?: string }
  const rental = Array.isArray(jsonLd) ? jsonLd[0] : jsonLd
  expect(rental).toMatchObject({ identifier: '83118000999AB', starRating: { ratingValue: 4 } })
})

test('staff add a commune and its rate on the Tourist Tax screen', async ({ page }) => {
  await signInAsAdmin(page, '/admin/tourist-tax')
  await page.getByRole('link', { name: 'Tourist Tax' }).click()
  await expect(page.getByRole('heading', { name: 'Tourist Tax' })).toBeVisible()

  await page.getByRole('button', { name: 'Add commune' }).click()
  const communeForm = page.getByRole('dialog', { name: 'Add commune' })
  await communeForm.getByLabel('Name').fill(COMMUNE)
  await communeForm.getByLabel('INSEE code').fill('8306')
  await communeForm.getByRole('button', { name: 'Add commune' }).click()
  await expect(communeForm.getByText(/An INSEE code is 5 characters/)).toBeVisible()
  await communeForm.getByLabel('INSEE code').fill('83961')
  await communeForm.getByLabel('Region surcharge (%)').fill('34')
  await communeForm.getByRole('button', { name: 'Add commune' }).click()
  await expect(page.getByText('Commune added')).toBeVisible()

  const commune = page.getByRole('region', { name: /Fréjus E2E/ })
  await expect(commune).toContainText(
    'On top of the rate, the department adds 10 % and the region adds 34 % of it.',
  )
  await expect(commune).toContainText('No rates yet')
  await commune.getByRole('button', { name: 'Add rate' }).click()
  const rateForm = page.getByRole('dialog', { name: `Add rate · ${COMMUNE}` })
  await rateForm.getByLabel('Classification').selectOption({ label: '3 stars' })
  await rateForm.getByRole('button', { name: 'Add rate' }).click()
  await expect(
    rateForm.getByText('The rate is in euros per adult per night, from 0 to 20'),
  ).toBeVisible()
  await rateForm.getByLabel('Rate (€ per adult per night)').fill('1.8')
  await rateForm.getByRole('button', { name: 'Add rate' }).click()
  await expect(page.getByText('Rate added')).toBeVisible()
  await expect(commune).toContainText('3 stars')
  await expect(commune).toContainText('€1.80 per adult per night')
  const axe = await new AxeBuilder({ page }).analyze()
  expect(seriousViolations(axe)).toEqual([])

  const db = serviceClient()
  const { data } = await db
    .from('tourist_tax_communes')
    .select('id, insee_code, regional_surcharge_percent')
    .eq('name', COMMUNE)
    .single()
  expect(data).toMatchObject({ insee_code: '83961', regional_surcharge_percent: 34 })
  const { data: rates } = await db
    .from('tourist_tax_rates')
    .select('classification, amount, percent, cap')
    .eq('commune_id', data!.id)
  expect(rates).toEqual([{ classification: '3_stars', amount: 1.8, percent: null, cap: null }])
})
