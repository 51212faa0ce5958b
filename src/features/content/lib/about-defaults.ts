import * as m from '@/paraglide/messages'
import { text } from './default-text'
import type { PageDefaults } from './page-content'
import { img } from './page-images'

// The about page's built-in texts and images (see page-defaults.ts).

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
