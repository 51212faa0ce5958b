import { expect, test, type Page } from './support/test'
import {
  createStaffMember,
  createTestVilla,
  isoInDays,
  removeVilla,
  STAFF_PASSWORD,
} from './support/admin'
import { foreignTextsOnScreen } from './support/catalogue'
import { serviceClient } from './support/stack'

// Issue 22: a staff member whose admin is French runs a villa's offer in French — fees, extras,
// discounts, payment terms, cancellation tiers, seasons — and names a fee in French, which the
// French villa page's offer then shows as quote_stay worded it (and the stored booking keeps).

const NAME = `Villa E2E Offre ${Date.now().toString(36)}`
const CHECK_IN = isoInDays(84)
const CHECK_OUT = isoInDays(91)
let email = ''
let userId = ''
let villaId = ''

test.beforeAll(async () => {
  ;({ email, userId } = await createStaffMember('offer-fr', 'fr'))
  villaId = (await createTestVilla(NAME, 900)).id
  const db = serviceClient()
  for (const result of [
    await db
      .from('villa_charges')
      .insert({ villa_id: villaId, name: 'End-of-stay cleaning', amount: 320, unit: 'per_stay' }),
    await db
      .from('villa_discounts')
      .insert({ villa_id: villaId, kind: 'length_of_stay', threshold: 7, percent: 10 }),
  ])
    if (result.error) throw result.error
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
  if (userId) await serviceClient().auth.admin.deleteUser(userId)
})

async function signInInFrench(page: Page, path: string) {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
}

/** English interface texts on screen, but for a bilingual field's own "English"/"Français". */
async function englishLeft(page: Page) {
  return (await foreignTextsOnScreen(page, 'fr')).filter(
    (found) => !found.startsWith('"Français"') && !found.startsWith('"Close"'),
  )
}

test('a French admin runs the offer in French and names a fee in French for the French page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInInFrench(page, '/admin/villas')
  await expect(page.getByRole('heading', { name: 'Gestion des villas' })).toBeVisible()
  await page.getByRole('button', { name: `Modifier ${NAME}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Modifier la villa' })
  await dialog.getByRole('button', { name: 'Offre et conditions' }).click()
  const offer = dialog.locator('#villa-section-offer')
  await expect(offer.getByRole('form', { name: 'Paliers d’annulation' })).toBeVisible()
  await expect(offer.getByRole('listitem', { name: 'End-of-stay cleaning' })).toBeVisible()
  // The fee's English name is the villa's content, not the interface: shown marked English.
  await expect(offer.getByText('End-of-stay cleaning', { exact: true })).toHaveAttribute(
    'lang',
    'en',
  )
  expect(await englishLeft(page)).toEqual([])

  // The fee gets its French name beside the English one.
  await offer.getByRole('button', { name: 'Modifier End-of-stay cleaning' }).click()
  const charge = page.getByRole('dialog', { name: 'Modifier les frais' })
  await expect(charge.getByText('Français manquant').first()).toBeVisible()
  await charge.getByLabel('Français').first().fill('Ménage de fin de séjour')
  await charge.getByRole('button', { name: 'Mettre à jour les frais' }).click()
  await expect(charge).toHaveCount(0)
  await expect
    .poll(async () => {
      const { data } = await serviceClient()
        .from('villa_charges')
        .select('name, name_fr')
        .eq('villa_id', villaId)
        .single()
      return data
    })
    .toEqual({ name: 'End-of-stay cleaning', name_fr: 'Ménage de fin de séjour' })

  // Seasonal prices, in French too.
  await page.goto('/admin/seasonal-pricing')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await englishLeft(page)).toEqual([])

  // The French villa page's offer words every line in French, the fee by its French name.
  await page.goto(`/fr/villa/${villaId}?check_in=${CHECK_IN}&check_out=${CHECK_OUT}`)
  const lines = page.getByTestId('offer').getByTestId('offer-line')
  await expect(lines).toHaveText([
    /^7\s+nuits × 900\s€6\s300\s€$/,
    /^Séjour de 7\snuits ou plus10\s% de 6\s300\s€−630\s€$/,
    /^Ménage de fin de séjourpar séjour320\s€$/,
  ])
  await expect(page.getByTestId('offer').getByText('Ménage de fin de séjour')).not.toHaveAttribute(
    'lang',
  )
  // The English page keeps the English words.
  await page.goto(`/villa/${villaId}?check_in=${CHECK_IN}&check_out=${CHECK_OUT}`)
  await expect(page.getByTestId('offer').getByTestId('offer-line').nth(2)).toHaveText(
    /^End-of-stay cleaningper stay€320$/,
  )
})
