import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import { createTestVilla, removeVilla, seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// A villa of this spec's own, so the seed's FAQs and reviews stay as they were.
const VILLA_NAME = 'Villa E2E Questions'
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME)).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
})

async function pickVilla(page: Page) {
  await page.getByLabel('Villa', { exact: true }).click()
  await page.getByRole('option', { name: `${VILLA_NAME} — Test Cove, Saint Raphaël` }).click()
}

test('staff add, edit, deactivate and delete a villa FAQ', async ({ page }) => {
  await signInAsAdmin(page, '/admin/villa-faqs')
  await expect(page.getByRole('heading', { name: 'Manage Villa FAQs' })).toBeVisible()
  await pickVilla(page)
  await expect(page.getByText('No FAQs yet')).toBeVisible()
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  const addForm = page.getByRole('form', { name: 'Add New FAQ' })
  const form = addForm.getByRole('button', { name: 'Add FAQ' })
  await addForm.getByLabel('Question').fill('   ')
  await addForm.getByLabel('Answer').fill('Only an answer')
  await form.click()
  await expect(page.getByText('Question and answer are required')).toBeVisible()

  await addForm.getByLabel('Question').fill('  Is there a wine cellar?  ')
  await addForm.getByLabel('Answer').fill('Yes, with a selection of Provence rosés.')
  await form.click()
  await expect(page.getByText('FAQ added successfully')).toBeVisible()
  const item = page.getByRole('group', { name: 'FAQ: Is there a wine cellar?' })
  await expect(item).toContainText('#1')
  await addForm.getByLabel('Question').fill('Is there a gym?')
  await addForm.getByLabel('Answer').fill('A small one, by the pool house.')
  await form.click()
  await expect(page.getByRole('group', { name: 'FAQ: Is there a gym?' })).toContainText('#2')

  const { data: rows } = await serviceClient()
    .from('villa_faqs')
    .select('question, display_order, is_active')
    .eq('villa_id', villaId)
    .order('display_order')
  expect(rows).toEqual([
    { question: 'Is there a wine cellar?', display_order: 1, is_active: true },
    { question: 'Is there a gym?', display_order: 2, is_active: true },
  ])

  // Inline edit.
  await item.getByRole('button', { name: 'Edit' }).click()
  await item.getByLabel('Question').fill('Is there a wine cellar and tasting room?')
  await item.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('FAQ updated successfully')).toBeVisible()
  const edited = page.getByRole('group', { name: 'FAQ: Is there a wine cellar and tasting room?' })
  await expect(edited).toBeVisible()

  await page.goto(`/villa/${villaId}`)
  await expect(page.getByText('Is there a wine cellar and tasting room?')).toBeVisible()

  // Deactivated: gone from the public page, still listed for staff.
  await page.goto('/admin/villa-faqs')
  await pickVilla(page)
  await edited.getByRole('switch', { name: 'Active' }).click()
  await expect(page.getByText('FAQ updated successfully')).toBeVisible()
  await expect(edited).toContainText('Inactive')
  await page.goto(`/villa/${villaId}`)
  await expect(page.getByText('Is there a gym?')).toBeVisible()
  await expect(page.getByText('Is there a wine cellar and tasting room?')).toHaveCount(0)

  // Delete after the app's confirmation: Cancel keeps the FAQ, "Delete FAQ" removes it.
  await page.goto('/admin/villa-faqs')
  await pickVilla(page)
  await edited.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this FAQ?',
  })
  await expect(confirm).toContainText('Is there a wine cellar and tasting room?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(edited).toHaveCount(1)
  await edited.getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Delete FAQ' }).click()
  await expect(page.getByText('FAQ deleted successfully')).toBeVisible()
  await expect(edited).toHaveCount(0)
  const { data: left } = await serviceClient()
    .from('villa_faqs')
    .select('question')
    .eq('villa_id', villaId)
  expect(left).toEqual([{ question: 'Is there a gym?' }])
})

test('staff add, edit, deactivate and delete a villa review', async ({ page }) => {
  await signInAsAdmin(page, '/admin/villa-reviews')
  await expect(page.getByRole('heading', { name: 'Manage Villa Reviews' })).toBeVisible()
  await pickVilla(page)
  await expect(page.getByText('No reviews yet')).toBeVisible()
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  const addForm = page.getByRole('form', { name: 'Add New Review' })
  const add = addForm.getByRole('button', { name: 'Add Review' })
  await addForm.getByLabel('Guest Name').fill('Sofia Rossi')
  await addForm.getByLabel('Review Text').fill('Magnificent sunsets.')
  await add.click()
  await expect(page.getByText('Please fill in all fields')).toBeVisible()

  await addForm.getByLabel('Guest Location').fill('Milan, Italy')
  await add.click()
  await expect(addForm.getByText('Choose the guest’s rating, from 1 to 5 stars.')).toBeVisible()
  await addForm.getByRole('radio', { name: '4 stars' }).check()
  await add.click()
  await expect(page.getByText('Review added successfully')).toBeVisible()
  const item = page.getByRole('group', { name: 'Review by Sofia Rossi' })
  await expect(item).toContainText('#1')
  await expect(item).toContainText('Milan, Italy')

  await item.getByRole('button', { name: 'Edit' }).click()
  await item.getByLabel('Review Text').fill('Magnificent sunsets and a wonderful chef.')
  await item.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Review updated successfully')).toBeVisible()
  await expect(item).toContainText('Magnificent sunsets and a wonderful chef.')

  await page.goto(`/villa/${villaId}`)
  await expect(page.getByText('Magnificent sunsets and a wonderful chef.')).toBeVisible()

  await page.goto('/admin/villa-reviews')
  await pickVilla(page)
  await item.getByRole('switch', { name: 'Active' }).click()
  await expect(page.getByText('Review updated successfully')).toBeVisible()
  await expect(item).toContainText('Inactive')
  await page.goto(`/villa/${villaId}`)
  await expect(page.getByRole('heading', { name: VILLA_NAME })).toBeVisible()
  await expect(page.getByText('Magnificent sunsets and a wonderful chef.')).toHaveCount(0)

  await page.goto('/admin/villa-reviews')
  await pickVilla(page)
  await item.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this review?' })
    .getByRole('button', { name: 'Delete review' })
    .click()
  await expect(page.getByText('Review deleted successfully')).toBeVisible()
  await expect(page.getByText('No reviews yet')).toBeVisible()
  const { data: left } = await serviceClient()
    .from('villa_reviews')
    .select('id')
    .eq('villa_id', villaId)
  expect(left).toEqual([])
})
