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
import * as m from '@/paraglide/messages'

/**
 * A visitor whose browser asks for the other language is offered this page in it, in that
 * language, once: never redirected, and their answer (either way) is remembered. Decided after the
 * page has shown, so the page itself is the same for everyone and crawlers never see the offer.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation()
  const [offered, setOffered] = useState<Locale | null>(null)
  const page = currentLocale()

  useEffect(() => {
    if (isCrawler(navigator.userAgent) || chosenLanguage()) return
    const preferred = preferredLanguage(navigator.languages ?? [navigator.language])
    setOffered(preferred && preferred !== page ? preferred : null)
  }, [page])

  if (!offered) return null
  const answer = (locale: Locale) => {
    rememberLanguage(locale)
    setOffered(null)
  }
  const inOffered = { locale: offered }
  return (
    <aside
      lang={offered}
      aria-label={m.language_prompt_label({}, inOffered)}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-ivory p-3 pl-4 text-sm text-navy shadow-lg sm:bottom-5"
    >
      <p className="flex-1">{m.language_prompt_text({}, inOffered)}</p>
      <Button asChild size="sm" variant="gold">
        <Link
          to={localizedPath(`${pathname}${search}${hash}`, offered)}
          hrefLang={offered}
          onClick={() => answer(offered)}
        >
          {m.language_prompt_accept({}, inOffered)}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={m.language_prompt_dismiss({}, inOffered)}
        onClick={() => answer(page)}
      >
        <X />
      </Button>
    </aside>
  )
}
