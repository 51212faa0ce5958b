import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bookingTermsSchema, bookingTermsSentences } from '@/features/admin/offer/lib/booking-terms'
import { tierSentences } from '@/features/admin/offer/lib/cancellation-tiers'
import { chargePayload, chargeSentence } from '@/features/admin/offer/lib/charges'
import { discountSentence } from '@/features/admin/offer/lib/discounts'
import { applyLocale } from '@/lib/i18n/locale'

// The offer editor speaks the staff member's language (issue 22); French spaces normalised.
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ')

describe('the offer editor in French', () => {
  beforeEach(() => applyLocale('fr'))
  afterEach(() => applyLocale('en'))

  it('says the cancellation tiers in French, with French plurals', () => {
    expect(
      tierSentences([
        { min_days_before: 0, charge_percent: 100 },
        { min_days_before: 61, charge_percent: 30 },
        { min_days_before: 1, charge_percent: 50 },
      ]).map(plain),
    ).toEqual([
      'Annulation 61 jours ou plus avant l’arrivée : le voyageur doit 30 % du séjour',
      'Annulation de 1 à 60 jours avant l’arrivée : le voyageur doit 50 % du séjour',
      'Annulation moins de 1 jour avant l’arrivée (ou absence à l’arrivée) : le voyageur doit 100 % du séjour',
    ])
  })

  it('says the payment terms in French, amounts in French format', () => {
    expect(
      bookingTermsSentences({
        deposit_percent: '30',
        deposit_due_days: '1',
        balance_due_days: '45',
        security_deposit: '2500',
        relet_fee: '150.5',
      })?.map(plain),
    ).toEqual([
      'Le voyageur règle 30 % du séjour dans les 1 jour suivant la confirmation, et le solde 45 jours avant l’arrivée (tout en une fois pour une réservation à moins de 45 jours de l’arrivée).',
      'Une caution restituable de 2 500 € est demandée en dehors du prix.',
      'Un séjour annulé puis reloué coûte 150,50 € au voyageur, au lieu des frais d’annulation.',
    ])
  })

  it('explains a wrong field in French', () => {
    const result = bookingTermsSchema.safeParse({
      deposit_percent: '0',
      deposit_due_days: '40',
      balance_due_days: '30',
      security_deposit: '0',
      relet_fee: '0',
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'L’acompte doit être un pourcentage supérieur à 0, jusqu’à 100',
      'L’échéance de l’acompte doit être un nombre entier de jours, de 0 à 30',
    ])
  })

  it('names a charge and its season in French, the English where not translated', () => {
    const charge = {
      name: 'Final cleaning',
      name_fr: 'Ménage de fin de séjour',
      amount: 180,
      unit: 'per_stay' as const,
      is_optional: false,
      is_active: true,
    }
    expect(
      plain(chargeSentence(charge, { season_name: 'High Season', season_name_fr: 'Haute saison' })),
    ).toBe(
      'Facturé à chaque séjour : 180 € par séjour. Uniquement pour les arrivées en « Haute saison » ; pour elles, il remplace « Ménage de fin de séjour » valable toute l’année, s’il existe.',
    )
    expect(
      plain(chargeSentence({ ...charge, name_fr: null }, { season_name: 'Low Season' })),
    ).toContain('en « Low Season » ; pour elles, il remplace « Final cleaning »')
  })

  it('says a discount in French', () => {
    expect(
      plain(
        discountSentence({ kind: 'length_of_stay', threshold: 7, percent: 12.5, is_active: true }),
      ),
    ).toBe('Séjours de 7 nuits ou plus : 12,5 % de remise sur les nuits.')
  })

  it('stores a blank French name as not translated', () => {
    const values = {
      name: 'Boat day',
      name_fr: '  ',
      description: 'A skippered day',
      description_fr: ' Une journée avec skipper ',
      amount: '450',
      unit: 'per_stay' as const,
      kind: 'extra' as const,
      season_id: '',
      is_active: true,
      display_order: '',
    }
    expect(chargePayload('v', values)).toMatchObject({
      name_fr: null,
      description_fr: 'Une journée avec skipper',
    })
  })
})
