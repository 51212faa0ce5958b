import { afterEach, describe, expect, it } from 'vitest'
import { calendarFeedSchema } from '@/features/admin/villas/api/add-calendar-feed'
import { arrivalInfoSchema, EMPTY_ARRIVAL_INFO } from '@/features/admin/villas/lib/arrival-info'
import { feedProblem, feedStatus, timeAgo } from '@/features/admin/villas/lib/calendar-feed-status'
import { photoMoveAnnouncement } from '@/features/admin/villas/lib/photo-order'
import {
  registrationCommuneProblem,
  registrationNumberProblem,
} from '@/features/admin/villas/lib/registration-number'
import { applyLocale } from '@/lib/i18n/locale'
import { classificationLabel } from '@/lib/villa-classification'
import * as m from '@/paraglide/messages'

// Issue 22: the villa editor in the staff member's language. English keeps its texts (the spec's);
// French has its own plurals, number formats and typography (a space before the colon).

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const NOW = Date.parse('2026-11-26T12:00:00Z')
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString()
const never = {
  last_attempt_at: null,
  last_success_at: null,
  last_error: null,
  blocked_day_count: null,
}

describe('The villa editor in French', () => {
  afterEach(() => applyLocale('en'))

  it('counts photos, uploads and blocked days with French plurals, English unchanged', () => {
    expect(m.admin_villas_photos_count({ count: 1 })).toBe('1 photo')
    expect(m.admin_villas_images_uploaded({ count: 1 })).toBe('1 image(s) uploaded successfully')
    expect(m.admin_villas_images_uploaded({ count: 3 })).toBe('3 image(s) uploaded successfully')
    expect(m.admin_villas_amenities_picked({ count: 4 })).toBe('4 picked.')
    applyLocale('fr')
    expect(m.admin_villas_photos_count({ count: 12 })).toBe('12 photos')
    expect(m.admin_villas_images_uploaded({ count: 1 })).toBe('1 image importée')
    expect(m.admin_villas_images_uploaded({ count: 3 })).toBe('3 images importées')
    expect(m.admin_villas_amenities_picked({ count: 1 })).toBe('1 équipement choisi.')
    expect(m.admin_villas_amenities_picked({ count: 4 })).toBe('4 équipements choisis.')
    expect(m.admin_villas_calendars_unread({ count: 2 })).toBe(
      '2 calendriers n’ont pas pu être lus.',
    )
  })

  it('says how long ago a calendar synced, and what it blocks, in French', () => {
    applyLocale('fr')
    expect(timeAgo(ago(0.5), NOW)).toBe('à l’instant')
    expect(timeAgo(ago(5), NOW)).toBe('il y a 5 min')
    expect(timeAgo(ago(125), NOW)).toBe('il y a 2 h')
    expect(timeAgo(ago(60 * 24), NOW)).toBe('il y a 1 jour')
    expect(timeAgo(ago(60 * 24 * 3), NOW)).toBe('il y a 3 jours')
    expect(feedStatus({ ...never, last_success_at: ago(5), blocked_day_count: 1 }, NOW)).toEqual({
      kind: 'ok',
      text: 'Synchronisé il y a 5 min · 1 jour bloqué',
    })
    expect(feedStatus({ ...never, last_success_at: ago(5), blocked_day_count: 12 }, NOW)).toEqual({
      kind: 'ok',
      text: 'Synchronisé il y a 5 min · 12 jours bloqués',
    })
    expect(feedStatus(never, NOW)).toEqual({ kind: 'pending', text: 'Pas encore synchronisé' })
  })

  it('words the failures the sync stores by code, and marks older English text as English', () => {
    const http = {
      error: 'The calendar server answered HTTP 404',
      code: 'http_status',
      params: { status: 404 },
    }
    expect(feedProblem(http)).toEqual({ text: 'The calendar server answered HTTP 404', lang: 'en' })
    applyLocale('fr')
    expect(feedProblem(http)).toEqual({
      text: 'Le serveur du calendrier a renvoyé l’erreur HTTP 404',
      lang: 'fr',
    })
    const held = {
      error: 'The calendar came back empty although it had 1 blocked day: they are kept.',
      code: 'came_back_empty',
      params: { count: 1 },
    }
    expect(spaces(feedProblem(held).text)).toBe(
      'Le calendrier reçu est vide alors qu’il comptait 1 jour bloqué : il est conservé. Synchronisez de nouveau pour confirmer qu’il est bien vide.',
    )
    const credentials = {
      error: 'A calendar link cannot carry a user name or password. Nothing was changed.',
      code: 'link_refused',
      params: { reason: 'link_credentials' },
    }
    expect(spaces(feedProblem(credentials).text)).toBe(
      'Le lien ne doit contenir ni identifiant ni mot de passe. Rien n’a été modifié.',
    )
    // A failure the sync did not foresee, and text stored before codes, stay English.
    const unknown = { error: 'fetch failed: socket hang up', code: 'unknown', params: {} }
    expect(feedProblem(unknown)).toEqual({ text: 'fetch failed: socket hang up', lang: 'en' })
    const older = { error: 'The calendar server could not be reached', code: null, params: {} }
    expect(feedProblem(older)).toEqual({
      text: 'The calendar server could not be reached',
      lang: 'en',
    })
    expect(
      feedStatus(
        {
          ...never,
          last_error: 'The calendar server could not be reached',
          last_error_code: 'unreachable',
        },
        NOW,
      ),
    ).toMatchObject({
      error: 'Le serveur du calendrier est injoignable',
      errorLang: 'fr',
      lastSuccess: 'Aucune synchronisation réussie pour l’instant.',
    })
  })

  it('checks arrival information and calendar links with French messages and numbers', () => {
    const tooLong = { ...EMPTY_ARRIVAL_INFO, access_codes: 'x'.repeat(2001) }
    expect(arrivalInfoSchema.safeParse(tooLong).error?.issues[0]?.message).toBe(
      'At most 2,000 characters.',
    )
    applyLocale('fr')
    expect(spaces(arrivalInfoSchema.safeParse(tooLong).error?.issues[0]?.message ?? '')).toBe(
      '2 000 caractères au maximum.',
    )
    expect(
      arrivalInfoSchema.safeParse({ ...EMPTY_ARRIVAL_INFO, arrival_from: '4pm' }).error?.issues[0]
        ?.message,
    ).toBe('Saisissez une heure au format HH:MM, par exemple 16:00.')
    const feed = calendarFeedSchema.safeParse({ name: '', url: 'http://192.168.1.10/cal.ics' })
    expect(feed.error?.issues.map((issue) => spaces(issue.message))).toEqual([
      'Donnez un nom au calendrier, par exemple Airbnb',
      'Le lien doit pointer vers une adresse publique sur Internet : les adresses de ce serveur ou d’un réseau privé ne sont jamais consultées',
    ])
  })

  it('names classifications and registration problems, and announces photo moves, in French', () => {
    expect(classificationLabel('unclassified')).toBe('Unclassified')
    expect(classificationLabel('1_star')).toBe('1 star')
    expect(classificationLabel('4_stars')).toBe('4 stars')
    applyLocale('fr')
    expect(classificationLabel('unclassified')).toBe('Non classé')
    expect(classificationLabel('1_star')).toBe('1 étoile')
    expect(classificationLabel('5_stars')).toBe('5 étoiles')
    expect(spaces(registrationNumberProblem('83118-452') ?? '')).toMatch(
      /^Le numéro d’enregistrement doit compter 13 caractères : le code INSEE/,
    )
    expect(
      registrationCommuneProblem('06004000118BR', { name: 'Saint-Raphaël', insee_code: '83118' }),
    ).toBe('Un numéro enregistré à Saint-Raphaël doit commencer par son code INSEE, 83118')
    expect(photoMoveAnnouncement(3, 12)).toBe('Photo déplacée en position 3 sur 12.')
  })
})
