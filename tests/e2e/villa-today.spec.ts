import { expect, test } from './support/test'
import { format } from 'date-fns'
import { MIMOSA } from './support/villa-booking'

// "Today" is the villas' day on the Riviera (src/lib/dates.ts), whatever the visitor's zone: at
// 23:30 UTC it is already tomorrow in Paris, in London as in Los Angeles (where it is 15:30).
for (const timezoneId of ['UTC', 'America/Los_Angeles']) {
  test.describe(`a visitor whose browser is on ${timezoneId}`, () => {
    test.use({ timezoneId })

    test('sees the calendar start on today in Paris at 23:30 UTC', async ({ page }) => {
      const now = new Date()
      const late = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30),
      )
      const parisDay = new Date(
        Date.UTC(late.getUTCFullYear(), late.getUTCMonth(), late.getUTCDate() + 1, 12),
      )
      await page.clock.install({ time: late })
      await page.goto(`/villa/${MIMOSA.id}`)
      await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
      const today = page.getByRole('button', { name: /^Today, / })
      await expect(today).toHaveAccessibleName(
        new RegExp(`^Today, ${format(parisDay, 'EEEE, MMMM do, yyyy')}`),
      )
      await expect(today).toBeEnabled()
    })
  })
}
