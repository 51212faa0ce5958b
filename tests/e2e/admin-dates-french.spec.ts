import { expect, test } from './support/test'
import {
  createStaffMember,
  dayButtonName,
  isoInDays,
  pickDay,
  pickSingleDay,
  shownDay,
  STAFF_PASSWORD,
} from './support/admin'
import { serviceClient } from './support/stack'

// Issue 22: a staff member whose admin is French sees and picks dates in French, whatever the
// browser's language (native date inputs showed "11/26/2026" on an American browser): the
// bookings filters and the new-booking dialog. A staff member of this spec's own, set to French.

let email = ''
let userId = ''

test.use({ locale: 'en-US' })

test.beforeAll(async () => {
  ;({ email, userId } = await createStaffMember('dates-fr', 'fr'))
})

test.afterAll(async () => {
  if (userId) await serviceClient().auth.admin.deleteUser(userId)
})

test('a French admin filters bookings and enters a stay with French dates', async ({ page }) => {
  await page.goto('/admin/bookings')
  await page.getByLabel(/^(Email|E-mail)$/).fill(email)
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { name: 'Gestion des réservations' })).toBeVisible()

  // The filter: a French calendar (weeks from Monday), the day written in French, then cleared.
  const from = isoInDays(40)
  const filters = page.getByRole('region', { name: 'Filtres' })
  const stayFrom = filters.getByLabel('Séjour à partir du')
  await expect(stayFrom).toHaveText('Toutes les dates')
  await stayFrom.click()
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
  await expect(calendar.locator('thead th').first()).toHaveAttribute('aria-label', 'lundi')
  await pickDay(page, from, 'fr')
  await expect(page).toHaveURL(new RegExp(`stay_from=${from}`))
  await expect(stayFrom).toHaveText(shownDay(from, 'fr'))
  await stayFrom.click()
  await calendar.getByRole('button', { name: 'Effacer la date' }).click()
  await expect(stayFrom).toHaveText('Toutes les dates')
  await expect(page).not.toHaveURL(/stay_from=/)

  // The new booking: arrival and departure picked and shown in French.
  await page.getByRole('button', { name: 'Nouvelle réservation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nouvelle réservation' })
  const [checkIn, checkOut] = [isoInDays(60), isoInDays(63)]
  await pickSingleDay(page, dialog.getByLabel('Arrivée'), checkIn, 'fr')
  await pickSingleDay(page, dialog.getByLabel('Départ'), checkOut, 'fr')
  await expect(dialog.getByLabel('Arrivée')).toHaveText(shownDay(checkIn, 'fr'))
  await expect(dialog.getByLabel('Départ')).toHaveText(shownDay(checkOut, 'fr'))
  // The departure's calendar keeps the arrival day and those before it out of reach.
  await dialog.getByLabel('Départ').click()
  await expect(calendar.getByRole('button', { name: dayButtonName(checkIn, 'fr') })).toBeDisabled()
})
