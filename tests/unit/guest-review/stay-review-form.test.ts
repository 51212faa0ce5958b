import { describe, expect, it } from 'vitest'
import {
  checkStayReview,
  emptyStayReview,
  fieldOfRefusal,
} from '@/features/guest-review/lib/stay-review-form'

describe('the guest’s review form', () => {
  it('starts signed with the name the link gives, nothing else filled', () => {
    expect(emptyStayReview('Ada L.')).toEqual({
      rating: null,
      reviewText: '',
      guestName: 'Ada L.',
      guestLocation: '',
    })
  })

  it('says beside each field what is missing, in the database’s words', () => {
    expect(checkStayReview(emptyStayReview('  '))).toEqual({
      rating: 'Rating: choose from 1 to 5 stars',
      reviewText: 'Your review: write a few words, up to 5,000 characters',
      guestName: 'Your name: enter the name to sign with, up to 200 characters',
      guestLocation: 'Where you are from: enter a city or country, up to 200 characters',
    })
    expect(
      checkStayReview({
        rating: 4,
        reviewText: 'x'.repeat(5001),
        guestName: 'Ada',
        guestLocation: 'Oslo',
      }),
    ).toEqual({ reviewText: 'Your review: write a few words, up to 5,000 characters' })
  })

  it('accepts a rated, written and signed review', () => {
    expect(
      checkStayReview({
        rating: 5,
        reviewText: 'Perfect.',
        guestName: 'Ada',
        guestLocation: 'Oslo',
      }),
    ).toEqual({})
  })

  it('finds the field a refusal names', () => {
    expect(fieldOfRefusal({ code: '22023', details: 'guest_location' })).toBe('guestLocation')
    expect(fieldOfRefusal({ code: '55000', details: null })).toBeUndefined()
  })
})
