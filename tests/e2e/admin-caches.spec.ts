import { expect, test, type Page } from './support/test'
import {
  answerDecision,
  createTestVilla,
  dayButtonName,
  removeVilla,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'
import { dayFromToday, isoDay } from './support/villa-booking'

// Caches follow the data: a write refreshes every screen that reads what it wrote, in the same
// browser session (no reload), long before the one-minute staleness would.

const villaIds: string[] = []

test.afterAll(async () => {
  for (const id of villaIds) await removeVilla(id)
})

async function pendingRequest(villaId: string, guest: string, from: number, to: number) {
  const { error } = await serviceClient()
    .from('bookings')
    .insert({
      villa_id: villaId,
      check_in: isoDay(dayFromToday(from)),
      check_out: isoDay(dayFromToday(to)),
      guests_count: 2,
      total_price: 0,
      guest_name: guest,
      guest_email: `${guest.toLowerCase().replace(' ', '.')}@example.com`,
      status: 'pending',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
  if (error) throw error
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' })

/** An in-app navigation, as a link would do it: the page and its cache stay. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

test('confirming and declining from the planner’s booking dialog redraws the planner and refreshes analytics', async ({
  page,
}) => {
  const name = `Caches Planner Villa ${Date.now()}`
  const villaId = (await createTestVilla(name, 700)).id
  villaIds.push(villaId)
  await pendingRequest(villaId, 'Bea Pending', 4, 7)
  await pendingRequest(villaId, 'Dan Declined', 9, 11)

  // Analytics first, for a period that holds both requests: nothing booked yet.
  const from = isoDay(dayFromToday(0))
  const to = isoDay(dayFromToday(30))
  await signInAsAdmin(page, `/admin/analytics?from=${from}&to=${to}`)
  const byVilla = page
    .getByRole('table', { name: 'By villa' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
  await expect(byVilla).toContainText('0 / ')

  await sidebar(page).getByRole('link', { name: 'Planner' }).click()
  const row = page
    .getByRole('list', { name: 'Villas' })
    .getByRole('listitem')
    .filter({ hasText: name })
  const dialog = page.getByRole('dialog')

  await row.getByRole('button', { name: /^Bea Pending, .*, pending request/ }).click()
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(page, 'confirm')
  await expect(page.getByText('Booking confirmed successfully')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(
    row.getByRole('button', { name: /^Bea Pending, .*, confirmed, awaiting deposit$/ }),
  ).toBeVisible()
  await expect(row.getByRole('button', { name: /^Bea Pending, .*, pending request/ })).toHaveCount(
    0,
  )

  await row.getByRole('button', { name: /^Dan Declined, .*, pending request/ }).click()
  await dialog.getByRole('button', { name: 'Decline' }).click()
  await answerDecision(page, 'decline')
  await expect(page.getByText('Booking cancelled successfully')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(row.getByRole('button', { name: /^Dan Declined/ })).toHaveCount(0)

  // Back to the same analytics period, from this session's cache: the three nights now count.
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible()
  await expect(byVilla).toContainText('3 / ')
})

test('saving a villa refreshes the planner’s rows, the bookings villa filter and the public calendar’s rules', async ({
  page,
}) => {
  const name = `Caches Villa ${Date.now()}`
  const renamed = `${name} Renamed`
  const villaId = (await createTestVilla(name, 600)).id
  villaIds.push(villaId)
  const checkIn = isoDay(dayFromToday(20))
  const twoLater = isoDay(dayFromToday(22))

  // The public calendar as a visitor sees it, in the admin's app (the public site's own builds
  // are other pages): one night is enough.
  await signInAsAdmin(page, '/admin/villas')
  await navigateInApp(page, `/villa/${villaId}`)
  const openCalendar = async () => {
    await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
    const calendar = page.getByRole('dialog').last()
    await calendar
      .getByRole('combobox', { name: /year/i })
      .first()
      .selectOption(checkIn.slice(0, 4))
    const month = new Date(`${checkIn}T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    })
    await calendar.getByRole('combobox', { name: /month/i }).first().selectOption({ label: month })
    await calendar.getByRole('button', { name: dayButtonName(checkIn) }).click()
    return calendar.getByRole('button', { name: dayButtonName(twoLater) })
  }
  await expect(await openCalendar()).toBeEnabled()
  await page.keyboard.press('Escape')

  // The staff screens that list villas, loaded before the save.
  await navigateInApp(page, '/admin/planner')
  const rows = page.getByRole('list', { name: 'Villas' })
  await expect(rows.getByRole('listitem').filter({ hasText: name })).toBeVisible()
  await sidebar(page)
    .getByRole('link', { name: /^Bookings/ })
    .click()
  await page.getByRole('combobox', { name: 'Villa' }).click()
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  await sidebar(page).getByRole('link', { name: 'Villas' }).click()
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Villa' })
  await edit.getByLabel('Name').fill(renamed)
  await edit.getByLabel('Minimum nights').fill('4')
  await edit.getByRole('button', { name: 'Update Villa' }).click()
  await expect(page.getByText('Villa updated successfully')).toBeVisible()

  await sidebar(page).getByRole('link', { name: 'Planner' }).click()
  await expect(rows.getByRole('listitem').filter({ hasText: renamed })).toBeVisible()
  await sidebar(page)
    .getByRole('link', { name: /^Bookings/ })
    .click()
  await page.getByRole('combobox', { name: 'Villa' }).click()
  await expect(page.getByRole('option', { name: renamed, exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // Back to the villa page in the same session: its calendar follows the new minimum stay.
  await navigateInApp(page, `/villa/${villaId}`)
  const tooShort = await openCalendar()
  await expect(tooShort).toHaveAccessibleName(/Minimum 4 nights/)
  await expect(tooShort).toBeDisabled()
})
