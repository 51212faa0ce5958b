import * as m from '@/paraglide/messages'

/** The fixed bullet lists of the four experience blocks (not editable, per the spec). */
export const EXPERIENCE_KEYS = ['culinary', 'wellness', 'adventure', 'culture'] as const

export type ExperienceKey = (typeof EXPERIENCE_KEYS)[number]

/** A block's bullets, in the language on screen (a function: read when the page renders). */
export function experienceHighlights(key: ExperienceKey): string[] {
  switch (key) {
    case 'culinary':
      return [
        m.pages_experience_culinary_1(),
        m.pages_experience_culinary_2(),
        m.pages_experience_culinary_3(),
        m.pages_experience_culinary_4(),
      ]
    case 'wellness':
      return [
        m.pages_experience_wellness_1(),
        m.pages_experience_wellness_2(),
        m.pages_experience_wellness_3(),
        m.pages_experience_wellness_4(),
      ]
    case 'adventure':
      return [
        m.pages_experience_adventure_1(),
        m.pages_experience_adventure_2(),
        m.pages_experience_adventure_3(),
        m.pages_experience_adventure_4(),
      ]
    case 'culture':
      return [
        m.pages_experience_culture_1(),
        m.pages_experience_culture_2(),
        m.pages_experience_culture_3(),
        m.pages_experience_culture_4(),
      ]
  }
}
