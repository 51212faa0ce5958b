import { langAttribute } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'

/** The fields of a page_content row the public pages read (a subset of Tables<'page_content'>). */
export interface PageContentSection {
  section_key: string
  title: string | null
  content: string
  image_url: string | null
  is_active?: boolean
  /** The language the title and content are written in, when localized (`localizeSection`). */
  title_lang?: Locale
  content_lang?: Locale
}

/** Built-in values of one section, shown when its row is missing or a field is blank. */
export interface SectionDefaults {
  title?: string
  content?: string
  image?: string
}

export type PageDefaults = Record<string, SectionDefaults>

export interface PageContent<Key extends string> {
  /** The section's `content`, else the default content. */
  text: (key: Key) => string
  /** The section's `title`, else the default title. */
  title: (key: Key) => string
  /** The section's `image_url`, else the default image. */
  image: (key: Key) => string
  /** The `lang` the section's content needs: its language when it is not the page's (a fallback). */
  lang: (key: Key) => Locale | undefined
  /** The same for the section's title. */
  titleLang: (key: Key) => Locale | undefined
}

/**
 * Looks sections up by section_key and falls back to the page's defaults field by field.
 * Rows marked inactive are ignored even when passed in.
 *
 *   const c = pageContent(rows, homeDefaults)
 *   c.text('hero_title'); c.image('hero_image')
 */
export function pageContent<D extends PageDefaults>(
  rows: readonly PageContentSection[] | null | undefined,
  defaults: D,
): PageContent<Extract<keyof D, string>> {
  const bySection = new Map<string, PageContentSection>()
  for (const row of rows ?? []) {
    if (row.is_active === false) continue
    if (!bySection.has(row.section_key)) bySection.set(row.section_key, row)
  }
  const pick = (value: string | null | undefined, fallback: string | undefined) =>
    value && value.trim() !== '' ? value : (fallback ?? '')

  return {
    text: (key) => pick(bySection.get(key)?.content, defaults[key]?.content),
    title: (key) => pick(bySection.get(key)?.title, defaults[key]?.title),
    image: (key) => pick(bySection.get(key)?.image_url, defaults[key]?.image),
    lang: (key) => shownLang(bySection.get(key)?.content, bySection.get(key)?.content_lang),
    titleLang: (key) => shownLang(bySection.get(key)?.title, bySection.get(key)?.title_lang),
  }
}

/** A stored text's `lang` when it is shown (not blank: the default shows) and not the page's. */
function shownLang(value: string | null | undefined, lang: Locale | undefined) {
  return value?.trim() ? langAttribute(lang) : undefined
}
