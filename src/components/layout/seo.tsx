import { Helmet } from 'react-helmet-async'
import { useLocation } from 'react-router-dom'
import { brand } from '@/config/brand'

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

/** Sets the page title with the brand suffix, its description and Open Graph tags. */
export function Seo({
  title,
  description,
  image = '/images/og-default.png',
  type = 'website',
  jsonLd,
  isPrivate = false,
}: SeoProps) {
  const { pathname } = useLocation()
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const fullTitle = `${title}${brand.titleSuffix}`
  const imageUrl = image.startsWith('http') ? image : `${origin}${image}`
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {isPrivate && <meta name="robots" content="noindex, nofollow" />}
      {isPrivate && <meta name="referrer" content="no-referrer" />}
      {!isPrivate && <link rel="canonical" href={`${origin}${pathname}`} />}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {!isPrivate && <meta property="og:url" content={`${origin}${pathname}`} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>}
    </Helmet>
  )
}
