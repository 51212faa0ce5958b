import { afterEach, describe, expect, it } from 'vitest'
import { legalDocument } from '@/features/content/lib/legal-document'
import { localizeSection } from '@/features/content/lib/localize-section'
import { pageContent } from '@/features/content/lib/page-content'
import { applyLocale } from '@/lib/i18n/locale'

const row = (
  section_key: string,
  english: [string | null, string],
  french: [string | null, string | null] = [null, null],
) => ({
  section_key,
  title: english[0],
  content: english[1],
  title_fr: french[0],
  content_fr: french[1],
  image_url: null,
  is_active: true,
})

describe('a page section in the page’s language', () => {
  afterEach(() => applyLocale('en'))

  it('shows the French title and content on a French page, unmarked', () => {
    applyLocale('fr')
    const rows = [row('hero', ['Welcome', 'The coast.'], ['Bienvenue', 'La côte.'])].map((r) =>
      localizeSection(r, 'fr'),
    )
    const page = pageContent(rows, { hero: { title: 'Default', content: 'Default' } })
    expect(page.title('hero')).toBe('Bienvenue')
    expect(page.text('hero')).toBe('La côte.')
    expect(page.lang('hero')).toBeUndefined()
    expect(page.titleLang('hero')).toBeUndefined()
  })

  it('falls back to the English, marked lang="en", where the French is blank', () => {
    applyLocale('fr')
    const rows = [row('hero', ['Welcome', 'The coast.'], ['Bienvenue', '  '])].map((r) =>
      localizeSection(r, 'fr'),
    )
    const page = pageContent(rows, { hero: {} })
    expect(page.title('hero')).toBe('Bienvenue')
    expect(page.text('hero')).toBe('The coast.')
    expect(page.lang('hero')).toBe('en')
    expect(page.titleLang('hero')).toBeUndefined()
  })

  it('on an English page shows a French-only section marked lang="fr"', () => {
    const rows = [row('hero', [null, ''], ['Bienvenue', 'La côte.'])].map((r) =>
      localizeSection(r, 'en'),
    )
    const page = pageContent(rows, { hero: {} })
    expect(page.text('hero')).toBe('La côte.')
    expect(page.lang('hero')).toBe('fr')
    expect(page.titleLang('hero')).toBe('fr')
  })

  it('leaves a default (no row) unmarked', () => {
    applyLocale('fr')
    const page = pageContent([], { hero: { content: 'Bienvenue' } })
    expect(page.lang('hero')).toBeUndefined()
  })
})

describe('a legal page in the page’s language', () => {
  afterEach(() => applyLocale('en'))

  it('marks each untranslated heading and text with its language', () => {
    applyLocale('fr')
    const rows = [
      row('intro', ['Terms of Booking', 'These terms apply.'], ['Conditions de réservation', null]),
      row(
        'cancellation',
        ['2. Cancellation', 'Free until 60 days.'],
        ['2. Annulation', 'Gratuite.'],
      ),
      row('payment', ['3. Payment', 'By transfer.']),
    ].map((r) => localizeSection(r, 'fr'))
    const doc = legalDocument('terms', rows)
    expect(doc.title).toBe('Conditions de réservation')
    expect(doc.titleLang).toBeUndefined()
    expect(doc.lead).toBe('These terms apply.')
    expect(doc.leadLang).toBe('en')
    expect(doc.sections).toEqual([
      { key: 'cancellation', title: '2. Annulation', text: 'Gratuite.' },
      {
        key: 'payment',
        title: '3. Payment',
        text: 'By transfer.',
        titleLang: 'en',
        textLang: 'en',
      },
    ])
  })
})
