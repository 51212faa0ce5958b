import { expect, test } from './support/test'
import {
  createTestVilla,
  pickSingleDay,
  removeVilla,
  shownDay,
  signInAsAdmin,
} from './support/admin'
import { serviceClient } from './support/stack'
import { dayButton, dayFromToday, isoDay } from './support/villa-booking'

// The planner: every villa's stays and blocked days in a window; blocking from it reaches the
// public calendar; a stay opens its booking.

const VILLA_NAME = `Planner Villa ${Date.now()}`
let villaId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 640)).id
  // A confirmed stay in the window, to open from the planner.
  const db = serviceClient()
  const { data, error } = await db
    .from('bookings')
    .insert({
      villa_id: villaId,
      check_in: isoDay(dayFromToday(3)),
      check_out: isoDay(dayFromToday(6)),
      guests_count: 2,
      total_price: 0,
      guest_name: 'Ada Planner',
      guest_email: 'ada.planner@example.com',
      status: 'pending',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
    .select('id')
    .single()
  if (error) throw error
  const confirmed = await db.from('bookings').update({ status: 'confirmed' }).eq('id', data.id)
  if (confirmed.error) throw confirmed.error
})

test.afterAll(async () => {
  await serviceClient().from('blocked_dates').delete().eq('villa_id', villaId)
  await removeVilla(villaId)
})

test('blocking days from the planner closes them on the public calendar', async ({ page }) => {
  await signInAsAdmin(page, '/admin/planner')
  await expect(page.getByRole('heading', { name: 'Occupancy Planner' })).toBeVisible()
  const row = page
    .getByRole('list', { name: 'Villas' })
    .getByRole('listitem')
    .filter({ hasText: VILLA_NAME })

  await row.getByRole('button', { name: /^Block days/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Block days' })
  await pickSingleDay(page, dialog.getByLabel('First day'), isoDay(dayFromToday(10)))
  await pickSingleDay(page, dialog.getByLabel('Last day'), isoDay(dayFromToday(12)))
  await dialog.getByLabel('Reason').fill('Owner visit')
  await dialog.getByRole('button', { name: 'Block days' }).click()
  await expect(page.getByText('Dates Blocked Successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(row.getByRole('img', { name: /^Blocked .* to .*: Owner visit$/ })).toBeVisible()

  const { data } = await serviceClient()
    .from('blocked_dates')
    .select('blocked_date, reason')
    .eq('villa_id', villaId)
    .order('blocked_date')
  expect(data).toEqual(
    [10, 11, 12].map((offset) => ({
      blocked_date: isoDay(dayFromToday(offset)),
      reason: 'Owner visit',
    })),
  )

  // The visitor's calendar: those days cannot be picked.
  await page.goto(`/villa/${villaId}`)
  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  for (const offset of [10, 11, 12])
    await expect(dayButton(page, dayFromToday(offset))).toBeDisabled()
  await expect(dayButton(page, dayFromToday(14))).toBeEnabled()
})

test('dragging over a villa row proposes those days; a stay opens its booking', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/planner')
  const row = page
    .getByRole('list', { name: 'Villas' })
    .getByRole('listitem')
    .filter({ hasText: VILLA_NAME })

  const stay = row.getByRole('button', { name: /^Ada Planner, .* confirmed, awaiting deposit$/ })
  await stay.click()
  const booking = page.getByRole('dialog')
  await expect(booking).toContainText('ada.planner@example.com')
  await page.keyboard.press('Escape')
  await expect(booking).toBeHidden()

  // From the 20th to the 21st day after the window's first day (the first of this month).
  const track = row.getByLabel(`${VILLA_NAME}: drag over free days to block them`)
  // The grid opens scrolled to today: back to the window's first day for known positions.
  await track.evaluate((element) => element.closest('[aria-busy]')!.scrollTo({ left: 0 }))
  const box = (await track.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 19 * 28 + 14, y)
  await page.mouse.down()
  await page.mouse.move(box.x + 20 * 28 + 14, y, { steps: 3 })
  await page.mouse.up()
  const dialog = page.getByRole('dialog', { name: 'Block days' })
  const first = new Date(dayFromToday(0).getFullYear(), dayFromToday(0).getMonth(), 20)
  await expect(dialog.getByLabel('First day')).toHaveText(shownDay(isoDay(first)))
  await expect(dialog.getByLabel('Last day')).toHaveText(
    shownDay(isoDay(new Date(first.getFullYear(), first.getMonth(), 21))),
  )
})
