import { pickList, pickText } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import type { Tables } from '@/types/database.types'

type VillaRow = Tables<'villas'>

/** The language each of a villa's texts is shown in (it differs from the page's on a fallback). */
export interface VillaContentLangs {
  description: Locale
  amenities: Locale
  distances: Locale
}

/**
 * A villa with its texts in the page's language (`description`, `amenities`, `distances` hold
 * the text to show, the French twin or the English fallback) and the language of each.
 */
export type LocalizedVilla<Row extends VillaRow = VillaRow> = Row & {
  contentLang: VillaContentLangs
}

export function localizeVilla<Row extends VillaRow>(
  villa: Row,
  locale: Locale,
): LocalizedVilla<Row> {
  const description = pickText(villa.description, villa.description_fr, locale)
  const amenities = pickList(villa.amenities, villa.amenities_fr, locale)
  const distances = pickText(villa.distances, villa.distances_fr, locale)
  return {
    ...villa,
    description: description.text,
    amenities: amenities.items,
    distances: distances.text === '' ? villa.distances : distances.text,
    contentLang: {
      description: description.lang,
      amenities: amenities.lang,
      distances: distances.lang,
    },
  }
}

/** A question and its answer in the page's language, with the language of each. */
export function localizeFaq<Row extends Tables<'villa_faqs'>>(faq: Row, locale: Locale) {
  const question = pickText(faq.question, faq.question_fr, locale)
  const answer = pickText(faq.answer, faq.answer_fr, locale)
  return {
    ...faq,
    question: question.text,
    answer: answer.text,
    questionLang: question.lang,
    answerLang: answer.lang,
  }
}

/** A photo's caption in the page's language, with its language. */
export function localizeCaption<Row extends { caption: string; caption_fr: string | null }>(
  photo: Row,
  locale: Locale,
) {
  const caption = pickText(photo.caption, photo.caption_fr, locale)
  return { ...photo, caption: caption.text, captionLang: caption.lang }
}
