import { describe, expect, it } from 'vitest'
import { nextDisplayOrder } from '@/features/admin/layout/lib/display-order'

// FAQs and reviews (add-faq.ts, add-review.ts) share the rule.
describe('display order of a new FAQ or review', () => {
  it('starts at 1 when the villa has none', () => {
    expect(nextDisplayOrder([])).toBe(1)
  })

  it('is the current maximum plus 1, whatever the list order', () => {
    expect(
      nextDisplayOrder([{ display_order: 3 }, { display_order: 7 }, { display_order: 2 }]),
    ).toBe(8)
  })

  it('follows a gap left by a deleted item instead of filling it', () => {
    expect(nextDisplayOrder([{ display_order: 1 }, { display_order: 4 }])).toBe(5)
  })
})
