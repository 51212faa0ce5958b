import { Link, useLocation } from 'react-router-dom'
import { rememberLanguage } from '@/lib/i18n/language-choice'
import { currentLocale, localizedPath, type Locale } from '@/lib/i18n/locale'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

/**
 * The same page in the other language: same villa, same dates (the address's query and hash go
 * along). Its name is written in the language it leads to, as sites in several languages do.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation()
  const other: Locale = currentLocale() === 'fr' ? 'en' : 'fr'
  return (
    <Link
      to={localizedPath(`${pathname}${search}${hash}`, other)}
      hrefLang={other}
      lang={other}
      aria-label={m.language_switch_aria()}
      onClick={() => rememberLanguage(other)}
      title={m.language_switch_name()}
      className={cn(
        'rounded-sm py-2 text-xs font-medium tracking-luxe text-navy transition-colors hover:text-gold-dark focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {m.language_switch_label()}
    </Link>
  )
}
