import { afterEach, describe, expect, it } from 'vitest'
import { statusLabel, overlapText } from '@/features/admin/bookings/lib/booking-status'
import { differenceText } from '@/features/admin/bookings/lib/booking-changes'
import {
  ADMIN_LOCALE_STORAGE_KEY,
  adminLocale,
  setAdminLocale,
} from '@/features/admin/language/lib/admin-locale'
import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import { partyAndNights, shortDay } from '@/features/admin/today/lib/today-lists'
import { applyLocale, currentLocale } from '@/lib/i18n/locale'

// Issue 22, point 6: the admin's language on this browser, and the admin's words and formats
// in French (English keeps the spec's, tested beside each helper).

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => {
  setAdminLocale('en')
  window.localStorage.clear()
  applyLocale('en')
})

describe('the admin language on this browser', () => {
  it('is English until a choice is made', () => {
    expect(adminLocale()).toBe('en')
  })

  it('applies a choice at once and remembers it for the sign-in screen', () => {
    setAdminLocale('fr')
    expect(adminLocale()).toBe('fr')
    expect(currentLocale()).toBe('fr')
    expect(window.localStorage.getItem(ADMIN_LOCALE_STORAGE_KEY)).toBe('fr')
    setAdminLocale('en')
    expect(currentLocale()).toBe('en')
    expect(window.localStorage.getItem(ADMIN_LOCALE_STORAGE_KEY)).toBe('en')
  })
})

describe('the admin in French', () => {
  it('says statuses, parties and nights with French plurals', () => {
    applyLocale('fr')
    expect(['pending', 'confirmed', 'cancelled', 'expired'].map(statusLabel)).toEqual([
      'En attente',
      'Confirmée',
      'Annulée',
      'Expirée',
    ])
    expect(partyAndNights(1, 1)).toBe('1 voyageur · 1 nuit')
    expect(partyAndNights(5, 7)).toBe('5 voyageurs · 7 nuits')
    expect(overlapText([{ guest_name: 'Ada' }, { guest_name: 'Sam' }])).toBe(
      'Chevauche des demandes de Ada et Sam',
    )
  })

  it('writes days, rates and amounts the French way', () => {
    applyLocale('fr')
    expect(shortDay('2026-11-28')).toBe('sam. 28 nov.')
    expect(plain(formatOccupancy(52.1))).toBe('52,1 %')
    expect(plain(differenceText(2000))).toBe('2 000 € de plus à encaisser auprès du client')
  })

  it('keeps the English of the spec in English', () => {
    applyLocale('en')
    expect(shortDay('2026-11-28')).toBe('Sat 28 Nov')
    expect(formatOccupancy(52.1)).toBe('52.1%')
    expect(partyAndNights(1, 7)).toBe('1 guest · 7 nights')
  })
})
