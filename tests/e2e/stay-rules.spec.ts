import { expect, test, type Page } from './support/test'
import { createTestVilla, dayButtonName, removeVilla, signInAsAdmin } from './support/admin'
import { formatAmount } from '../../src/lib/money'
import { serviceClient } from './support/stack'

// Villa Estérel is let Saturday to Saturday, seven nights at least, in July and August (seed).
const ESTEREL = { id: 'a1000000-0000-4000-8000-000000000003', name: 'Villa Estérel' }
const guestEmail = `e2e-rules-${Date.now()}@example.com`
let villaId: string | undefined

test.afterAll(async () => {
  await serviceClient().from('bookings').delete().eq('guest_email', guestEmail)
  if (villaId) await removeVilla(villaId)
})

/** yyyy-MM-dd of a July day of next year, and the day `days` later. */
function julyNextYear(dayOfMonth: number, days = 0): string {
  const date = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, dayOfMonth + days))
  return date.toISOString().slice(0, 10)
}

function dayOf(page: Page, iso: string) {
  return page
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: dayButtonName(iso) })
}

test('a Saturday-to-Saturday villa: no Wednesday arrival, no 3-night stay, a week books at the stored total', async ({
  page,
}) => {
  // The first Saturday after July 14th next year (inside the Summer Peak season).
  let saturday = julyNextYear(15)
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) {
    saturday = julyNextYear(Number(saturday.slice(8)) + 1)
  }
  const plus = (days: number) => {
    const date = new Date(`${saturday}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + days)
    return date.toISOString().slice(0, 10)
  }
  await page.goto(`/villa/${ESTEREL.id}`)
  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  const calendar = page.getByRole('dialog').last()
  // The rule is said as soon as the calendar opens, with the season's dates.
  const notice = calendar.getByTestId('stay-rules-notice')
  await expect(notice).toContainText(
    /\d{1,2} \w{3}( \d{4})? – \d{1,2} \w{3} \d{4}: Saturday arrivals only · 7 nights minimum · departures on Saturday/,
  )
  await expect(notice).toContainText('Other dates: arrivals any day')
  await calendar.getByRole('combobox', { name: /year/i }).first().selectOption(saturday.slice(0, 4))
  await calendar.getByRole('combobox', { name: /month/i }).first().selectOption({ label: 'July' })

  await expect(dayOf(page, plus(-3))).toBeDisabled() // a Wednesday
  await dayOf(page, saturday).click()
  await expect(calendar.getByText(/Minimum 7 nights in .* · departures on Saturday/)).toBeVisible()
  await expect(dayOf(page, plus(3))).toBeDisabled()
  await expect(dayOf(page, plus(3))).toHaveAccessibleName(/Minimum 7 nights in/)
  await dayOf(page, plus(7)).click()

  const shown = (await page.getByTestId('booking-total').textContent())!.trim()
  await page.getByLabel('Full name').fill('Rules Guest')
  await page.getByLabel('Email').fill(guestEmail)
  await page.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
  await page.getByRole('button', { name: 'Request to Book' }).click()
  await expect(page.getByText('Booking Request Submitted')).toBeVisible()

  const { data } = await serviceClient()
    .from('bookings')
    .select('total_price, check_in, check_out')
    .eq('guest_email', guestEmail)
  expect(data).toEqual([expect.objectContaining({ check_in: saturday, check_out: plus(7) })])
  expect(formatAmount(data![0].total_price)).toBe(shown)
})

test('staff change a villa’s minimum stay and the public picker follows', async ({ page }) => {
  const name = `E2E Rules Villa ${Date.now()}`
  villaId = (await createTestVilla(name, 500)).id
  await signInAsAdmin(page, '/admin/villas')
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Villa' })
  await dialog.getByLabel('Minimum nights').fill('4')
  await dialog.getByRole('button', { name: 'Update Villa' }).click()
  await expect(page.getByText('Villa updated successfully')).toBeVisible()

  await page.goto(`/villa/${villaId}`)
  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  const checkIn = new Date()
  checkIn.setUTCDate(checkIn.getUTCDate() + 20)
  const iso = (offset: number) => {
    const date = new Date(checkIn)
    date.setUTCDate(date.getUTCDate() + offset)
    return date.toISOString().slice(0, 10)
  }
  const calendar = page.getByRole('dialog').last()
  await calendar.getByRole('combobox', { name: /year/i }).first().selectOption(iso(0).slice(0, 4))
  const month = new Date(`${iso(0)}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  })
  await calendar.getByRole('combobox', { name: /month/i }).first().selectOption({ label: month })
  await dayOf(page, iso(0)).click()
  await expect(dayOf(page, iso(2))).toHaveAccessibleName(/Minimum 4 nights/)
  await expect(dayOf(page, iso(2))).toBeDisabled()
})
