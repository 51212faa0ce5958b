import { describe, expect, it } from 'vitest'
import {
  isMissingTranslation,
  langAttribute,
  missingLanguage,
  pickList,
  pickText,
} from '@/lib/i18n/content'
import { applyLocale } from '@/lib/i18n/locale'

describe('pickText', () => {
  it('shows the French text on a French page', () => {
    expect(pickText('A sea view', 'Vue sur la mer', 'fr')).toEqual({
      text: 'Vue sur la mer',
      lang: 'fr',
    })
  })

  it('falls back to the English, marked English, when the French is missing or blank', () => {
    expect(pickText('A sea view', null, 'fr')).toEqual({ text: 'A sea view', lang: 'en' })
    expect(pickText('A sea view', '   ', 'fr')).toEqual({ text: 'A sea view', lang: 'en' })
    expect(pickText('A sea view', undefined, 'fr')).toEqual({ text: 'A sea view', lang: 'en' })
  })

  it('shows the English text on an English page, even when a French one exists', () => {
    expect(pickText('A sea view', 'Vue sur la mer', 'en')).toEqual({
      text: 'A sea view',
      lang: 'en',
    })
  })

  it('falls back to the French, marked French, when staff wrote only the French', () => {
    expect(pickText('', 'Vue sur la mer', 'en')).toEqual({ text: 'Vue sur la mer', lang: 'fr' })
    expect(pickText(null, 'Vue sur la mer', 'en')).toEqual({ text: 'Vue sur la mer', lang: 'fr' })
  })

  it('gives an empty text in the page’s language when neither is written', () => {
    expect(pickText('', null, 'fr')).toEqual({ text: '', lang: 'fr' })
    expect(pickText(' ', '', 'en')).toEqual({ text: '', lang: 'en' })
  })
})

describe('pickList', () => {
  it('shows the whole list in the page’s language when written', () => {
    expect(pickList(['Pool', 'Wi-Fi'], ['Piscine', 'Wi-Fi'], 'fr')).toEqual({
      items: ['Piscine', 'Wi-Fi'],
      lang: 'fr',
    })
    expect(pickList(['Pool'], ['Piscine'], 'en')).toEqual({ items: ['Pool'], lang: 'en' })
  })

  it('falls back to the other language’s list, never mixing the two', () => {
    expect(pickList(['Pool'], null, 'fr')).toEqual({ items: ['Pool'], lang: 'en' })
    expect(pickList(['Pool'], ['', ' '], 'fr')).toEqual({ items: ['Pool'], lang: 'en' })
    expect(pickList([], ['Piscine'], 'en')).toEqual({ items: ['Piscine'], lang: 'fr' })
  })

  it('leaves out blank items and answers an empty list when neither is written', () => {
    expect(pickList(['Pool', ' '], null, 'en')).toEqual({ items: ['Pool'], lang: 'en' })
    expect(pickList(null, null, 'fr')).toEqual({ items: [], lang: 'fr' })
  })
})

describe('langAttribute', () => {
  it('marks a text whose language differs from the page’s, and only then', () => {
    expect(langAttribute('en', 'fr')).toBe('en')
    expect(langAttribute('fr', 'en')).toBe('fr')
    expect(langAttribute('fr', 'fr')).toBeUndefined()
    expect(langAttribute('en', 'en')).toBeUndefined()
  })

  it('marks a picked text only when it fell back to the other language', () => {
    expect(langAttribute(pickText('A sea view', null, 'fr').lang, 'fr')).toBe('en')
    expect(langAttribute(pickText('A sea view', 'Vue sur la mer', 'fr').lang, 'fr')).toBeUndefined()
    expect(langAttribute(pickText('', null, 'fr').lang, 'fr')).toBeUndefined()
  })

  it('leaves a text of no known language unmarked', () => {
    expect(langAttribute(undefined, 'fr')).toBeUndefined()
    expect(langAttribute(null, 'en')).toBeUndefined()
  })

  it('compares with the language on screen when the page’s is not given', () => {
    applyLocale('fr')
    expect(langAttribute('en')).toBe('en')
    expect(langAttribute('fr')).toBeUndefined()
    applyLocale('en')
    expect(langAttribute('en')).toBeUndefined()
  })
})

describe('missingLanguage', () => {
  it('flags the French when only the English is written', () => {
    expect(missingLanguage('A sea view', null)).toBe('fr')
    expect(missingLanguage('A sea view', '  ')).toBe('fr')
    expect(missingLanguage(['Pool'], [])).toBe('fr')
  })

  it('flags the English when only the French is written', () => {
    expect(missingLanguage('', 'Vue sur la mer')).toBe('en')
    expect(missingLanguage(null, ['Piscine'])).toBe('en')
  })

  it('flags nothing when both are written, or neither', () => {
    expect(missingLanguage('A sea view', 'Vue sur la mer')).toBeNull()
    expect(missingLanguage('', null)).toBeNull()
    expect(missingLanguage([], null)).toBeNull()
  })

  it('flags a row when any of its pairs lacks a language', () => {
    expect(
      isMissingTranslation([
        ['Q', 'Q fr'],
        ['A', 'R'],
      ]),
    ).toBe(false)
    expect(
      isMissingTranslation([
        ['Q', 'Q fr'],
        ['A', null],
      ]),
    ).toBe(true)
  })
})
