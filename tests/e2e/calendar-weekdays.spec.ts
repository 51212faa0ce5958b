import { expect, test, type Page } from './support/test'
import { MIMOSA } from './support/villa-booking'

interface Misplaced {
  day: string
  expected: string
  under: string
}

/**
 * In each month on screen, the days of the first week whose button does not stand under the
 * header of its real weekday (measured: what the guest sees).
 */
function misplacedFirstWeekDays(page: Page): Promise<{ months: string[]; misplaced: Misplaced[] }> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const names = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']
    const months: string[] = []
    const misplaced: Misplaced[] = []
    for (const grid of dialog.querySelectorAll('[role="grid"]')) {
      const headers = [...grid.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect())
      const firstWeek = grid.querySelector('tbody tr')!
      for (const cell of firstWeek.querySelectorAll<HTMLElement>('td[data-day]')) {
        const button = cell.querySelector('button')
        if (!button) continue
        const iso = cell.dataset.day!
        months.push(iso.slice(0, 7))
        const box = button.getBoundingClientRect()
        const center = box.left + box.width / 2
        const column = (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7
        const under = headers.findIndex((h) => center >= h.left && center < h.right)
        if (under !== column)
          misplaced.push({ day: iso, expected: names[column]!, under: names[under] ?? '?' })
      }
    }
    return { months: [...new Set(months)], misplaced }
  })
}

for (const width of [390, 1280]) {
  test(`at ${width} px, the first week of every month of the horizon stands under its real weekdays`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/villa/${MIMOSA.id}`)
    // On a phone the form is below the whole page, and loads as the visitor scrolls to it.
    await page.getByRole('complementary', { name: 'Book this villa' }).scrollIntoViewIfNeeded()
    const trigger = page.getByRole('button', { name: 'Check-in Add date Check-out Add date' })
    await expect(trigger).toBeEnabled()
    await trigger.click()
    const next = page.getByRole('dialog').getByRole('button', { name: /next month/i })
    await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible()

    const seen = new Set<string>()
    for (let step = 0; step < 24; step++) {
      const { months, misplaced } = await misplacedFirstWeekDays(page)
      expect(misplaced, `months ${months.join(', ')}`).toEqual([])
      for (const month of months) seen.add(month)
      if (await next.isDisabled()) break
      await next.click()
    }
    // 18 months of bookings ahead, and a month of check-outs after the last arrival.
    expect(seen.size).toBeGreaterThanOrEqual(19)
  })
}
