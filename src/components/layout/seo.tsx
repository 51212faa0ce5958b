import { Helmet } from 'react-helmet-async'
import { useLocation } from 'react-router-dom'
import { brand } from '@/config/brand'
import { siteOrigin } from '@/lib/site-origin'
import { summary } from '@/lib/summary'
import { currentLocale, LOCALES, localizedPath, DEFAULT_LOCALE } from '@/lib/i18n/locale'

interface SeoProps {
  title: string
  description: string
  /** Absolute or site-relative image for social previews. */
  image?: string
  type?: 'website' | 'article'
  /** Structured data (schema.org) emitted as JSON-LD. */
  jsonLd?: object | object[]
  /**
   * A page whose address is a secret (the guest's stay page): not indexed, its address never in
   * a canonical or share tag, and no Referer sent from it to anyone.
   */
  isPrivate?: boolean
}

/** Open Graph's name of each language. */
const OG_LOCALE = { en: 'en_GB', fr: 'fr_FR' } as const

/**
 * Sets the page title with the brand suffix, its description and Open Graph tags, and names the
 * page's address in every language (hreflang, with English as the default for other visitors).
 */
export function Seo({
  title,
  description,
  image = '/images/og-default.png',
  type = 'website',
  jsonLd,
  isPrivate = false,
}: SeoProps) {
  const { pathname } = useLocation()
  const origin = siteOrigin()
  const fullTitle = `${title}${brand.titleSuffix}`
  const imageUrl = image.startsWith('http') ? image : `${origin}${image}`
  const locale = currentLocale()
  // What search results and link previews show of it.
  const shown = summary(description)
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={shown} />
      {isPrivate && <meta name="robots" content="noindex, nofollow" />}
      {isPrivate && <meta name="referrer" content="no-referrer" />}
      {!isPrivate && <link rel="canonical" href={`${origin}${pathname}`} />}
      {!isPrivate &&
        LOCALES.map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={`${origin}${localizedPath(pathname, language)}`}
          />
        ))}
      {!isPrivate && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${origin}${localizedPath(pathname, DEFAULT_LOCALE)}`}
        />
      )}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((language) => language !== locale).map((language) => (
        <meta key={language} property="og:locale:alternate" content={OG_LOCALE[language]} />
      ))}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={shown} />
      <meta property="og:type" content={type} />
      {!isPrivate && <meta property="og:url" content={`${origin}${pathname}`} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={shown} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </Helmet>
  )
}
