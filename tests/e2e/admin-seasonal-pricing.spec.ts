import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  pickSingleDay,
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
  // One villa picked: its section is open, with its 12-month strip and no seasons yet.
  const section = page.getByRole('region', { name: VILLA })
  await expect(section.getByRole('button', { name: new RegExp(VILLA) })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(section.getByText('No seasons listed')).toBeVisible()
  const strip = section.getByRole('group', {
    name: `Nightly prices of ${VILLA}, next 12 months (arrow keys move between days)`,
  })
  // The strip and its caption come with the prices: wait for them before counting its days.
  await expect(section.locator('figcaption').getByText('€400', { exact: true })).toBeVisible()
  expect(await strip.locator('[data-date]').count()).toBeGreaterThanOrEqual(365)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(seriousViolations(axe)).toEqual([])

  await page.getByRole('button', { name: 'Add Seasonal Pricing' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Seasonal Pricing' })
  await dialog.getByRole('button', { name: 'Create Pricing' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await dialog.getByLabel('Villa').click()
  await page.getByRole('option', { name: new RegExp(VILLA) }).click()
  await dialog.getByLabel('Season name').fill('Spring Break')
  await pickSingleDay(page, dialog.getByLabel('Start date'), isoInDays(5))
  await pickSingleDay(page, dialog.getByLabel('End date'), isoInDays(7))
  await dialog.getByLabel('Price per night (€)').fill('650')
  await expect(dialog.getByLabel('Priority')).toHaveValue('1')
  await dialog.getByRole('button', { name: 'Create Pricing' }).click()
  await expect(page.getByText('Seasonal pricing created successfully')).toBeVisible()

  expect(await nightlyPrices()).toEqual([400, 650, 650, 650, 400])

  // The strip shows the season's price on its days, and the base price around them.
  const dayCell = (offset: number) => strip.locator(`[data-date="${isoInDays(offset)}"]`)
  const readout = section.getByTestId('strip-readout')
  await dayCell(6).hover()
  await expect(readout).toHaveText(/· Spring Break · €650 \/ night$/)
  await expect(dayCell(5)).toHaveAttribute('title', /Spring Break · €650 \/ night/)
  await expect(dayCell(7)).toHaveAttribute('data-price', '650')
  await dayCell(4).hover()
  await expect(readout).toHaveText(/· No season \(base price\) · €400 \/ night$/)
  await expect(dayCell(8)).toHaveAttribute('data-price', '400')
  await expect(section.getByText('€400–€650')).toHaveCount(0)
  await expect(section.locator('figcaption').getByText('€650', { exact: true })).toBeVisible()
  // Keyboard: focus the strip, then arrow through the days. The pointer leaves the strip first:
  // left over it, it hovers whichever day the keys scroll under it, and the readout follows it.
  await page.mouse.move(0, 0)
  await strip.focus()
  await strip.press('Home')
  for (let i = 0; i < 5; i += 1) await strip.press('ArrowRight')
  await expect(readout).toHaveText(/Spring Break · €650 \/ night$/)

  const card = page.getByRole('article', { name: `Spring Break, ${VILLA}` })
  await card.getByRole('button', { name: 'Edit Spring Break' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Seasonal Pricing' })
  await edit.getByLabel('Price per night (€)').fill('700')
  await edit.getByLabel('Priority').fill('')
  await edit.getByRole('button', { name: 'Update Pricing' }).click()
  await expect(page.getByText('Seasonal pricing updated successfully')).toBeVisible()
  expect(await nightlyPrices()).toEqual([400, 700, 700, 700, 400])
  await expect(dayCell(6)).toHaveAttribute('data-price', '700')

  // A second season over the same days: the higher priority wins.
  await page.getByRole('button', { name: 'Add Seasonal Pricing' }).click()
  await dialog.getByLabel('Villa').click()
  await page.getByRole('option', { name: new RegExp(VILLA) }).click()
  await dialog.getByLabel('Season name').fill('Easter Holiday')
  await pickSingleDay(page, dialog.getByLabel('Start date'), isoInDays(7))
  await pickSingleDay(page, dialog.getByLabel('End date'), isoInDays(9))
  await dialog.getByLabel('Price per night (€)').fill('900')
  await dialog.getByLabel('Priority').fill('5')
  await dialog.getByRole('button', { name: 'Create Pricing' }).click()
  await expect(page.getByText('Seasonal pricing created successfully')).toBeVisible()
  // A higher priority over a lower one is intended: explained on the rows, never flagged.
  await expect(section.getByText('Same priority', { exact: true })).toHaveCount(0)
  await expect(dayCell(7)).toHaveAttribute(
    'title',
    /Easter Holiday · €900 \/ night · over Spring Break$/,
  )
  await expect(card).toContainText('Easter Holiday (priority 5) applies instead on')
  await expect(dayCell(6)).toHaveAttribute('data-price', '700')

  // The same priority is a tie-break nobody chose: the header says what overlaps and who wins.
  const easter = page.getByRole('article', { name: `Easter Holiday, ${VILLA}` })
  await easter.getByRole('button', { name: 'Edit Easter Holiday' }).click()
  await edit.getByLabel('Priority').fill('1')
  await edit.getByRole('button', { name: 'Update Pricing' }).click()
  await expect(page.getByText('Seasonal pricing updated successfully')).toBeVisible()
  await expect(section.getByText('Same priority', { exact: true })).toBeVisible()
  await expect(section).toContainText(
    /Easter Holiday and Spring Break both have priority 1 on [^:]+: Easter Holiday applies, by tie-break\./,
  )
  await expect(card).toContainText('Easter Holiday applies, as it starts later.')
  await expect(dayCell(7)).toHaveAttribute('title', /· same priority as Spring Break$/)

  // Deleting asks first, in the app's dialog; Cancel keeps the season.
  await section.getByRole('button', { name: 'Delete Easter Holiday' }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this seasonal pricing?',
  })
  await expect(confirm).toContainText('Easter Holiday')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(easter).toBeVisible()
  await section.getByRole('button', { name: 'Delete Easter Holiday' }).click()
  await confirm.getByRole('button', { name: 'Delete season' }).click()
  await expect(page.getByText('Seasonal pricing deleted successfully')).toBeVisible()
  await expect(section.getByText('Same priority', { exact: true })).toHaveCount(0)

  // The first deletion's toast goes first, so the next one is surely the second's.
  await expect(page.getByText('Seasonal pricing deleted successfully')).toBeHidden()
  await card.getByRole('button', { name: 'Delete Spring Break' }).click()
  await confirm.getByRole('button', { name: 'Delete season' }).click()
  await expect(page.getByText('Seasonal pricing deleted successfully')).toBeVisible()
  await expect(card).toBeHidden()
  expect(await nightlyPrices()).toEqual([400, 400, 400, 400, 400])
})
