import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// 30 messages of this spec's own, found by a word no other message has: 20 general (8 of
// them read), 10 concierge.
const TOKEN = `zephyr${Date.now()}`

test.beforeAll(async () => {
  const db = serviceClient()
  const rows = Array.from({ length: 30 }, (_, i) => ({
    name: `Paging Guest ${String(i).padStart(2, '0')}`,
    email: `paging.${i}@example.com`,
    message: `Question ${i} about the ${TOKEN} terrace.`,
    form_type: i < 20 ? ('general' as const) : ('concierge' as const),
  }))
  const { data, error } = await db.from('contact_submissions').insert(rows).select('id, name')
  if (error) throw error
  const read = data.filter((row) => Number(row.name.slice(-2)) < 8).map((row) => row.id)
  const update = await db.from('contact_submissions').update({ status: 'read' }).in('id', read)
  if (update.error) throw update.error
})

test.afterAll(async () => {
  await serviceClient().from('contact_submissions').delete().like('message', `%${TOKEN}%`)
})

test('messages are searched, filtered and paged on the server, and the view is in the URL', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/messages')
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible()

  await page.getByLabel('Search messages').fill(TOKEN.toUpperCase())
  await expect(page).toHaveURL(new RegExp(`q=${TOKEN.toUpperCase()}`))
  const pager = page.getByRole('navigation', { name: 'Messages pages' })
  await expect(pager.getByText('Showing 1–25 of 30')).toBeVisible()
  await expect(page.getByRole('group', { name: /^Message from Paging Guest/ })).toHaveCount(25)
  const counts = page.getByRole('list', { name: 'Messages by status' })
  await expect(counts.getByRole('button', { name: 'Unread 22' })).toBeVisible()
  await expect(counts.getByRole('button', { name: 'Read 8' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /General Inquiries/ })).toHaveAccessibleName(
    'General Inquiries 12 unread',
  )
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  await pager.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pager.getByText('Showing 26–30 of 30')).toBeVisible()
  await expect(page.getByRole('group', { name: /^Message from Paging Guest/ })).toHaveCount(5)

  // A filter starts again from page 1; the form type is a tab.
  await page.getByRole('tab', { name: /Concierge Requests/ }).click()
  await expect(page).toHaveURL(/form=concierge/)
  await expect(page).not.toHaveURL(/page=2/)
  await expect(pager.getByText('Showing 1–10 of 10')).toBeVisible()

  await page.getByRole('tab', { name: /General Inquiries/ }).click()
  await counts.getByRole('button', { name: 'Read 8' }).click()
  await expect(page).toHaveURL(/status=read/)
  await expect(pager.getByText('Showing 1–8 of 8')).toBeVisible()

  // The view survives a reload (a shared link).
  await page.reload()
  await expect(pager.getByText('Showing 1–8 of 8')).toBeVisible()
  await expect(page.getByLabel('Search messages')).toHaveValue(TOKEN.toUpperCase())
  await expect(page.getByRole('tab', { name: /General Inquiries/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )

  // Marking one read elsewhere in the view refreshes the page and the counts.
  await page.getByRole('tab', { name: /All Messages/ }).click()
  await counts.getByRole('button', { name: /^Unread/ }).click()
  await expect(pager.getByText('Showing 1–22 of 22')).toBeVisible()
  // The counts answer late (as on a busy server): the refreshed page drops the card first, and
  // the toast must not depend on the card still being there.
  await page.route('**/rest/v1/rpc/admin_message_counts', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const first = page.getByRole('group', { name: /^Message from Paging Guest/ }).first()
  await first.getByRole('button', { name: 'Mark as Read' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(pager.getByText('Showing 1–21 of 21')).toBeVisible()
  await expect(counts.getByRole('button', { name: 'Read 9' })).toBeVisible()

  // Wildcards are literal: nothing matches, and "Clear filters" empties the view.
  await page.getByLabel('Search messages').fill(`${TOKEN}%`)
  await expect(page.getByText('No messages match these filters')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).last().click()
  await expect(page).toHaveURL(/\/admin\/messages$/)
  await expect(page.getByLabel('Search messages')).toHaveValue('')
})
