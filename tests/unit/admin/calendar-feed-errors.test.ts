import { afterEach, describe, expect, it } from 'vitest'
import { feedProblem } from '@/features/admin/villas/lib/calendar-feed-status'
import { applyLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import {
  FEED_ERROR_CODES,
  feedError,
  type FeedError,
  type FeedErrorCode,
  type FeedErrorParams,
} from '../../../supabase/functions/sync-calendars/feed-errors'

// Issue 22: the sync stores each failure by code (and its English sentence); the admin words
// every code in the staff member's language, and its English is the sync's sentence.

/** Every code the sync throws, with details. */
const SAMPLES: Record<FeedErrorCode, FeedErrorParams> = {
  link_refused: { reason: 'link_local' },
  redirect_refused: { reason: 'link_credentials' },
  host_not_found: { host: 'calendar.example.com' },
  too_many_redirects: { max: 5 },
  invalid_redirect: {},
  http_status: { status: 503 },
  timeout: { seconds: 15 },
  unreachable: {},
  too_large: {},
  not_ical: {},
  unreadable: {},
  too_big: {},
  zone_too_many_changes: { zone: 'Europe/Paris', max: 2000 },
  zone_too_frequent: { zone: 'Mars/Olympus', frequency: 'minutely' },
  event_too_long: {},
  rule_interval: { interval: 99999 },
  save_failed: { detail: 'No such calendar feed' },
  stopped: {},
}

const anyFeedError = feedError as (code: FeedErrorCode, params: FeedErrorParams) => FeedError

const failures = () =>
  (Object.entries(SAMPLES) as [FeedErrorCode, FeedErrorParams][]).map(([code, params]) => {
    const error = anyFeedError(code, params)
    return { code, error: error.message, params: error.params }
  })

describe('a calendar sync failure', () => {
  afterEach(() => applyLocale('en'))

  it('reads in English as the sync wrote it, but for the database’s own words', () => {
    for (const failure of failures()) {
      if (failure.code === 'save_failed') continue
      expect(feedProblem(failure), failure.code).toEqual({ text: failure.error, lang: 'en' })
    }
    // The sync logs PostgREST's message; the admin says what failed, in its own words.
    const [saveFailed] = failures().filter((failure) => failure.code === 'save_failed')
    expect(feedProblem(saveFailed!)).toEqual({
      text: 'The blocked days could not be saved.',
      lang: 'en',
    })
  })

  it('reads in French for every code the sync stores', () => {
    applyLocale('fr')
    const french = (code: FeedErrorCode) => {
      const [failure] = failures().filter((each) => each.code === code)
      const problem = feedProblem(failure!)
      expect(problem.lang, code).toBe('fr')
      return problem.text.replace(/[\u00a0\u202f]/g, ' ')
    }
    for (const failure of failures()) french(failure.code)
    expect(french('http_status')).toBe('Le serveur du calendrier a renvoyé l’erreur HTTP 503')
    expect(french('link_refused')).toBe(
      `${m.admin_villas_feed_url_local().replace(/[\u00a0\u202f]/g, ' ')}. Rien n’a été modifié.`,
    )
    // No English word inside a French sentence: not PostgREST's message, not iCal's keyword.
    expect(french('save_failed')).toBe('Les jours bloqués n’ont pas pu être enregistrés.')
    expect(french('zone_too_frequent')).toBe(
      'Le fuseau horaire « Mars/Olympus » du calendrier comporte plus d’un changement d’heure par an (toutes les minutes), ce qu’aucun fuseau réel ne connaît : le calendrier n’a pas été lu. Rien n’a été modifié.',
    )
    expect(feedProblem({ error: 'x', code: 'came_back_empty', params: { count: 2 } }).text).toMatch(
      /^Le calendrier reçu est vide alors qu’il comptait 2 jours bloqués/,
    )
  })

  it('shows a frequency it has no words for in English, marked so', () => {
    applyLocale('fr')
    const error =
      'The calendar’s time zone “X” changes its clocks more often than once a year (often)'
    expect(
      feedProblem({ error, code: 'zone_too_frequent', params: { zone: 'X', frequency: 'often' } }),
    ).toEqual({ text: error, lang: 'en' })
  })

  it('knows every code the sync stores', () => {
    const codes = [...Object.keys(SAMPLES), 'came_back_empty', 'unknown']
    expect(codes.sort()).toEqual([...FEED_ERROR_CODES].sort())
  })

  it('names a refused redirect in French', () => {
    applyLocale('fr')
    const [redirect] = failures().filter((failure) => failure.code === 'redirect_refused')
    expect(feedProblem(redirect!).text.replace(/\u00a0/g, ' ')).toBe(
      'Le serveur du calendrier redirige vers une autre adresse, qui n’a pas été suivie : le lien ne doit contenir ni identifiant ni mot de passe. Rien n’a été modifié.',
    )
  })
})
