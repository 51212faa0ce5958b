import { afterEach, describe, expect, it } from 'vitest'
import { feedProblem } from '@/features/admin/villas/lib/calendar-feed-status'
import { applyLocale } from '@/lib/i18n/locale'
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

  it('reads in English as the sync wrote it', () => {
    for (const failure of failures()) {
      expect(feedProblem(failure), failure.code).toEqual({ text: failure.error, lang: 'en' })
    }
  })

  it('reads in French for every code the sync stores', () => {
    applyLocale('fr')
    for (const failure of failures()) {
      const problem = feedProblem(failure)
      expect(problem.lang, failure.code).toBe('fr')
      expect(problem.text, failure.code).not.toBe(failure.error)
    }
    const codes = [...failures().map((failure) => failure.code), 'came_back_empty', 'unknown']
    expect(codes.sort()).toEqual([...FEED_ERROR_CODES].sort())
    expect(feedProblem({ error: 'x', code: 'came_back_empty', params: { count: 2 } }).text).toMatch(
      /^Le calendrier reçu est vide alors qu’il comptait 2 jours bloqués/,
    )
  })

  it('names a refused redirect and a time zone in French', () => {
    applyLocale('fr')
    const [redirect] = failures().filter((failure) => failure.code === 'redirect_refused')
    expect(feedProblem(redirect!).text.replace(/\u00a0/g, ' ')).toBe(
      'Le serveur du calendrier redirige vers une autre adresse, qui n’a pas été suivie : le lien ne doit contenir ni identifiant ni mot de passe. Rien n’a été modifié.',
    )
    const [zone] = failures().filter((failure) => failure.code === 'zone_too_frequent')
    expect(feedProblem(zone!).text.replace(/\u00a0/g, ' ')).toMatch(
      /^Le fuseau horaire « Mars\/Olympus » du calendrier comporte plus d’un changement d’heure par an \(minutely\)/,
    )
  })
})
