/** The pages whose sections staff edit, as the picker lists them. */
export const CONTENT_PAGES = [
  { slug: 'home', label: 'Home Page' },
  { slug: 'experience', label: 'Experience Page' },
  { slug: 'destination', label: 'Destination Page' },
  { slug: 'about', label: 'About Page' },
  { slug: 'villa-detail', label: 'Villa Detail Pages' },
  { slug: 'terms', label: 'Terms of Booking' },
  { slug: 'privacy', label: 'Privacy Notice' },
  { slug: 'legal-notice', label: 'Legal Notice' },
] as const

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug']

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return CONTENT_PAGES.some((page) => page.slug === value)
}
