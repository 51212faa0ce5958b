import { pickText } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'

interface BilingualSection {
  title: string | null
  title_fr: string | null
  content: string
  content_fr: string | null
}

/**
 * A page section with its title and content in the page's language (the French twin, or the
 * English marked English; the reverse on an English page) and the language of each.
 */
export function localizeSection<Row extends BilingualSection>(row: Row, locale: Locale) {
  const title = pickText(row.title, row.title_fr, locale)
  const content = pickText(row.content, row.content_fr, locale)
  return {
    ...row,
    title: title.text === '' ? row.title : title.text,
    content: content.text,
    title_lang: title.lang,
    content_lang: content.lang,
  }
}
