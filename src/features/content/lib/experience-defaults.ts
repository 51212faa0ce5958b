import * as m from '@/paraglide/messages'
import { text } from './default-text'
import type { PageDefaults } from './page-content'
import { img } from './page-images'

// The experience page's built-in texts and images (see page-defaults.ts).

export const experienceDefaults = {
  hero_title: text(m.pages_default_experience_hero_title),
  hero_description: text(m.pages_default_experience_hero_description),
  hero_image: { image: img('experience-hero') },
  culinary_image: { image: img('culinary') },
  culinary_title: text(m.pages_default_experience_culinary_title),
  culinary_description: text(m.pages_default_experience_culinary_description),
  wellness_image: { image: img('wellness') },
  wellness_title: text(m.pages_default_experience_wellness_title),
  wellness_description: text(m.pages_default_experience_wellness_description),
  adventure_image: { image: img('adventure') },
  adventure_title: text(m.pages_default_experience_adventure_title),
  adventure_description: text(m.pages_default_experience_adventure_description),
  culture_image: { image: img('culture') },
  culture_title: text(m.pages_default_experience_culture_title),
  culture_description: text(m.pages_default_experience_culture_description),
  concierge_title: text(m.pages_default_experience_concierge_title),
  concierge_description: text(m.pages_default_experience_concierge_description),
  concierge_image: { image: img('concierge') },
} satisfies PageDefaults
