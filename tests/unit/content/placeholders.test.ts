import { describe, expect, it } from 'vitest'
import { countInWords, fillPlaceholders } from '@/features/content/lib/placeholders'

describe('fillPlaceholders', () => {
  const story = 'We have grown into a collection of {villa_count} villas, each selected in person.'

  it('puts the figure where the text names it', () => {
    expect(fillPlaceholders(story, { villa_count: '56' })).toBe(
      'We have grown into a collection of 56 villas, each selected in person.',
    )
  })

  it('leaves a known placeholder out, with its space, when its value is not known', () => {
    expect(fillPlaceholders(story, { villa_count: null })).toBe(
      'We have grown into a collection of villas, each selected in person.',
    )
  })

  it('keeps an unknown placeholder as typed, for staff to notice', () => {
    expect(fillPlaceholders('{villa_cout} villas', { villa_count: '7' })).toBe(
      '{villa_cout} villas',
    )
  })
})

describe('countInWords', () => {
  it('writes small counts in words and larger ones in figures', () => {
    expect(countInWords(7)).toBe('seven')
    expect(countInWords(12)).toBe('twelve')
    expect(countInWords(56)).toBe('56')
    expect(countInWords(1200)).toBe('1,200')
  })

  it('writes them in French for a French page, in the gender of villas', () => {
    expect(countInWords(7, 'fr')).toBe('sept')
    expect(countInWords(1, 'fr')).toBe('une')
    expect(countInWords(1200, 'fr').replace(/\u202f/g, ' ')).toBe('1 200')
  })
})
