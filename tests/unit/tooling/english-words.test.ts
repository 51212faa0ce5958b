// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ENGLISH_WORDS } from '../../e2e/support/catalogue'

// The language walk fails a French page on these words: a French word that merely starts or
// ends with one ("forêt", "forçait", "théâtre") must not count as English.
describe('ENGLISH_WORDS', () => {
  it('finds English function words, whole', () => {
    expect(ENGLISH_WORDS.test('Book the villa')).toBe(true)
    expect(ENGLISH_WORDS.test('Prices for 2026')).toBe(true)
    expect(ENGLISH_WORDS.test('« Please » wait')).toBe(true)
  })

  it('leaves French words with accented letters alone', () => {
    for (const french of ['Une villa en forêt', 'Il forçait la porte', 'Théâtre d’été', 'Àthe'])
      expect(ENGLISH_WORDS.test(french), french).toBe(false)
  })
})
