import * as m from '@/paraglide/messages'
import type { PageDefaults, SectionDefaults } from './page-content'

// Built-in texts and images of every editable section (spec section 3). The database rows
// override them one field at a time; these keep every page complete when a row is missing.
// The texts are messages (messages/<locale>/pages.json), read each time they are shown, so a
// page shows them in its own language.

/** A section whose built-in content is a message, read in the language on screen. */
const text = (message: () => string): SectionDefaults => ({
  get content() {
    return message()
  },
})

const img = (name: string) => `/images/pages/${name}.svg`

/** The home hero's built-in picture (also preloaded by the home route, app/router.tsx). */
export const HOME_HERO_IMAGE = img('home-hero')

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

export const aboutDefaults = {
  hero_title: text(m.pages_default_about_hero_title),
  hero_description: text(m.pages_default_about_hero_description),
  hero_image: { image: img('about-hero') },
  story_title: text(m.pages_default_about_story_title),
  story_content: text(m.pages_default_about_story_content),
  story_image: { image: img('about-story') },
  values_title: text(m.pages_default_about_values_title),
  values_description: text(m.pages_default_about_values_description),
  authenticity_title: text(m.pages_default_about_authenticity_title),
  authenticity_description: text(m.pages_default_about_authenticity_description),
  excellence_title: text(m.pages_default_about_excellence_title),
  excellence_description: text(m.pages_default_about_excellence_description),
  discretion_title: text(m.pages_default_about_discretion_title),
  discretion_description: text(m.pages_default_about_discretion_description),
  cta_title: text(m.pages_default_about_cta_title),
  cta_description: text(m.pages_default_about_cta_description),
} satisfies PageDefaults
