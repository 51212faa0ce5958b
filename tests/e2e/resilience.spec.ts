import { expect, test, type Page } from './support/test'
import { STACK_URL, serviceClient } from './support/stack'
import { dayButton, dayFromToday, MIMOSA } from './support/villa-booking'

// The network fails in the browser, as it does for a visitor: the API refuses connections
// ("stopped"), or accepts them and never answers ("hung"). The stack itself is untouched.
const API = `${STACK_URL}/rest/v1/**`

async function stopApi(page: Page) {
  await page.route(API, (route) => route.abort('connectionrefused'))
}
async function hangApi(page: Page, url = API) {
  // Never fulfilled: the request stays open until the app's own deadline cuts it.
  await page.route(url, () => undefined)
}
async function restoreApi(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
}

// Each public route that loads data, with what it shows once the API answers again.
const ROUTES = [
  { path: '/', ready: { role: 'link', name: 'View All' } },
  { path: '/villas', ready: { role: 'link', name: MIMOSA.name } },
  { path: `/villa/${MIMOSA.id}`, ready: { role: 'heading', name: MIMOSA.name } },
  { path: '/destination', ready: { role: 'heading', name: 'Villas in Saint Raphaël' } },
  { path: '/experience', ready: { role: 'link', name: 'Contact Our Concierge' } },
  { path: '/about', ready: { role: 'link', name: 'View Our Collection' } },
] as const

test.describe('with the API stopped', () => {
  for (const route of ROUTES) {
    test(`${route.path} says it could not load, and "Try again" recovers`, async ({ page }) => {
      await stopApi(page)
      await page.goto(route.path)
      const tryAgain = page.getByRole('button', { name: 'Try again' }).first()
      await expect(tryAgain).toBeVisible({ timeout: 15_000 })
      await expect(
        page.getByRole('alert').filter({ hasText: 'could not load' }).first(),
      ).toBeVisible()
      // Never a redirect, never "No villas found" or "Villa not found".
      await expect(page).toHaveURL(route.path)
      await expect(page.getByText(/No villas found|Villa not found/)).toHaveCount(0)

      await restoreApi(page)
      await tryAgain.click()
      await expect(
        page.getByRole(route.ready.role, { name: route.ready.name }).first(),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    })
  }
})

test('with the API hung, a page ends in its error within the deadline', async ({ page }) => {
  await hangApi(page)
  const started = Date.now()
  await page.goto('/villas')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 })
  // The deadline is 10 s, with no second try after a timeout.
  expect(Date.now() - started).toBeLessThan(15_000)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Our villas could not load.' }),
  ).toBeVisible()
  await restoreApi(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('link', { name: MIMOSA.name })).toBeVisible()
})

test.describe('the booking form', () => {
  const guestEmail = `e2e-resilience-${Date.now()}@example.com`
  test.afterAll(async () => {
    await serviceClient().from('bookings').delete().eq('guest_email', guestEmail)
  })

  async function fillRequest(page: Page) {
    await page.goto(`/villa/${MIMOSA.id}`)
    await page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }).click()
    await dayButton(page, dayFromToday(12)).click()
    await dayButton(page, dayFromToday(15)).click()
    await expect(page.getByText('Total (3 nights)')).toBeVisible()
    await page.getByLabel('Full name').fill('Grace Hopper')
    await page.getByLabel('Email').fill(guestEmail)
    await page.getByLabel(/Special requests/).fill('A quiet room, please.')
    await page.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
  }

  async function expectFormKept(page: Page) {
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper')
    await expect(page.getByLabel('Email')).toHaveValue(guestEmail)
    await expect(page.getByLabel(/Special requests/)).toHaveValue('A quiet room, please.')
    await expect(page.getByText('Total (3 nights)')).toBeVisible()
  }

  test('a submission the API never answers ends in an error and keeps the form', async ({
    page,
  }) => {
    await fillRequest(page)
    await hangApi(page, `${STACK_URL}/rest/v1/bookings*`)
    await page.getByRole('button', { name: 'Request to Book' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    await expect(page.getByRole('form', { name: 'Booking request' }).getByRole('alert')).toHaveText(
      'Failed to submit booking request. Please try again.',
      { timeout: 15_000 },
    )
    await expect(page.getByRole('button', { name: 'Request to Book' })).toBeEnabled()
    await expectFormKept(page)
  })

  test('a failed submission keeps what was typed, and sending again works', async ({ page }) => {
    await fillRequest(page)
    await page.route(`${STACK_URL}/rest/v1/bookings*`, (route) => route.abort('connectionrefused'))
    await page.getByRole('button', { name: 'Request to Book' }).click()
    await expect(page.getByRole('form', { name: 'Booking request' }).getByRole('alert')).toHaveText(
      'Failed to submit booking request. Please try again.',
    )
    await expectFormKept(page)

    await restoreApi(page)
    await page.getByRole('button', { name: 'Request to Book' }).click()
    await expect(page.getByText('Booking Request Submitted')).toBeVisible()
    const { data } = await serviceClient()
      .from('bookings')
      .select('guest_name, special_requests')
      .eq('guest_email', guestEmail)
    expect(data).toEqual([
      { guest_name: 'Grace Hopper', special_requests: 'A quiet room, please.' },
    ])
  })
})

test('the calendar never shows days as free when availability failed to load', async ({ page }) => {
  await page.route(`${STACK_URL}/rest/v1/rpc/get_villa_unavailable_dates*`, (route) =>
    route.abort('connectionrefused'),
  )
  await page.goto(`/villa/${MIMOSA.id}`)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The calendar could not load.' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /^Check-in/ })).toHaveCount(0)
  await restoreApi(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('button', { name: 'Check-in Add date Check-out Add date' }),
  ).toBeEnabled()
})

test.describe('the page frame', () => {
  // The API answers slowly, so the frame shows well before the content.
  async function slowApi(page: Page) {
    await page.route(API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.fallback()
    })
  }

  for (const path of ['/', '/villas', `/villa/${MIMOSA.id}`, '/about']) {
    test(`${path}: nothing on screen moves when the content arrives`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: { value: number; sources: string[] }[] }
        w.__shifts = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
            sources: { node?: Node }[]
          }[]) {
            if (entry.hadRecentInput) continue
            w.__shifts.push({
              value: entry.value,
              sources: entry.sources.map((source) =>
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}.${source.node.className}`.slice(0, 80)
                  : String(source.node?.nodeName),
              ),
            })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await slowApi(page)
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      const footerTop = async () =>
        footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
      await expect(footer).toBeAttached()
      const before = await footerTop()
      // The frame is taller than the screen while loading: the footer is never seen jumping.
      expect(before).toBeGreaterThanOrEqual(page.viewportSize()!.height)
      await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 })
      await page.waitForTimeout(300)
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
      )
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(
        shifts.flatMap((shift) => shift.sources).filter((s) => s.startsWith('footer')),
      ).toEqual([])
      expect(total).toBeLessThanOrEqual(0.05)
    })
  }
})

test('every page has one description, and the HTML itself carries the share preview', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/villas')).text()
  for (const tag of ['og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:image']) {
    expect(html).toContain(tag)
  }
  expect(html.match(/name="description"/g)).toHaveLength(1)
  for (const path of ['/', '/villas', `/villa/${MIMOSA.id}`, '/contact']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
  }
})
