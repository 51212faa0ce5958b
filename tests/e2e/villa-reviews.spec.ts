import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { createTestVilla, removeVilla, seriousViolations, signInAsAdmin } from './support/admin'
import { MONTHS } from '../../src/lib/dates'
import { serviceClient } from './support/stack'

// Reviews that say what they are: stars, month of stay, "Verified stay", the average per villa
// and how reviews are checked (Code de la consommation L111-7-2); staff set the rating.

const AZUR = 'a1000000-0000-4000-8000-000000000001'

/** "July 2026" for the month so many months before this one (as the seed writes them). */
function monthsAgo(count: number) {
  const date = new Date()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - count)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

test('a villa page shows its average, each review’s stars, month and mark, and how reviews are checked', async ({
  page,
}) => {
  await page.goto(`/villa/${AZUR}`)
  const reviews = page.getByRole('region', { name: 'What our guests say' })
  await reviews.scrollIntoViewIfNeeded()
  await expect(reviews.getByRole('img', { name: '5 out of 5' }).first()).toBeVisible()
  await expect(reviews).toContainText('5.0')
  await expect(reviews).toContainText('3 reviews')

  const verified = reviews.getByRole('article', { name: 'Review by Michael Rosen' })
  await expect(verified.getByRole('img', { name: '5 out of 5' })).toBeVisible()
  await expect(verified.getByText('Verified stay')).toBeVisible()
  await expect(verified).toContainText(`Stayed in ${monthsAgo(9)}`)
  const told = reviews.getByRole('article', { name: 'Review by Charlotte & James Whitmore' })
  await expect(told).toContainText(`Stayed in ${monthsAgo(2)}`)
  await expect(told.getByText('Verified stay')).toHaveCount(0)

  await reviews.getByText('How reviews are checked').click()
  await expect(
    reviews.getByText(/A review marked “Verified stay” is linked to a confirmed booking/),
  ).toBeVisible()
  await expect(reviews.getByText(/positive or negative/)).toBeVisible()
  expect(
    seriousViolations(await new AxeBuilder({ page }).include('#reviews-title').analyze()),
  ).toEqual([])
})

test.describe('staff', () => {
  const NAME = 'Villa E2E Ratings'
  let villaId = ''

  test.beforeAll(async () => {
    villaId = (await createTestVilla(NAME)).id
    const { error } = await serviceClient().from('villa_reviews').insert({
      villa_id: villaId,
      guest_name: 'Ines Duarte',
      guest_location: 'Lisbon, Portugal',
      review_text: 'The quietest week of our year.',
      rating: 5,
      display_order: 1,
    })
    if (error) throw error
  })
  test.afterAll(async () => {
    if (villaId) await removeVilla(villaId)
  })

  test('change a rating and the month of stay; the villa page shows them', async ({ page }) => {
    await signInAsAdmin(page, '/admin/villa-reviews')
    await page.getByLabel('Villa', { exact: true }).click()
    await page.getByRole('option', { name: `${NAME} — Test Cove, Saint Raphaël` }).click()
    const item = page.getByRole('group', { name: 'Review by Ines Duarte' })
    await expect(item.getByRole('img', { name: '5 out of 5' })).toBeVisible()

    await item.getByRole('button', { name: 'Edit' }).click()
    await expect(item.getByLabel('Verified stay')).toContainText('Not linked to a booking')
    await expect(item.getByText('No finished confirmed stay of this villa yet.')).toBeVisible()
    await item.getByRole('radio', { name: '3 stars' }).check()
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])
    await item.getByLabel('Month of stay').selectOption({ label: 'July' })
    await item.getByRole('button', { name: 'Save' }).click()
    // A month without its year is refused beside the field, and what was chosen stays.
    await expect(
      item.getByText('Choose both the month and the year of the stay, or neither.'),
    ).toBeVisible()
    await expect(item.getByRole('radio', { name: '3 stars' })).toBeChecked()

    const year = String(new Date().getFullYear() - 1)
    await item.getByLabel('Year of stay').selectOption(year)
    await item.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Review updated successfully')).toBeVisible()
    await expect(item.getByRole('img', { name: '3 out of 5' })).toBeVisible()
    await expect(item).toContainText(`Stayed in July ${year}`)

    await page.goto(`/villa/${villaId}`)
    const reviews = page.getByRole('region', { name: 'What our guests say' })
    await expect(reviews).toContainText('3.0')
    await expect(reviews).toContainText('1 review')
    const review = reviews.getByRole('article', { name: 'Review by Ines Duarte' })
    await expect(review.getByRole('img', { name: '3 out of 5' })).toBeVisible()
    await expect(review).toContainText(`Stayed in July ${year}`)
  })
})
