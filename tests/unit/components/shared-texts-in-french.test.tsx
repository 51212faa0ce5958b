import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StarRatingInput } from '@/components/ui/star-rating-input'
import { applyLocale } from '@/lib/i18n/locale'
import { passwordRuleHint as englishRuleHint } from '@/lib/password-policy/password-policy'
import { passwordRuleHint } from '@/lib/password-policy/password-texts'
import { ratingLabel } from '@/lib/ratings'

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('Shared texts in French and English', () => {
  afterEach(() => applyLocale('en'))

  it('says a rating out of five in the language on screen', () => {
    expect(ratingLabel(4)).toBe('4 out of 5')
    expect(ratingLabel(4.5)).toBe('4.5 out of 5')
    applyLocale('fr')
    expect(ratingLabel(4)).toBe('4 sur 5')
    expect(ratingLabel(4.5)).toBe('4,5 sur 5')
  })

  it('states the password rule in French, the English one unchanged', () => {
    expect(passwordRuleHint()).toBe(englishRuleHint())
    applyLocale('fr')
    expect(spaces(passwordRuleHint())).toBe(
      'Au moins 15 caractères. Une phrase de quelques mots sans rapport entre eux se retient facilement ; les mots de passe courants ou divulgués sont refusés.',
    )
  })

  it('names the stars of the rating picker in French', () => {
    applyLocale('fr')
    render(<StarRatingInput value={4} onChange={() => undefined} />)
    expect(screen.getByRole('group', { name: /Note/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '1 étoile' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeTruthy()
    expect(screen.getByText('4 sur 5')).toBeTruthy()
  })

  it('keeps the rating picker’s English', () => {
    render(<StarRatingInput value={null} onChange={() => undefined} />)
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy()
    expect(screen.getByText('Not chosen')).toBeTruthy()
  })
})
