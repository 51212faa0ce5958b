import { langAttribute } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import { EMPTY_LEGAL_IDENTITY, type LegalIdentity } from '@/lib/legal-identity'
import { fillLegalText } from './legal-text'
import type { PageContentSection } from './page-content'
import * as m from '@/paraglide/messages'

/**
 * The legal pages: their page_content slug and the title shown when none is stored, in the
 * language on screen (read each time: a getter, never a text fixed when the module loads).
 */
export const LEGAL_PAGES = {
  terms: {
    get title() {
      return m.site_legal_terms()
    },
  },
  privacy: {
    get title() {
      return m.site_legal_privacy()
    },
  },
  'legal-notice': {
    get title() {
      return m.site_legal_notice()
    },
  },
} as const

export type LegalPageSlug = keyof typeof LEGAL_PAGES

export interface LegalSection {
  key: string
  title: string
  text: string
  /** `lang` of the title and the text when not the page's (a fallback to the other language). */
  titleLang?: Locale
  textLang?: Locale
}

export interface LegalDocument {
  title: string
  lead: string
  lastUpdated: string
  sections: LegalSection[]
  /** `lang` of the title and of the lead when not the page's. */
  titleLang?: Locale
  leadLang?: Locale
}

const INTRO_KEY = 'intro'
const LAST_UPDATED_KEY = 'last_updated'

/**
 * A legal page from its active sections, in the order given (display order): `intro` gives the
 * title and lead, `last_updated` the date, every other section a heading and its text, with the
 * company's legal identity filled in (fillLegalText: never a placeholder). Sections left blank
 * by staff are skipped.
 */
export function legalDocument(
  slug: LegalPageSlug,
  rows: readonly PageContentSection[],
  identity: LegalIdentity = EMPTY_LEGAL_IDENTITY,
): LegalDocument {
  const active = rows.filter((row) => row.is_active !== false)
  const find = (key: string) => active.find((row) => row.section_key === key)
  const intro = find(INTRO_KEY)
  return {
    title: intro?.title?.trim() || LEGAL_PAGES[slug].title,
    titleLang: intro?.title?.trim() ? langAttribute(intro.title_lang) : undefined,
    lead: fillLegalText(intro?.content ?? '', identity, intro?.content_lang ?? undefined),
    leadLang: langAttribute(intro?.content_lang),
    lastUpdated: find(LAST_UPDATED_KEY)?.content.trim() ?? '',
    sections: active
      .filter((row) => row.section_key !== INTRO_KEY && row.section_key !== LAST_UPDATED_KEY)
      .map((row) => ({
        key: row.section_key,
        title: row.title?.trim() ?? '',
        text: fillLegalText(row.content, identity, row.content_lang ?? undefined),
        titleLang: langAttribute(row.title_lang),
        textLang: langAttribute(row.content_lang),
      }))
      .filter((section) => section.title !== '' || section.text.trim() !== ''),
  }
}
