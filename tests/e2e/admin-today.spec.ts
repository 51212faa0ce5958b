import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'
import {
  anonClient,
  createTestVilla,
  isoInDays,
  removeVilla,
  seriousViolations,
  signInAsAdmin,
  answerDecision,
} from './support/admin'
import { DEMO_ADMIN, serviceClient } from './support/stack'

// The admin's front page: what a visitor sent through the API shows on Today, and the sidebar's
// counts move when staff decide a request or read a message.

const TOKEN = `today${Date.now()}`
let villaId = ''

test.beforeAll(async () => {
  villaId = (await createTestVilla('Villa E2E Today')).id
})

test.afterAll(async () => {
  if (villaId) await removeVilla(villaId)
  await serviceClient().from('contact_submissions').delete().like('message', `%${TOKEN}%`)
})

/** A visitor's request through the public API (anon key), as the booking form sends it. */
async function visitorRequests(guestName: string, email: string, inDays: number, nights: number) {
  const { error } = await anonClient()
    .from('bookings')
    .insert({
      villa_id: villaId,
      check_in: isoInDays(inDays),
      check_out: isoInDays(inDays + nights),
      guests_count: 3,
      total_price: 0,
      guest_name: guestName,
      guest_email: email,
      terms_accepted: true,
      status: 'pending',
    })
  expect(error).toBeNull()
  const { data } = await serviceClient()
    .from('bookings')
    .select('id')
    .eq('guest_email', email)
    .single()
  return data!.id
}

/** What the database counts for the sidebar, asked as the demo admin. */
async function navCounts() {
  const staff = anonClient()
  await staff.auth.signInWithPassword(DEMO_ADMIN)
  const { data, error } = await staff.rpc('admin_nav_counts').single()
  expect(error).toBeNull()
  return data!
}

const sidebarLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: new RegExp(`^${name}`) })

/** The link's accessible name: "Bookings (3 waiting)", or just "Bookings" when nothing waits. */
const countName = (title: string, count: number, label: string) =>
  count === 0 ? title : `${title} (${count} ${label})`

test('Today shows an arrival and a request sent through the API; the sidebar counts follow a decision and a read message', async ({
  page,
}) => {
  // Arriving in two days (confirmed), and a request waiting; an enquiry unread.
  const arrivalId = await visitorRequests('Arianne Arrival', `arianne.${TOKEN}@example.com`, 2, 3)
  const confirm = await serviceClient()
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('id', arrivalId)
  expect(confirm.error).toBeNull()
  await visitorRequests('Pauline Pending', `pauline.${TOKEN}@example.com`, 20, 4)
  const enquiry = await anonClient()
    .from('contact_submissions')
    .insert({
      name: 'Mona Message',
      email: `mona.${TOKEN}@example.com`,
      message: `Is the ${TOKEN} pool heated in May?`,
      form_type: 'general',
    })
  expect(enquiry.error).toBeNull()
  const before = await navCounts()
  expect(before.pending_requests).toBeGreaterThan(0)

  await signInAsAdmin(page, '/admin/today')
  await expect(page.getByRole('heading', { name: 'Today', exact: true, level: 2 })).toBeVisible()
  // Today is first in the sidebar, and the counts are the database's.
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link').first(),
  ).toHaveAccessibleName('Today')
  await expect(sidebarLink(page, 'Bookings')).toHaveAccessibleName(
    countName('Bookings', before.pending_requests, 'waiting'),
  )
  await expect(sidebarLink(page, 'Messages')).toHaveAccessibleName(
    countName('Messages', before.unread_messages, 'unread'),
  )
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  const arrivals = page.getByRole('region', { name: /^Arrivals/ })
  const arrival = arrivals.getByRole('link').filter({ hasText: 'Arianne Arrival' })
  await expect(arrival).toContainText('Villa E2E Today')
  await expect(arrival).toContainText('3 guests · 3 nights')

  const requests = page.getByRole('region', { name: /^Requests waiting/ })
  await expect(requests).toContainText(String(before.pending_requests))
  const showAll = requests.getByRole('button', { name: /^Show all/ })
  if (await showAll.isVisible()) await showAll.click()
  const request = requests.getByRole('listitem').filter({ hasText: 'Pauline Pending' })
  await expect(request).toContainText('Villa E2E Today')
  await expect(request).toContainText(/Expires in (23|24) h/)
  await expect(page.getByRole('region', { name: /^Unread messages/ })).toContainText('Mona Message')

  // Confirming from Today: the request leaves the list and the Bookings count drops by one.
  await request.getByRole('button', { name: 'Confirm' }).click()
  await answerDecision(page, 'confirm')
  await expect(page.getByText('Booking updated')).toBeVisible()
  await expect(requests.getByText('Pauline Pending')).toHaveCount(0)
  await expect(sidebarLink(page, 'Bookings')).toHaveAccessibleName(
    countName('Bookings', before.pending_requests - 1, 'waiting'),
  )

  // Reading the message: the Messages count drops by one.
  await page
    .getByRole('region', { name: /^Unread messages/ })
    .getByText('Mona Message')
    .click()
  await expect(page).toHaveURL(/\/admin\/messages\?status=unread&q=mona/)
  await page.getByRole('button', { name: 'Mark as Read' }).first().click()
  await expect(sidebarLink(page, 'Messages')).toHaveAccessibleName(
    countName('Messages', before.unread_messages - 1, 'unread'),
  )

  // An arrival opens its booking.
  await page.goto('/admin/today')
  await page
    .getByRole('region', { name: /^Arrivals/ })
    .getByText('Arianne Arrival')
    .click()
  await expect(page).toHaveURL(new RegExp(`booking=${arrivalId}`))
  await expect(page.getByRole('dialog')).toContainText('Arianne Arrival')
})
