import { expect, test, type Page } from './support/test'
import {
  ENGLISH_WORDS,
  languageOnlyPatterns,
  normalise,
  textsOnScreen,
  type Locale,
} from './support/catalogue'
import { PUBLIC_PAGES } from '../../src/config/public-pages'
import { serviceClient } from './support/stack'
import { MIMOSA } from './support/villa-booking'

// Issue 22: every public page exists in English at the spec's address and in French under /fr,
// with nothing of the other language left on screen, the right <html lang>, canonical and
// hreflang pairs, and a sitemap that names both.

const PAGES = [...PUBLIC_PAGES, `/villa/${MIMOSA.id}`]
const inFrench = (path: string) => (path === '/' ? '/fr' : `/fr${path}`)

/** The content staff wrote in `locale` that reads differently in the other language. */
async function contentOnlyIn(locale: Locale): Promise<Set<string>> {
  const db = serviceClient()
  const [villas, sections, faqs] = await Promise.all([
    db
      .from('villas')
      .select('description, description_fr, distances, distances_fr')
      .eq('is_active', true),
    db.from('page_content').select('content, content_fr').eq('is_active', true),
    db.from('villa_faqs').select('question, question_fr, answer, answer_fr').eq('is_active', true),
  ])
  const pairs: [string | null, string | null][] = [
    ...(villas.data ?? []).flatMap((v) => [
      [v.description, v.description_fr] as [string, string | null],
      [v.distances, v.distances_fr] as [string | null, string | null],
    ]),
    ...(sections.data ?? []).map((s) => [s.content, s.content_fr] as [string, string | null]),
    ...(faqs.data ?? []).flatMap((f) => [
      [f.question, f.question_fr] as [string, string | null],
      [f.answer, f.answer_fr] as [string, string | null],
    ]),
  ]
  const texts = new Set<string>()
  for (const [english, french] of pairs) {
    const mine = normalise((locale === 'en' ? english : french) ?? '')
    const theirs = normalise((locale === 'en' ? french : english) ?? '')
    // Paragraphs are shown one by one: compare them one by one.
    if (mine && theirs && mine !== theirs) {
      for (const paragraph of ((locale === 'en' ? english : french) ?? '').split(/\n+/)) {
        const text = normalise(paragraph)
        if (text.length >= 12) texts.add(text)
      }
    }
  }
  return texts
}

async function openFully(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

for (const [locale, other] of [
  ['fr', 'en'],
  ['en', 'fr'],
] as const) {
  test(`every public page in ${locale === 'fr' ? 'French' : 'English'} shows no text of the ${other === 'en' ? 'English' : 'French'} site`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const foreignTexts = languageOnlyPatterns(other)
    const foreignContent = await contentOnlyIn(other)
    const found: string[] = []
    for (const english of PAGES) {
      const path = locale === 'fr' ? inFrench(english) : english
      await openFully(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      for (const raw of await textsOnScreen(page, locale)) {
        const text = normalise(raw)
        const message = foreignTexts.find(({ pattern }) => pattern.test(text))
        if (message) found.push(`${path}: "${text}" (${other} message ${message.key})`)
        else if (foreignContent.has(text)) found.push(`${path}: "${text}" (${other} content)`)
        else if (locale === 'fr' && ENGLISH_WORDS.test(text))
          found.push(`${path}: "${text}" (English words)`)
      }
    }
    expect(found).toEqual([])
  })
}

test('each page names its address in both languages: canonical, hreflang pairs, <html lang>', async ({
  page,
  baseURL,
}) => {
  for (const english of PAGES) {
    for (const [path, locale] of [
      [english, 'en'],
      [inFrench(english), 'fr'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const head = page.locator('head')
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      )
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${baseURL}${english}`,
      )
      await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
        'href',
        `${baseURL}${inFrench(english)}`,
      )
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${baseURL}${english}`,
      )
    }
  }
})

test('the language switch keeps the visitor on the same villa and dates', async ({ page }) => {
  const stay = '?check_in=2027-06-12&check_out=2027-06-19'
  await page.goto(`/villa/${MIMOSA.id}${stay}`)
  await page.getByRole('link', { name: 'Voir cette page en français' }).first().click()
  await expect(page).toHaveURL(`/fr/villa/${MIMOSA.id}${stay}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.getByRole('link', { name: 'View this page in English' }).first().click()
  await expect(page).toHaveURL(`/villa/${MIMOSA.id}${stay}`)
})

/** The JavaScript this document has downloaded, as text. */
async function scriptsOfThisPage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js'))
    return Promise.all(urls.map(async (url) => (await fetch(url)).text()))
  })
}

test('a visitor downloads the texts of their language only; the switch loads the other build', async ({
  page,
}) => {
  await openFully(page, '/villas')
  let scripts = await scriptsOfThisPage(page)
  expect(scripts.some((script) => script.includes('Our Collection'))).toBe(true)
  expect(scripts.filter((script) => script.includes('Notre collection'))).toEqual([])

  // The switch is a new page (the French build), not a render of this one.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.getByRole('link', { name: 'Voir cette page en français' }).first().click()
  await expect(page).toHaveURL('/fr/villas')
  await expect(page.getByRole('heading', { level: 1, name: 'Notre collection' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  scripts = await scriptsOfThisPage(page)
  expect(scripts.some((script) => script.includes('Notre collection'))).toBe(true)
  expect(scripts.filter((script) => script.includes('Our Collection'))).toEqual([])

  // Within a language the site stays one page: the router draws the next one.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page
    .getByRole('link', { name: /^la maison$/i })
    .first()
    .click()
  await expect(page).toHaveURL('/fr/about')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('the sitemap lists every public page and villa in both languages, each with its twin', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const { data: villas } = await serviceClient().from('villas').select('id').eq('is_active', true)
  expect(villas?.length).toBeGreaterThan(0)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const expected = [...PAGES, ...(villas ?? []).map((villa) => `/villa/${villa.id}`)]
  expect(new Set(locs)).toEqual(new Set(expected.flatMap((path) => [path, inFrench(path)])))
  // Each entry names both languages and the default.
  const entries = xml.split('<url>').slice(1)
  for (const entry of entries) {
    expect(entry).toContain('hreflang="en"')
    expect(entry).toContain('hreflang="fr"')
    expect(entry).toContain('hreflang="x-default"')
  }
})

test.describe('a browser that prefers French', () => {
  test.use({
    locale: 'fr-FR',
    // A real browser's name: crawlers and headless tools are never offered anything.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  })

  test('is offered the French page, not sent there, and the answer is remembered', async ({
    page,
  }) => {
    await page.goto('/villas')
    const offer = page.getByRole('complementary', { name: 'Langue' })
    await expect(offer).toContainText('Cette page existe aussi en français.')
    await expect(page).toHaveURL('/villas')
    await offer.getByRole('button', { name: 'Non merci, rester sur cette page' }).click()
    await expect(offer).toBeHidden()
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('complementary', { name: 'Langue' })).toHaveCount(0)
  })

  test('accepting the offer opens the same page in French', async ({ page }) => {
    await page.goto('/destination')
    await page.getByRole('link', { name: 'Voir en français' }).click()
    await expect(page).toHaveURL('/fr/destination')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })
})

test('a crawler preferring French is never offered nor redirected', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'fr-FR',
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  const page = await context.newPage()
  await page.goto('/villas')
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL('/villas')
  await expect(page.getByRole('complementary', { name: 'Langue' })).toHaveCount(0)
  await context.close()
})
