import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { pngBuffer, removeVilla, seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

const NAME = 'Villa E2E Horizon'
const RENAMED = 'Villa E2E Horizon Renamed'

test.afterAll(async () => {
  const { data } = await serviceClient().from('villas').select('id').in('name', [NAME, RENAMED])
  for (const villa of data ?? []) await removeVilla(villa.id)
})

test('staff create a villa with two photos, pick the cover, edit and delete it', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/villas')
  await expect(page.getByRole('heading', { name: 'Manage Villas' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(seriousViolations(axe)).toEqual([])

  await page.getByRole('button', { name: 'Add Villa' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Villa' })
  await expect(dialog).toBeVisible()
  // The defaults of a new villa.
  await expect(dialog.getByLabel('Price per night (€)')).toHaveValue('0')
  await expect(dialog.getByLabel('Max guests')).toHaveValue('1')
  await expect(dialog.getByLabel('Bedrooms')).toHaveValue('1')
  await expect(dialog.getByLabel('Bathrooms')).toHaveValue('1')

  await dialog.getByLabel('Name').fill(NAME)
  await dialog.getByLabel('Location').fill('Anthéor, Saint Raphaël')
  await dialog.getByLabel('Description').fill('A test villa above the red rocks.')
  await dialog.getByLabel('Price per night (€)').fill('980')
  await dialog.getByLabel('Max guests').fill('6')
  await dialog.getByLabel('Bedrooms').fill('3')
  await dialog.getByLabel('Bathrooms').fill('2')
  // Amenities: picked from the catalogue, and custom ones typed (several at once, by commas).
  await dialog.getByRole('button', { name: 'Sea view', exact: true }).click()
  await expect(dialog.getByRole('button', { name: 'Sea view', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await dialog.getByLabel('Add an amenity').fill('Pool, , Chef kitchen ,sea view')
  await dialog.getByLabel('Add an amenity').press('Enter')
  await dialog.getByLabel('Add an amenity').fill('Gym, Sauna')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  // Gym and Sauna are in the catalogue: typed, they are picked there.
  await expect(
    dialog.getByRole('list', { name: 'Custom amenities' }).getByRole('listitem'),
  ).toHaveText(['Pool', 'Chef kitchen'])
  await expect(dialog.getByRole('button', { name: 'Sauna', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await dialog.getByLabel('Distances').fill('Beach: 300 m, Nice airport: 1 h')
  await dialog.getByLabel('Upload images').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: pngBuffer(40, 30, [200, 161, 90]) },
    { name: 'second.png', mimeType: 'image/png', buffer: pngBuffer(40, 30, [15, 42, 68]) },
  ])
  await expect(page.getByText('2 image(s) uploaded successfully')).toBeVisible()
  const images = dialog.getByRole('list', { name: 'Villa photos' }).getByRole('listitem')
  await expect(images).toHaveCount(2)
  await expect(images.nth(0)).toHaveAttribute('data-cover', 'true')
  await dialog.getByRole('button', { name: 'Set photo 2 as cover' }).click()
  await expect(images.nth(1)).toHaveAttribute('data-cover', 'true')
  await expect(images.nth(0)).toHaveAttribute('data-cover', 'false')
  // The thumbnail is the narrowest variant; the photo's URL is its widest (here its own 40 px).
  const thumbnail = await images.nth(1).getByRole('img').getAttribute('src')
  expect(thumbnail).toMatch(/\/storage\/v1\/object\/public\/assets\/villas\/[0-9a-f-]+\/w40\.webp$/)
  const heroUrl = thumbnail

  await dialog.getByRole('button', { name: 'Create Villa' }).click()
  await expect(page.getByText('Villa created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const { data: saved } = await serviceClient().from('villas').select('*').eq('name', NAME).single()
  expect(saved).toMatchObject({
    price_per_night: 980,
    max_guests: 6,
    amenities: ['Sea view', 'Pool', 'Chef kitchen', 'Gym', 'Sauna'],
    distances: 'Beach: 300 m, Nice airport: 1 h',
    size_sqm: null,
    is_active: true,
  })
  expect(saved?.images[0]).toBe(heroUrl)
  expect(saved?.images).toHaveLength(2)

  // The list row: three amenities then "+2 more".
  const card = page.getByRole('article', { name: NAME })
  await expect(card.getByText('+2 more')).toBeVisible()

  // The public villa card shows the chosen hero first.
  await page.goto('/villas')
  const publicCard = page.locator('article').filter({ hasText: NAME })
  await expect(publicCard).toBeVisible()
  await expect(publicCard.locator('img').first()).toHaveAttribute('src', heroUrl!)

  // Edit.
  await page.goto('/admin/villas')
  await page.getByRole('button', { name: `Edit ${NAME}` }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Villa' })
  await expect(editDialog.getByLabel('Name')).toHaveValue(NAME)
  await editDialog.getByLabel('Name').fill(RENAMED)
  await editDialog.getByLabel('Distances').fill('   ')
  await editDialog.getByRole('button', { name: 'Update Villa' }).click()
  await expect(page.getByText('Villa updated successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: RENAMED })).toBeVisible()
  const { data: edited } = await serviceClient()
    .from('villas')
    .select('*')
    .eq('name', RENAMED)
    .single()
  expect(edited?.distances).toBeNull()
  expect(edited?.images[0]).toBe(heroUrl)

  // Delete, from the row's menu, after the app's confirmation.
  await page.getByRole('button', { name: `Actions for ${RENAMED}` }).click()
  await page.getByRole('button', { name: 'Delete villa…' }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this villa?',
  })
  await expect(confirm).toContainText(`${RENAMED} (Anthéor, Saint Raphaël) will be removed`)
  await confirm.getByRole('button', { name: 'Delete villa' }).click()
  await expect(page.getByText('Villa deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: RENAMED })).toBeHidden()
  const { data: gone } = await serviceClient().from('villas').select('id').eq('name', RENAMED)
  expect(gone).toEqual([])
})

test('the villa form traps focus, checks required fields and closes on Escape', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/villas')
  await page.getByRole('button', { name: 'Add Villa' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Villa' })
  await expect(dialog).toBeVisible()
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(seriousViolations(axe)).toEqual([])

  // Focus stays inside the dialog while tabbing.
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  }

  // The browser refuses the empty required name.
  await dialog.getByRole('button', { name: 'Create Villa' }).click()
  expect(
    await dialog
      .getByLabel('Name')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true)
  await expect(dialog).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a large photo is stored as WebP variants 480 to 2400 px wide', async ({ page }) => {
  await signInAsAdmin(page, '/admin/villas')
  await page.getByRole('button', { name: 'Add Villa' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Villa' })
  await dialog
    .getByLabel('Upload images')
    .setInputFiles([
      { name: 'wide.png', mimeType: 'image/png', buffer: pngBuffer(3600, 1800, [90, 140, 180]) },
    ])
  await expect(page.getByText('1 image(s) uploaded successfully')).toBeVisible()
  const image = dialog.getByRole('list', { name: 'Villa photos' }).getByRole('img')
  // The thumbnail is the 480 px variant; the widest is 2400 px, the other widths between.
  await expect(image).toHaveAttribute('src', /\/w480\.webp$/)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([480, 240])
  const widest = (await image.getAttribute('src'))!.replace('/w480.webp', '/w2400.webp')
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob())
    return [bitmap.width, bitmap.height]
  }, widest)
  expect(size).toEqual([2400, 1200])
  // The new villa's photo would be lost: closing asks first, in the app's dialog.
  await page.keyboard.press('Escape')
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await discard.getByRole('button', { name: 'Discard changes' }).click()
  await expect(dialog).toBeHidden()
})
