import * as m from '@/paraglide/messages'
import { text } from './default-text'
import type { PageDefaults } from './page-content'
import { HOME_HERO_IMAGE, img } from './page-images'

// The home page's built-in texts and images (see page-defaults.ts).

export const homeDefaults = {
  hero_title: text(m.pages_default_home_hero_title),
  hero_description: text(m.pages_default_home_hero_description),
  hero_image: { image: HOME_HERO_IMAGE },
  featured_title: text(m.pages_default_home_featured_title),
  featured_description: text(m.pages_default_home_featured_description),
  destination_image: { image: img('home-destination') },
  destination_title: text(m.pages_default_home_destination_title),
  destination_description: text(m.pages_default_home_destination_description),
} satisfies PageDefaults
