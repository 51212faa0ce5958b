import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDistances } from '@/features/villas/lib/distances'
import type { Stack } from '../../supabase/local/server.ts'
import { startStack } from './support/local-stack.ts'

// The demo content in French (issue 22, point 4): `npm run dev` shows a complete French site, so
// every text of the seed a visitor can read has its French, written with French typography.

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

async function rows<T>(sql: string): Promise<T[]> {
  return (await stack.db.pg.query<T>(sql)).rows
}

const isBlank = (text: string | null | undefined) => !text?.trim()

/** {villa_count} and {{company_name}}: what the site fills in, whatever the language. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*[a-z_]+\s*\}\}|\{[a-z_]+\}/g)].map((match) => match[0]).sort()

/**
 * What French typography forbids: a straight apostrophe (’), a breaking space before : ; ! ? »
 * or after «, between a figure and its unit (150 m, 30 %, 16 h, 1 450 €) or inside a figure.
 */
function typographyFaults(text: string): string[] {
  const faults: [RegExp, string][] = [
    [/'/, 'straight apostrophe'],
    [/ [:;!?»]/, 'breaking space before : ; ! ? »'],
    [/« /, 'breaking space after «'],
    [/\d (€|%|h\b|m\b|km\b|m²)/, 'breaking space between a figure and its unit'],
    [/\d \d{3}\b/, 'breaking space inside a figure'],
    [/ {2}/, 'double space'],
  ]
  return faults.filter(([pattern]) => pattern.test(text)).map(([, fault]) => fault)
}

function expectFrench(where: string, text: string | null) {
  expect(isBlank(text), `${where} has no French`).toBe(false)
  expect(typographyFaults(text!), `${where}: ${text}`).toEqual([])
}

describe('the seed in French', () => {
  it('gives every villa its description, amenities (same order) and distances in French', async () => {
    const villas = await rows<{
      name: string
      amenities: string[]
      distances: string | null
      description_fr: string | null
      amenities_fr: string[] | null
      distances_fr: string | null
    }>(
      `select name, amenities, distances, description_fr, amenities_fr, distances_fr
       from public.villas where is_active order by name`,
    )
    expect(villas).toHaveLength(7)
    for (const villa of villas) {
      expectFrench(`${villa.name}: description`, villa.description_fr)
      expect(villa.amenities_fr, `${villa.name}: amenities`).toHaveLength(villa.amenities.length)
      villa.amenities_fr!.forEach((amenity, i) =>
        expectFrench(`${villa.name}: amenity ${villa.amenities[i]}`, amenity),
      )
      expectFrench(`${villa.name}: distances`, villa.distances_fr)
      // The site reads "label: value, label: value": a French decimal comma would cut an entry.
      const french = parseDistances(villa.distances_fr)
      expect(french, `${villa.name}: ${villa.distances_fr}`).toHaveLength(
        parseDistances(villa.distances).length,
      )
      expect(
        french.every(({ value }) => /\d/.test(value)),
        villa.distances_fr!,
      ).toBe(true)
    }
  })

  it('gives every FAQ, shown or hidden, its question and answer in French', async () => {
    const faqs = await rows<{
      question: string
      question_fr: string | null
      answer_fr: string | null
    }>(
      'select question, question_fr, answer_fr from public.villa_faqs order by villa_id, display_order',
    )
    expect(faqs.length).toBeGreaterThanOrEqual(20)
    for (const faq of faqs) {
      expectFrench(faq.question, faq.question_fr)
      expectFrench(`${faq.question} (answer)`, faq.answer_fr)
    }
  })

  it('gives every section of every page, legal pages included, its French with the same placeholders', async () => {
    const sections = await rows<{
      page_slug: string
      section_key: string
      content_type: string
      content: string
      title_fr: string | null
      content_fr: string | null
    }>(
      `select page_slug, section_key, content_type, content, title_fr, content_fr
       from public.page_content where is_active order by page_slug, display_order`,
    )
    const pages = new Set(sections.map((section) => section.page_slug))
    for (const page of [
      'home',
      'destination',
      'experience',
      'about',
      'villa-detail',
      'terms',
      'privacy',
      'legal-notice',
    ]) {
      expect(pages, page).toContain(page)
    }
    for (const section of sections) {
      const where = `${section.page_slug}/${section.section_key}`
      expectFrench(`${where} (title)`, section.title_fr)
      if (section.content_type === 'text' && !isBlank(section.content)) {
        expectFrench(where, section.content_fr)
        expect(placeholders(section.content_fr!), where).toEqual(placeholders(section.content))
      }
    }
  })

  it('gives the legal pages their French title and date', async () => {
    const intros = await rows<{
      page_slug: string
      section_key: string
      title_fr: string
      content_fr: string
    }>(
      `select page_slug, section_key, title_fr, content_fr from public.page_content
       where section_key in ('intro', 'last_updated') and page_slug in ('terms', 'privacy', 'legal-notice')
       order by page_slug, section_key`,
    )
    expect(intros.map((row) => [row.page_slug, row.section_key, row.title_fr])).toEqual([
      ['legal-notice', 'intro', 'Mentions légales'],
      ['legal-notice', 'last_updated', 'Dernière mise à jour'],
      ['privacy', 'intro', 'Politique de confidentialité'],
      ['privacy', 'last_updated', 'Dernière mise à jour'],
      ['terms', 'intro', 'Conditions générales de réservation'],
      ['terms', 'last_updated', 'Dernière mise à jour'],
    ])
    const dates = intros.filter((row) => row.section_key === 'last_updated')
    expect(dates.every((row) => /^\d{1,2}\u00a0[a-zéû]+ \d{4}$/.test(row.content_fr))).toBe(true)
  })

  it('says in the English Terms what the French reference says: L324-1, L214-1, L611-1', async () => {
    const terms = await rows<{ section_key: string; content: string; content_fr: string }>(
      "select section_key, content, content_fr from public.page_content where page_slug = 'terms'",
    )
    for (const article of ['L324-1', 'L214-1', 'L611-1', 'L221-28']) {
      const french = terms.filter((row) => row.content_fr.includes(article))
      const english = terms.filter((row) => row.content.includes(article))
      expect(french.length, article).toBeGreaterThan(0)
      expect(
        english.map((row) => row.section_key),
        article,
      ).toEqual(french.map((row) => row.section_key))
    }
  })

  it('gives every photo caption and every extra its French', async () => {
    const photos = await rows<{ url: string; caption: string; caption_fr: string | null }>(
      'select url, caption, caption_fr from public.villa_photos order by url',
    )
    expect(photos.length).toBeGreaterThanOrEqual(28)
    for (const photo of photos.filter((photo) => !isBlank(photo.caption))) {
      expectFrench(photo.url, photo.caption_fr)
    }
    const extras = await rows<{
      name: string
      name_fr: string | null
      description_fr: string | null
    }>('select name, name_fr, description_fr from public.villa_charges')
    expect(extras.length).toBeGreaterThan(0)
    for (const extra of extras) {
      expectFrench(extra.name, extra.name_fr)
      expectFrench(`${extra.name} (description)`, extra.description_fr)
    }
  })

  it('gives the office hours and the address shown on the site their French', async () => {
    const settings = await rows<{ setting_key: string; setting_value_fr: string | null }>(
      `select setting_key, setting_value_fr from public.site_settings
       where setting_key in ('office_hours_weekdays', 'office_hours_saturday', 'office_hours_sunday', 'contact_address')
       order by setting_key`,
    )
    expect(settings).toHaveLength(4)
    for (const setting of settings) expectFrench(setting.setting_key, setting.setting_value_fr)
  })

  it('states the legal identity as the company is registered in France (one value, both notices)', async () => {
    const identity = await rows<{ setting_key: string; setting_value: string }>(
      `select setting_key, setting_value from public.site_settings
       where setting_key in ('legal_form', 'legal_share_capital') order by setting_key`,
    )
    expect(identity).toEqual([
      { setting_key: 'legal_form', setting_value: 'Société par actions simplifiée (SAS)' },
      {
        setting_key: 'legal_share_capital',
        setting_value: new Intl.NumberFormat('fr-FR', {
          style: 'currency',
          currency: 'EUR',
          maximumFractionDigits: 0,
        }).format(50000),
      },
    ])
    for (const { setting_key, setting_value } of identity)
      expect(typographyFaults(setting_value), setting_key).toEqual([])
  })

  it('keeps reviews in the language they were written in, both languages on the site', async () => {
    const reviews = await rows<{ language: string; review_text: string }>(
      'select language, review_text from public.villa_reviews where is_active',
    )
    const french = reviews.filter((review) => review.language === 'fr')
    expect(french.length).toBeGreaterThanOrEqual(2)
    expect(reviews.filter((review) => review.language === 'en').length).toBeGreaterThanOrEqual(2)
    for (const review of french) expectFrench('a French review', review.review_text)
  })
})
