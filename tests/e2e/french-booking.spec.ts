import { expect, test } from '@playwright/test'
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
