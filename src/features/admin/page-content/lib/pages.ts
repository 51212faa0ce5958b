import * as m from '@/paraglide/messages'

/** The pages whose sections staff edit, as the picker lists them (labels in the current language). */
export const CONTENT_PAGES = [
  {
    slug: 'home',
    get label() {
      return m.admin_pages_page_home()
    },
  },
  {
    slug: 'experience',
    get label() {
      return m.admin_pages_page_experience()
    },
  },
  {
    slug: 'destination',
    get label() {
      return m.admin_pages_page_destination()
    },
  },
  {
    slug: 'about',
    get label() {
      return m.admin_pages_page_about()
    },
  },
  {
    slug: 'villa-detail',
    get label() {
      return m.admin_pages_page_villa_detail()
    },
  },
  {
    slug: 'terms',
    get label() {
      return m.admin_pages_page_terms()
    },
  },
  {
    slug: 'privacy',
    get label() {
      return m.admin_pages_page_privacy()
    },
  },
  {
    slug: 'legal-notice',
    get label() {
      return m.admin_pages_page_legal_notice()
    },
  },
] as const

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug']

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return CONTENT_PAGES.some((page) => page.slug === value)
}
