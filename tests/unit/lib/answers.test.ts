import { describe, expect, it } from 'vitest'
import { required } from '@/lib/answers'

describe('required (a composite answer’s guaranteed fields, checked at the api boundary)', () => {
  it('hands the answer back when every listed field is there, a null in the others kept', () => {
    const answer = { total: 1200, problem: null as { rule: string } | null }
    expect(required(answer, ['total'], 'quote')).toBe(answer)
  })

  it('names the field a function left out', () => {
    expect(() => required({ total: null, bookable: true }, ['total'], 'quote')).toThrow(
      'The quote came back without total',
    )
  })

  it('says so when there is no answer at all', () => {
    expect(() => required(null as { total: number | null } | null, ['total'], 'quote')).toThrow(
      'The quote came back empty',
    )
  })
})
