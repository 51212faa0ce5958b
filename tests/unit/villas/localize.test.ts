import { describe, expect, it } from 'vitest'
import { localizeCaption, localizeFaq, localizeVilla } from '@/features/villas/lib/localize'
import type { Tables } from '@/types/database.types'

const villa = (changes: Partial<Tables<'villas'>>) =>
  ({
    description: 'White stone and light.',
    description_fr: 'Pierre blanche et lumière.',
    amenities: ['Pool', 'Sea view'],
    amenities_fr: ['Piscine', 'Vue mer'],
    distances: 'Beach: 5 min',
    distances_fr: null,
    ...changes,
  }) as Tables<'villas'>

describe('a villa in the page’s language', () => {
  it('gives the French texts on a French page, and the English where no French is written', () => {
    const shown = localizeVilla(villa({}), 'fr')
    expect(shown.description).toBe('Pierre blanche et lumière.')
    expect(shown.amenities).toEqual(['Piscine', 'Vue mer'])
    expect(shown.distances).toBe('Beach: 5 min')
    expect(shown.contentLang).toEqual({ description: 'fr', amenities: 'fr', distances: 'en' })
  })

  it('gives the English texts on an English page', () => {
    const shown = localizeVilla(villa({}), 'en')
    expect(shown.description).toBe('White stone and light.')
    expect(shown.amenities).toEqual(['Pool', 'Sea view'])
    expect(shown.contentLang).toEqual({ description: 'en', amenities: 'en', distances: 'en' })
  })

  it('keeps the stored row’s other fields, so both languages stay in the cache', () => {
    const row = villa({})
    const shown = localizeVilla(row, 'fr')
    expect(shown.description_fr).toBe(row.description_fr)
    expect(row.description).toBe('White stone and light.')
  })
})

describe('a FAQ and a caption in the page’s language', () => {
  it('falls back question by question, answer by answer', () => {
    const faq = localizeFaq(
      {
        question: 'Is there parking?',
        question_fr: 'Peut-on se garer ?',
        answer: 'Yes, for two cars.',
        answer_fr: '',
      } as Tables<'villa_faqs'>,
      'fr',
    )
    expect(faq).toMatchObject({
      question: 'Peut-on se garer ?',
      questionLang: 'fr',
      answer: 'Yes, for two cars.',
      answerLang: 'en',
    })
  })

  it('shows a French-only caption on an English page, as French', () => {
    expect(localizeCaption({ caption: '', caption_fr: 'La terrasse' }, 'en')).toMatchObject({
      caption: 'La terrasse',
      captionLang: 'fr',
    })
  })
})
