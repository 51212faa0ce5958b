import { afterEach, describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { formatDay, formatMonth, formatReviewDay } from '@/lib/dates'
import {
  chosenLanguage,
  isCrawler,
  preferredLanguage,
  rememberLanguage,
} from '@/lib/i18n/language-choice'
import { applyLocale, localeFromPath, localizedPath, unlocalizedPath } from '@/lib/i18n/locale'
import { formatAmount, formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'
import { sitemapXml } from '../../../scripts/vite/sitemap'

// French typography's spaces (narrow no-break in numbers, no-break before €) read as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => applyLocale('en'))

describe('the address names the language', () => {
  it('reads French from /fr and /fr/…, English from everything else', () => {
    expect(localeFromPath('/fr')).toBe('fr')
    expect(localeFromPath('/fr/villas')).toBe('fr')
    expect(localeFromPath('/villas')).toBe('en')
    expect(localeFromPath('/')).toBe('en')
    expect(localeFromPath('/french-riviera')).toBe('en')
    expect(localeFromPath('/admin/bookings')).toBe('en')
  })

  it('moves a page between languages with its query and hash', () => {
    expect(localizedPath('/villas?guests=4#map', 'fr')).toBe('/fr/villas?guests=4#map')
    expect(localizedPath('/', 'fr')).toBe('/fr')
    expect(localizedPath('/?x=1', 'fr')).toBe('/fr?x=1')
    expect(localizedPath('/fr/villa/abc?checkIn=2027-06-12', 'en')).toBe(
      '/villa/abc?checkIn=2027-06-12',
    )
    expect(localizedPath('/fr', 'en')).toBe('/')
    expect(localizedPath('/fr/about', 'fr')).toBe('/fr/about')
    expect(unlocalizedPath('/fr/terms')).toBe('/terms')
  })

  it('links public pages in the language on screen, admin pages without one', () => {
    expect(paths.villa.href('abc')).toBe('/villa/abc')
    applyLocale('fr')
    expect(paths.villa.href('abc')).toBe('/fr/villa/abc')
    expect(paths.home.href()).toBe('/fr')
    expect(paths.admin.bookings.href()).toBe('/admin/bookings')
  })
})

describe('plurals and formats follow the language', () => {
  it('counts nights in English and in French', () => {
    expect(m.nights_count({ count: 1 })).toBe('1 night')
    expect(m.nights_count({ count: 3 })).toBe('3 nights')
    applyLocale('fr')
    expect(m.nights_count({ count: 1 })).toBe('1 nuit')
    // French counts 0 and 1 as singular.
    expect(m.nights_count({ count: 0 })).toBe('0 nuit')
    expect(m.nights_count({ count: 2 })).toBe('2 nuits')
  })

  it('writes euros the English and the French way', () => {
    expect(formatEuro(1450)).toBe('€1,450')
    expect(formatAmount(-725.5)).toBe('−€725.50')
    applyLocale('fr')
    expect(plain(formatEuro(1450))).toBe('1 450 €')
    expect(plain(formatAmount(4.32))).toBe('4,32 €')
    expect(plain(formatAmount(-725.5))).toBe('−725,50 €')
  })

  it('writes days and months the English and the French way', () => {
    expect(formatDay('2026-11-26')).toBe('Nov 26, 2026')
    expect(formatMonth('2026-07-01')).toBe('July 2026')
    expect(formatReviewDay('2026-08-12')).toBe('12 August 2026')
    applyLocale('fr')
    expect(formatDay('2026-11-26')).toBe('26 nov. 2026')
    expect(formatMonth('2026-07-01')).toBe('juillet 2026')
    expect(formatReviewDay('2026-08-12')).toBe('12 août 2026')
  })
})

describe('the offer of the other language', () => {
  it('takes the first of our languages the browser lists', () => {
    expect(preferredLanguage(['fr-CA', 'en-GB'])).toBe('fr')
    expect(preferredLanguage(['de-DE', 'en-US', 'fr'])).toBe('en')
    expect(preferredLanguage(['de-DE', 'it'])).toBeNull()
  })

  it('is never made to crawlers', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(
      false,
    )
  })

  it('remembers the visitor’s answer', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    expect(chosenLanguage(storage)).toBeNull()
    rememberLanguage('fr', storage)
    expect(chosenLanguage(storage)).toBe('fr')
  })
})

describe('the sitemap', () => {
  it('lists each page in both languages, each naming its twin and the default', () => {
    const xml = sitemapXml('https://villas.example', ['/', '/villa/abc'])
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual([
      'https://villas.example/',
      'https://villas.example/fr',
      'https://villas.example/villa/abc',
      'https://villas.example/fr/villa/abc',
    ])
    const frenchVilla = xml.split('<url>')[4]!
    expect(frenchVilla).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://villas.example/villa/abc"/>',
    )
    expect(frenchVilla).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://villas.example/fr/villa/abc"/>',
    )
    expect(frenchVilla).toContain('hreflang="x-default" href="https://villas.example/villa/abc"')
  })
})
