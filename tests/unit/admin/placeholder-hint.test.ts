import { describe, expect, it } from 'vitest'
import { placeholderHint } from '@/features/admin/page-content/lib/placeholder-hint'

describe('the hint under a page text with placeholders', () => {
  it('says what {villa_count} becomes', () => {
    expect(placeholderHint('A collection of {villa_count} villas')).toMatch(
      /\{villa_count\} becomes the number of villas/,
    )
  })

  it('says where the legal texts’ {{tokens}} come from, naming one found in the text', () => {
    expect(placeholderHint('RCS {{rcs_city}} {{rcs_number}}')).toMatch(
      /such as \{\{rcs_city\}\}, are filled in from Profile Settings › Legal identity/,
    )
  })

  it('says nothing for a text without placeholders', () => {
    expect(placeholderHint('Luxury Villa Rentals')).toBeUndefined()
  })
})
