import * as m from '@/paraglide/messages'
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

/** "Unclassified", "1 star" … "5 stars" ("Non classé", "1 étoile" …), in the admin's language. */
export function classificationLabel(classification: VillaClassification): string {
  const stars = classificationStars(classification)
  return stars === null ? m.admin_villas_unclassified() : m.admin_villas_stars({ count: stars })
}
