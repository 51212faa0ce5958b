import { expect, test } from './support/test'
import { createTestVilla, isoInDays, removeVilla } from './support/admin'
import { foreignTextsOnScreen } from './support/catalogue'
import { emailsTo, INBOX_URL } from './support/inbox'
import { serviceClient } from './support/stack'

// Issue 22: a French visitor books a villa in French, from the French page to the French email
// and the French stay page it links to; nothing on the way is in English.

const VILLA_NAME = `E2E Villa Française ${Date.now().toString(36)}`
const GUEST_EMAIL = `e2e-francais-${Date.now()}@example.com`
const CHECK_IN = isoInDays(82)
const CHECK_OUT = isoInDays(86)
let villaId: string

test.beforeAll(async () => {
  villaId = (await createTestVilla(VILLA_NAME, 1200)).id
})
test.afterAll(async () => {
  await removeVilla(villaId)
})

test('a French visitor requests a stay in French and gets French emails and a French stay page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // From a French search: the widget starts with the searched stay.
  await page.goto(`/fr/villa/${villaId}?check_in=${CHECK_IN}&check_out=${CHECK_OUT}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.getByLabel('Nom complet').fill('Camille Durand')
  await page.getByLabel('E-mail').fill(GUEST_EMAIL)
  await page.getByRole('spinbutton', { name: 'Adultes' }).fill('2')
  await page.getByRole('checkbox', { name: /J’accepte les Conditions de réservation/ }).check()
  expect(await foreignTextsOnScreen(page, 'fr')).toEqual([])
  await page.getByRole('button', { name: 'Demander à réserver' }).click()

  // The request-sent page, in French.
  await expect(page).toHaveURL(new RegExp(`/fr/villa/${villaId}/request-sent/`))
  await expect(
    page.getByRole('heading', { name: 'Merci, votre demande nous est bien parvenue' }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await foreignTextsOnScreen(page, 'fr')).toEqual([])

  // The request remembers the language of the page it came from.
  const { data: booking } = await serviceClient()
    .from('bookings')
    .select('language')
    .eq('guest_email', GUEST_EMAIL)
    .single()
  expect(booking?.language).toBe('fr')

  // The guest's email is French, and links to the French stay page.
  let text = ''
  await expect
    .poll(
      async () => {
        const email = (await emailsTo(GUEST_EMAIL))[0]
        if (!email) return ''
        const message = await fetch(`${INBOX_URL}/api/v1/message/${email.ID}`)
        text = ((await message.json()) as { Text: string }).Text
        return email.Subject
      },
      { timeout: 30_000 },
    )
    .toMatch(/^Votre demande de réservation/)
  expect(text).toContain('Voir votre réservation')
  expect(text).not.toContain('View your booking')
  const link = /(https?:\/\/[^\s)]+\/fr\/stay\/[A-Za-z0-9_-]{22})/.exec(text)
  expect(link, 'the email links to the French stay page').not.toBeNull()

  // The stay page, in French.
  await page.goto(new URL(link![1]!).pathname)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: VILLA_NAME })).toBeVisible()
  await expect(page.getByTestId('stay-status')).toHaveText('En attente de notre confirmation')
  await page.waitForLoadState('networkidle')
  expect(await foreignTextsOnScreen(page, 'fr')).toEqual([])
})

// The booking rules' refusals are worded by the database in both languages (quote_stay): the
// page shows the one of its language, under the dates and, when the database refuses the request
// itself, beside the button.
const REFUSALS = [
  {
    prefix: '/fr',
    tooShort: '3\u00a0nuits minimum',
    taken: 'Ces dates ne sont pas disponibles',
    name: 'Nom complet',
    email: 'E-mail',
    adults: 'Adultes',
    terms: /J’accepte les Conditions de réservation/,
    send: 'Demander à réserver',
    days: 110,
  },
  {
    prefix: '',
    tooShort: 'Minimum 3 nights',
    taken: 'These dates are not available',
    name: 'Full name',
    email: 'Email',
    adults: 'Adults',
    terms: /I accept the Terms of Booking/,
    send: 'Request to Book',
    days: 120,
  },
]

for (const words of REFUSALS) {
  test(`a refused stay is said in the page’s language (${words.prefix || '/'})`, async ({
    page,
  }) => {
    const villa = (await createTestVilla(`E2E Villa Refus ${Date.now().toString(36)}`, 900)).id
    try {
      await serviceClient().from('villas').update({ min_nights: 3 }).eq('id', villa).throwOnError()
      const stay = (nights: number) =>
        `${words.prefix}/villa/${villa}?check_in=${isoInDays(words.days)}&check_out=${isoInDays(words.days + nights)}`

      await page.goto(stay(1))
      await expect(page.getByTestId('stay-problem')).toHaveText(words.tooShort)

      // A stay the quote accepts, taken before the guest sends it: the database refuses it.
      await page.goto(stay(4))
      await expect(page.getByTestId('booking-total')).toBeVisible()
      await page.getByLabel(words.name).fill('Camille Durand')
      await page.getByLabel(words.email).fill(`e2e-refus-${Date.now()}@example.com`)
      await page.getByRole('spinbutton', { name: words.adults }).fill('2')
      await page.getByRole('checkbox', { name: words.terms }).check()
      await serviceClient()
        .from('blocked_dates')
        .insert({ villa_id: villa, blocked_date: isoInDays(words.days + 1) })
        .throwOnError()
      await page.getByRole('button', { name: words.send }).click()
      await expect(page.getByRole('alert').filter({ hasText: words.taken })).toBeVisible()
    } finally {
      await removeVilla(villa)
    }
  })
}
