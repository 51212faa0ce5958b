/**
 * The site's own address, for canonical, hreflang and share tags: the page's origin in the
 * browser; when prerendering at build time, the deploy's VITE_SITE_URL (crawlers need absolute
 * addresses), or nothing, which leaves the tags site-relative.
 */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin
  return (import.meta.env.VITE_SITE_URL ?? '').replace(/\/+$/, '')
}
