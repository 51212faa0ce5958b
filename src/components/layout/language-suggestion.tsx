import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  chosenLanguage,
  isCrawler,
  preferredLanguage,
  rememberLanguage,
} from '@/lib/i18n/language-choice'
import { currentLocale, localizedPath, type Locale } from '@/lib/i18n/locale'
import type englishCommon from '../../../messages/en/common.json'

type OfferTexts = Pick<
  typeof englishCommon,
  | 'language_prompt_label'
  | 'language_prompt_text'
  | 'language_prompt_accept'
  | 'language_prompt_dismiss'
>

/**
 * The offer is written in the language it offers, which the page's own build does not carry (a
 * visitor loads one language: see BUILD_LOCALE). Its few words come from that language's
 * catalogue, loaded once the offer is to be made (2 KB gz, never on a crawler's or a chosen visit).
 */
const CATALOGUES = import.meta.glob<OfferTexts>('../../../messages/*/common.json', {
  import: 'default',
})
const offerTexts = (locale: Locale) => CATALOGUES[`../../../messages/${locale}/common.json`]!()

/**
 * A visitor whose browser asks for the other language is offered this page in it, in that
 * language, once: never redirected, and their answer (either way) is remembered. Decided after the
 * page has shown, so the page itself is the same for everyone and crawlers never see the offer.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation()
  const [offer, setOffer] = useState<{ locale: Locale; texts: OfferTexts } | null>(null)
  const page = currentLocale()

  useEffect(() => {
    if (isCrawler(navigator.userAgent) || chosenLanguage()) return
    const preferred = preferredLanguage(navigator.languages ?? [navigator.language])
    if (!preferred || preferred === page) return
    let current = true
    // Not offered at all if its words cannot be loaded (offline, a new deploy): nothing is lost.
    offerTexts(preferred)
      .then((texts) => current && setOffer({ locale: preferred, texts }))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [page])

  if (!offer) return null
  const { locale: offered, texts } = offer
  const answer = (locale: Locale) => {
    rememberLanguage(locale)
    setOffer(null)
  }
  return (
    <aside
      lang={offered}
      aria-label={texts.language_prompt_label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-ivory p-3 pl-4 text-sm text-navy shadow-lg sm:bottom-5"
    >
      <p className="flex-1">{texts.language_prompt_text}</p>
      <Button asChild size="sm" variant="gold">
        <Link
          to={localizedPath(`${pathname}${search}${hash}`, offered)}
          hrefLang={offered}
          onClick={() => answer(offered)}
        >
          {texts.language_prompt_accept}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={texts.language_prompt_dismiss}
        onClick={() => answer(page)}
      >
        <X />
      </Button>
    </aside>
  )
}
