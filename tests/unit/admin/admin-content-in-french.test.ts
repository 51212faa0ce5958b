import { afterEach, describe, expect, it } from 'vitest'
import { cleanFaqDraft, faqSchema } from '@/features/admin/faqs/lib/faq-input'
import { CONTENT_PAGES } from '@/features/admin/page-content/lib/pages'
import { placeholderHint } from '@/features/admin/page-content/lib/placeholder-hint'
import { villaTotals } from '@/features/admin/villas/lib/villa-list'
import { applyLocale } from '@/lib/i18n/locale'

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('The content admin in French', () => {
  afterEach(() => applyLocale('en'))

  it('counts villas with French plurals, and English stays as it was', () => {
    const villas = [{ is_active: true }, { is_active: true }, { is_active: false }]
    expect(villaTotals(villas as never)).toBe('3 villas · 2 active')
    applyLocale('fr')
    expect(villaTotals(villas as never)).toBe('3 villas · 2 actives')
    expect(villaTotals(villas.slice(0, 1) as never)).toBe('1 villa · 1 active')
  })

  it('names the pages and explains the placeholders in the language of the screen', () => {
    applyLocale('fr')
    expect(CONTENT_PAGES.map((page) => page.label)).toContain('Page d’accueil')
    expect(placeholderHint('{villa_count} villas')).toMatch(/^\{villa_count\} devient le nombre/)
    expect(placeholderHint('RCS {{rcs_city}}')).toContain('{{rcs_city}}')
  })

  it('says a FAQ’s errors in French when the schema is built in French', () => {
    applyLocale('fr')
    const checked = faqSchema().safeParse({ question: ' ', answer: 'Oui' })
    expect(checked.success).toBe(false)
    expect(checked.error?.issues[0]?.message).toBe('La question et la réponse sont obligatoires')
    const tooLong = faqSchema().safeParse({
      question: 'Q',
      answer: 'A',
      answer_fr: 'x'.repeat(5001),
    })
    expect(spaces(tooLong.error?.issues[0]?.message ?? '')).toBe('5 000 caractères au maximum.')
    expect(cleanFaqDraft({ question: ' Q ', answer: 'A' })).toMatchObject({ question: 'Q' })
  })
})
