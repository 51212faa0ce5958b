import { useEffect } from 'react'
import { Helmet } from 'react-helmet-async'
import { useLocation } from 'react-router-dom'
import { MaintenanceGate } from '@/app/maintenance-gate'
import { applyLocale, localeFromPath } from '@/lib/i18n/locale'
import { registerRefusalTexts } from '@/lib/refusal-text'

/**
 * The public site in the language of its address (`/fr/…` French, the rest English): set before
 * anything below renders, and on `<html lang>` so screen readers and translators know it. A
 * language switch remounts the site, so nothing keeps a text of the other language.
 */
export function LocaleRoot() {
  const locale = localeFromPath(useLocation().pathname)
  applyLocale(locale)
  useEffect(() => {
    // The database's refusals in French: their words load after the page, never on a first visit.
    if (locale === 'fr')
      void import('@/lib/visitor-refusals').then(({ visitorRefusalText }) =>
        registerRefusalTexts(visitorRefusalText),
      )
  }, [locale])
  return (
    <>
      <Helmet htmlAttributes={{ lang: locale }} />
      <MaintenanceGate key={locale} />
    </>
  )
}
