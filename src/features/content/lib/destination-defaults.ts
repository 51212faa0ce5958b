import * as m from '@/paraglide/messages'
import { text } from './default-text'
import type { PageDefaults } from './page-content'
import { img } from './page-images'

// The destination page's built-in texts and images (see page-defaults.ts).

export const destinationDefaults = {
  hero_title: text(m.pages_default_destination_hero_title),
  hero_description: text(m.pages_default_destination_hero_description),
  hero_image: { image: img('destination-hero') },
  about_title: text(m.pages_default_destination_about_title),
  about_description: text(m.pages_default_destination_about_description),
  destination_image: { image: img('destination-about') },
  experiences_title: text(m.pages_default_destination_experiences_title),
  experiences_description: text(m.pages_default_destination_experiences_description),
  beach_clubs_image: { image: img('beach-clubs') },
  beach_clubs_title: text(m.pages_default_destination_beach_clubs_title),
  beach_clubs_description: text(m.pages_default_destination_beach_clubs_description),
  wine_tours_image: { image: img('wine-tours') },
  wine_tours_title: text(m.pages_default_destination_wine_tours_title),
  wine_tours_description: text(m.pages_default_destination_wine_tours_description),
  yacht_charters_image: { image: img('yacht-charters') },
  yacht_charters_title: text(m.pages_default_destination_yacht_charters_title),
  yacht_charters_description: text(m.pages_default_destination_yacht_charters_description),
} satisfies PageDefaults
