import { Constants, type Enums } from '@/types/database.types'

/** A furnished tourist rental's official classification (meublé de tourisme), or none. */
export type VillaClassification = Enums<'villa_classification'>

/** Every classification, unclassified first, then 1 to 5 stars. */
export const VILLA_CLASSIFICATIONS: readonly VillaClassification[] =
  Constants.public.Enums.villa_classification

/** Its stars, or null when the villa is unclassified. */
export function classificationStars(classification: VillaClassification): number | null {
  return classification === 'unclassified' ? null : Number(classification.charAt(0))
}

/** "Unclassified", "1 star", "2 stars" … "5 stars": the admin's choices. */
export function classificationLabel(classification: VillaClassification): string {
  const stars = classificationStars(classification)
  if (stars === null) return 'Unclassified'
  return stars === 1 ? '1 star' : `${stars} stars`
}

/** "Classified 5-star furnished tourist rental" / "Unclassified furnished tourist rental". */
export function classificationPhrase(classification: VillaClassification): string {
  const stars = classificationStars(classification)
  return stars === null
    ? 'Unclassified furnished tourist rental'
    : `Classified ${stars}-star furnished tourist rental`
}
