import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  pickDay,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
} from './support/admin'

const VILLA = 'Villa E2E Seasons'
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA, 400)).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

async function nightlyPrices() {
  const { data, error } = await anonClient().rpc('get_villa_prices', {
    p_villa_id: villaId,
    p_from: isoInDays(4),
    p_to: isoInDays(8),
  })
  if (error) throw error
  return data.map((row) => Number(row.price))
}

test('a seasonal price changes the nightly price on its days, then can be edited and deleted', async ({
  page,
}) => {
  expect(await nightlyPrices()).toEqual([400, 400, 400, 400, 400])

  await signInAsAdmin(page, '/admin/seasonal-pricing')
  await expect(page.getByRole('heading', { name: 'Seasonal Pricing Management' })).toBeVisible()
  // Only the test villa's seasons, which keeps the list (and the audit) short.
  await page.getByRole('combobox', { name: 'Villa' }).click()
  await page.getByRole('option', { name: new RegExp(VILLA) }).click()
  await expect(page.getByText('No seasonal prices')).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(seriousViolations(axe)).toEqual([])

  await page.getByRole('button', { name: 'Add Seasonal Pricing' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Seasonal Pricing' })
  await dialog.getByRole('button', { name: 'Create Pricing' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await dialog.getByLabel('Villa').click()
  await page.getByRole('option', { name: new RegExp(VILLA) }).click()
  await dialog.getByLabel('Season name').fill('Spring Break')
  await dialog.getByLabel('Start date').click()
  await pickDay(page, isoInDays(5))
  await dialog.getByLabel('End date').click()
  await pickDay(page, isoInDays(7))
  await dialog.getByLabel('Price per night (€)').fill('650')
  await expect(dialog.getByLabel('Priority')).toHaveValue('1')
  await dialog.getByRole('button', { name: 'Create Pricing' }).click()
  await expect(page.getByText('Seasonal pricing created successfully')).toBeVisible()

  expect(await nightlyPrices()).toEqual([400, 650, 650, 650, 400])

  const card = page.getByRole('article', { name: `Spring Break, ${VILLA}` })
  await card.getByRole('button', { name: 'Edit Spring Break' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Seasonal Pricing' })
  await edit.getByLabel('Price per night (€)').fill('700')
  await edit.getByLabel('Priority').fill('')
  await edit.getByRole('button', { name: 'Update Pricing' }).click()
  await expect(page.getByText('Seasonal pricing updated successfully')).toBeVisible()
  expect(await nightlyPrices()).toEqual([400, 700, 700, 700, 400])

  page.once('dialog', (confirm) => void confirm.accept())
  await card.getByRole('button', { name: 'Delete Spring Break' }).click()
  await expect(page.getByText('Seasonal pricing deleted successfully')).toBeVisible()
  await expect(card).toBeHidden()
  expect(await nightlyPrices()).toEqual([400, 400, 400, 400, 400])
})
