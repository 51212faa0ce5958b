import { describe, expect, it } from 'vitest'
import { summary } from '@/lib/summary'

describe('summary', () => {
  it('leaves a short text as it is, on one line', () => {
    expect(summary('A villa above\n the sea.')).toBe('A villa above the sea.')
  })

  it('keeps the whole sentences that fit', () => {
    const text = `${'A'.repeat(70)}. ${'B'.repeat(70)}. ${'C'.repeat(70)}.`
    expect(summary(text)).toBe(`${'A'.repeat(70)}. ${'B'.repeat(70)}.`)
  })

  it('cuts a first sentence too long at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(60).trim()}.`
    const cut = summary(text)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut).toMatch(/ word…$/)
  })

  it('cuts French the same way (Tout de pierre blanche…)', () => {
    const text =
      'Tout de pierre blanche et de lumière, la Villa Azur domine les criques de Boulouris ; sa piscine à débordement semble se déverser dans la Méditerranée. Les baies vitrées ouvrent chaque pièce sur de larges terrasses.'
    expect(summary(text)).toBe(
      'Tout de pierre blanche et de lumière, la Villa Azur domine les criques de Boulouris ; sa piscine à débordement semble se déverser dans la Méditerranée.',
    )
  })
})
