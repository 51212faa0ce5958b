import { createServer, type Server } from 'node:http'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { createTestVilla, removeVilla, seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'
import { dayButton, dayFromToday, isoDay } from './support/villa-booking'

// Calendar sync in the villa form: a channel's feed (served here) is imported and its nights
// become unavailable on the public calendar; the export link serves this villa's calendar.

const NAME = 'Villa E2E Calendrier'
let villaId: string
let feedServer: Server
let feedUrl: string
let feedBody: string
const compact = (day: Date) => isoDay(day).replaceAll('-', '')

test.beforeAll(async () => {
  villaId = (await createTestVilla(NAME)).id
  // Nights 5, 6 and 7 from today are booked on the "channel".
  feedBody = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Channel//EN',
    'BEGIN:VEVENT',
    'UID:e2e-stay@channel.test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(dayFromToday(5))}`,
    `DTEND;VALUE=DATE:${compact(dayFromToday(8))}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
  feedServer = createServer((req, res) => {
    if (req.url === '/broken.ics') res.writeHead(500).end('Internal error')
    else res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody)
  })
  // The one local calendar server the stack's sync and the build's form accept (playwright.config).
  const [host, port] = process.env.E2E_FEED_HOST!.split(':') as [string, string]
  await new Promise<void>((resolve) => feedServer.listen(Number(port), host, resolve))
  feedUrl = `http://${host}:${port}/channel.ics`
})

test.afterAll(async () => {
  await new Promise((resolve) => feedServer?.close(resolve))
  if (villaId) await removeVilla(villaId)
})

test('staff import a channel calendar, see it synced, and copy the export link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAsAdmin(page, '/admin/villas')
  await page.getByRole('button', { name: `Edit ${NAME}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Villa' })
  const section = dialog.getByRole('region', { name: 'Calendar sync' })
  await expect(section.getByText('No imported calendars yet.')).toBeVisible()

  // The form says what is wrong before anything is sent.
  const form = section.getByRole('form', { name: 'Add a calendar' })
  await form.getByLabel('iCal link').fill('ftp://example.com/feed.ics')
  await form.getByRole('button', { name: 'Add calendar' }).click()
  await expect(form.getByText('Give the calendar a name, such as Airbnb')).toBeVisible()
  await expect(
    form.getByText('A calendar link starts with https:// (or http://) and has no spaces'),
  ).toBeVisible()

  await form.getByLabel('Channel').fill('Airbnb')
  // A link to this server (here its REST API, written as 127.1) is refused next to the field,
  // and what was typed stays.
  const internal = 'http://127.1:54321/rest/v1/villas'
  await form.getByLabel('iCal link').fill(internal)
  await form.getByRole('button', { name: 'Add calendar' }).click()
  await expect(form.getByText(/^A calendar link must point to the internet/)).toBeVisible()
  await expect(form.getByLabel('iCal link')).toHaveValue(internal)
  await expect(form.getByLabel('iCal link')).toHaveAttribute('aria-invalid', 'true')
  await form.getByLabel('iCal link').fill(feedUrl)
  await form.getByRole('button', { name: 'Add calendar' }).click()
  const feed = section.getByRole('listitem', { name: 'Calendar Airbnb' })
  await expect(feed.getByText(feedUrl)).toBeVisible()
  // Added feeds are synced at once; "Sync now" syncs again.
  await expect(feed.getByRole('status')).toHaveText('Synced just now · 3 blocked days')
  await feed.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText('Calendar synced').first()).toBeVisible()
  await expect(feed.getByRole('status')).toHaveText('Synced just now · 3 blocked days')
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(seriousViolations(axe)).toEqual([])

  const { data: imported } = await serviceClient()
    .from('blocked_dates')
    .select('blocked_date, reason')
    .eq('villa_id', villaId)
    .order('blocked_date')
  expect(imported).toEqual(
    [5, 6, 7].map((offset) => ({
      blocked_date: isoDay(dayFromToday(offset)),
      reason: 'Calendar sync: Airbnb',
    })),
  )

  // The export link: copied, and it serves the villa's calendar without any key.
  const link = section.getByLabel('Export link (iCal)')
  await expect(link).toHaveValue(/\/functions\/v1\/ical-export\/[A-Za-z0-9_-]{32}\.ics$/)
  await section.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Export link copied')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await link.inputValue())
  const exported = await fetch(copied)
  expect(exported.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const text = await exported.text()
  expect(text).toContain(`X-WR-CALNAME:${NAME} — Riviera Villas`)
  expect(text).toContain(`DTSTART;VALUE=DATE:${compact(dayFromToday(5))}`)

  // A new link replaces the old one, after a confirmation.
  await section.getByRole('button', { name: 'Regenerate link' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Make a new export link?' })
  await expect(confirm).toContainText('The current link stops working')
  await confirm.getByRole('button', { name: 'Make a new link' }).click()
  await expect(page.getByText('New export link made')).toBeVisible()
  await expect(link).not.toHaveValue(copied)
  expect((await fetch(copied)).status).toBe(404)

  // Visitors cannot pick the imported nights.
  await page.goto(`/villa/${villaId}`)
  await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
  for (const offset of [5, 6, 7]) {
    await expect(dayButton(page, dayFromToday(offset))).toBeDisabled()
  }
  await expect(dayButton(page, dayFromToday(9))).toBeEnabled()
})

test('a calendar that comes back empty keeps its days until a second sync confirms it', async ({
  page,
}) => {
  const withStay = feedBody
  feedBody = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//E2E//Channel//EN\r\nEND:VCALENDAR\r\n'
  await signInAsAdmin(page, '/admin/villas')
  await page.getByRole('button', { name: `Edit ${NAME}` }).click()
  const feed = page
    .getByRole('dialog', { name: 'Edit Villa' })
    .getByRole('listitem', { name: 'Calendar Airbnb' })
  const held =
    'The calendar came back empty although it had 3 blocked days: they are kept. ' +
    'Sync again to confirm it is really empty.'
  await feed.getByRole('button', { name: 'Sync now' }).click()
  await expect(page.getByText(held).first()).toBeVisible()
  await expect(feed.getByRole('status')).toContainText(held)
  await expect(feed.getByRole('status')).toContainText(
    'If the next sync (Sync now, or the automatic one every 30 minutes) finds the calendar ' +
      'empty again, its days are unblocked.',
  )
  const blocked = async () =>
    (await serviceClient().from('blocked_dates').select('id').eq('villa_id', villaId)).data
  expect(await blocked()).toHaveLength(3)

  await feed.getByRole('button', { name: 'Sync now' }).click()
  await expect(feed.getByRole('status')).toHaveText('Synced just now · 0 blocked days')
  expect(await blocked()).toEqual([])

  // The stay is back: it is imported again.
  feedBody = withStay
  await feed.getByRole('button', { name: 'Sync now' }).click()
  await expect(feed.getByRole('status')).toHaveText('Synced just now · 3 blocked days')
})

test('removing an imported calendar unblocks its days', async ({ page }) => {
  await signInAsAdmin(page, '/admin/villas')
  await page.getByRole('button', { name: `Edit ${NAME}` }).click()
  const section = page
    .getByRole('dialog', { name: 'Edit Villa' })
    .getByRole('region', { name: 'Calendar sync' })
  await section.getByRole('button', { name: 'Remove Airbnb' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Remove the calendar “Airbnb”?' })
  await expect(confirm).toContainText(
    'The days it blocked are unblocked, and it is no longer synced.',
  )
  await confirm.getByRole('button', { name: 'Remove calendar' }).click()
  await expect(page.getByText('Calendar removed')).toBeVisible()
  await expect(section.getByText('No imported calendars yet.')).toBeVisible()
  const { data } = await serviceClient().from('blocked_dates').select('id').eq('villa_id', villaId)
  expect(data).toEqual([])
})

test('a failing calendar is flagged above every admin screen and leads to its villa', async ({
  page,
}) => {
  const db = serviceClient()
  const { data: feed, error } = await db
    .from('villa_calendar_feeds')
    .insert({ villa_id: villaId, name: 'Vrbo', url: feedUrl.replace('channel.ics', 'broken.ics') })
    .select('id')
    .single()
  if (error) throw error
  try {
    await signInAsAdmin(page, '/admin/bookings')
    // Sync it as the schedule would: the channel answers 500.
    await page.goto('/admin/villas')
    await page.getByRole('button', { name: `Edit ${NAME}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Villa' })
    const item = dialog.getByRole('listitem', { name: 'Calendar Vrbo' })
    await item.getByRole('button', { name: 'Sync now' }).click()
    await expect(item.getByText(/500/).first()).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto('/admin/bookings')
    const attention = page.getByRole('region', { name: 'Needs attention' })
    await expect(attention).toContainText(
      '1 imported calendar fails: its new bookings are not blocked here.',
    )
    await attention.getByRole('link', { name: `${NAME} (Vrbo)` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/villas\\?villa=${villaId}$`))
    await expect(
      page
        .getByRole('dialog', { name: 'Edit Villa' })
        .getByRole('listitem', { name: 'Calendar Vrbo' }),
    ).toContainText('500')
  } finally {
    await db.from('villa_calendar_feeds').delete().eq('id', feed.id)
  }
  await page.goto('/admin/bookings')
  await expect(page.getByRole('heading', { name: 'Booking Management' })).toBeVisible()
  // (The notice may still list other things, such as the legal identity not filled yet.)
  await expect(page.getByText('imported calendar fails')).toHaveCount(0)
})
