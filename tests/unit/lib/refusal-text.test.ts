import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminRefusalText } from '@/features/admin/layout/lib/admin-refusals'
import { dataOf } from '@/lib/api'
import { applyLocale } from '@/lib/i18n/locale'
import { failureMessage } from '@/lib/request-errors'
import { refusalMessage } from '@/lib/refusals'
import { registerRefusalTexts, refusalWords } from '@/lib/refusal-text'
import { visitorRefusalText } from '@/lib/visitor-refusals'

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const refused = (message: string, code = 'P0001') => ({ code, message, details: null, hint: null })

/** Checks a program makes, which no screen lets a person run into (a developer's sentence). */
const INTERNAL = [
  'A page holds 1 to 100 %',
  'The offset cannot be negative',
  'Unknown status filter: %',
  'Unknown cancellation reason filter: %',
  'Unknown sort column: %',
  'Unknown form type: %',
  'Unknown kind filter: %',
  'Notification % is not being sent under this claim',
  'The maintenance password can only be checked with POST',
  'Require two-factor for all staff must be true or false',
]

/** Every sentence the schema's `raise exception`s and flood controls can answer with. */
function schemaSentences(): string[] {
  const folder = join(process.cwd(), 'supabase/schemas')
  const sentences = new Set<string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(folder, file), 'utf8')
    const literal = "'((?:[^']|'')*)'"
    for (const found of sql.matchAll(new RegExp(`raise exception\\s+${literal}`, 'g')))
      sentences.add(found[1]!.replaceAll("''", "'"))
    for (const found of sql.matchAll(/'(Too many [^']+)'/g)) sentences.add(found[1]!)
    for (const found of sql.matchAll(/then '([A-Z][a-z]+ (?:reminder|email): [^']+)'/g))
      sentences.add(found[1]!)
  }
  return [...sentences].filter((sentence) => !['%', '%: %'].includes(sentence))
}

describe('The database’s refusals in the language on screen', () => {
  beforeAll(() => registerRefusalTexts(adminRefusalText))
  afterEach(() => applyLocale('en'))

  it('gives every refusal a visitor or staff member can meet a French sentence', () => {
    applyLocale('fr')
    const sentences = schemaSentences().filter((sentence) => !INTERNAL.includes(sentence))
    expect(sentences.length).toBeGreaterThan(90)
    const untranslated = sentences.filter((sentence) => {
      const filled = sentence.replaceAll('%', '7')
      return refusalWords(filled) === filled
    })
    expect(untranslated).toEqual([])
  })

  it('keeps the database’s English sentence in English', () => {
    expect(refusalWords('This review link has already been used')).toBe(
      'This review link has already been used',
    )
    expect(
      refusalWords(
        'Phone: use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +',
      ),
    ).toBe('Phone: use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +')
  })

  it('says a visitor’s refusals in French, with the values the database put in', () => {
    applyLocale('fr')
    // The catalogue a French public page loads (without the staff's).
    expect(visitorRefusalText('This request can no longer be withdrawn')).toBe(
      'Cette demande ne peut plus être retirée',
    )
    expect(visitorRefusalText('This booking does not exist')).toBeNull()
    expect(spaces(refusalWords('This review link has already been used'))).toBe(
      'Ce lien d’avis a déjà été utilisé',
    )
    expect(
      spaces(refusalWords('You can write your review from your departure day, 14 August 2026')),
    ).toBe('Vous pourrez écrire votre avis à partir de votre jour de départ, le 14 août 2026')
  })

  it('says a staff member’s refusals in French: dates, statuses and a setting’s field', () => {
    applyLocale('fr')
    expect(
      spaces(
        refusalWords(
          'This request expired on August 14, 2026 at 10:00 UTC: ask the guest to send a new one',
        ),
      ),
    ).toBe(
      'Cette demande a expiré le 14 août 2026 à 10:00 UTC : demandez au voyageur d’en envoyer une nouvelle',
    )
    expect(
      spaces(
        refusalWords('2026-08-14 conflicts with confirmed booking from 2026-08-10 to 2026-08-17'),
      ),
    ).toBe('Le 14 août 2026 est pris par une réservation confirmée du 10 août 2026 au 17 août 2026')
    expect(spaces(refusalWords('A cancelled booking cannot be changed to confirmed'))).toBe(
      'Une réservation « annulée » ne peut pas passer à « confirmée »',
    )
    expect(
      spaces(
        refusalWords(
          'Office hours (Saturday): enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)',
        ),
      ),
    ).toBe(
      'Horaires (samedi) : saisissez les horaires sur une ligne, 60 caractères au plus (par exemple 9 h – 19 h)',
    )
    expect(
      spaces(
        refusalWords(
          'Office hours in French (Sunday): enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)',
        ),
      ),
    ).toBe(
      'Horaires en français (dimanche) : saisissez les horaires sur une ligne, 60 caractères au plus (par exemple 9 h – 19 h)',
    )
  })

  it('shows a booking rule’s refusal in the French the database raised it with', () => {
    // The booking trigger: quote_stay's English as the message, its rule and French beside it.
    const rule = () => ({
      code: 'P0001',
      message: 'Minimum 7 nights in High Summer',
      details: 'quote_stay.min_nights',
      hint: '7\u00a0nuits minimum (Haute saison)',
    })
    const thrown = (error: unknown) => {
      try {
        dataOf({ data: null, error })
      } catch (caught) {
        return caught
      }
    }
    applyLocale('fr')
    expect(refusalMessage(thrown(rule()), 'bookingRule')).toBe(
      '7\u00a0nuits minimum (Haute saison)',
    )
    // Anywhere else a hint is advice in English, never the sentence's French.
    const throttled = {
      code: 'PT429',
      message: 'Too many booking requests. Please wait a few minutes and try again.',
      details: null,
      hint: 'Nothing was stored. Wait a few minutes, then try again.',
    }
    expect(refusalMessage(thrown(throttled), 'throttled')).toBe(
      'Trop de demandes de réservation. Veuillez patienter quelques minutes puis réessayer.',
    )
    applyLocale('en')
    expect(refusalMessage(thrown(rule()), 'bookingRule')).toBe('Minimum 7 nights in High Summer')
  })

  it('leaves a sentence it does not know as written', () => {
    applyLocale('fr')
    expect(refusalWords('Something nobody wrote')).toBe('Something nobody wrote')
  })

  it('translates what the api layer throws, keeping its code for the refusal it is', () => {
    applyLocale('fr')
    let thrown: unknown
    try {
      dataOf({ data: null, error: refused('This request can no longer be withdrawn', '55000') })
    } catch (error) {
      thrown = error
    }
    expect(refusalMessage(thrown, 'wrongState')).toBe('Cette demande ne peut plus être retirée')
    expect(failureMessage(refused('This booking does not exist', 'P0002'))).toBe(
      'This booking does not exist',
    )
    try {
      dataOf({ data: null, error: refused('This booking does not exist', 'P0002') })
    } catch (error) {
      expect(failureMessage(error)).toBe('Cette réservation n’existe pas')
    }
    applyLocale('en')
    try {
      dataOf({ data: null, error: refused('This request can no longer be withdrawn', '55000') })
    } catch (error) {
      expect(refusalMessage(error, 'wrongState')).toBe('This request can no longer be withdrawn')
    }
  })
})
