import type { PageDefaults } from './page-content'

// Built-in texts and images of every editable section (spec section 3). The database rows
// override them one field at a time; these keep every page complete when a row is missing.

const img = (name: string) => `/images/pages/${name}.svg`

/** The home hero's built-in picture (also preloaded by the home route, app/router.tsx). */
export const HOME_HERO_IMAGE = img('home-hero')

export const homeDefaults = {
  hero_title: { content: 'Luxury Villa Rentals' },
  hero_description: { content: 'Discover exceptional villas for your perfect getaway' },
  hero_image: { image: HOME_HERO_IMAGE },
  featured_title: { content: 'Our Collection' },
  featured_description: { content: 'A curated selection from our portfolio' },
  destination_image: { image: img('home-destination') },
  destination_title: { content: 'Saint Raphaël' },
  destination_description: {
    content:
      'Between the red porphyry of the Estérel and the turquoise Mediterranean, Saint Raphaël keeps the Riviera as it was meant to be: hidden coves, fragrant pine forests, a lively old port and long, golden evenings — a short drive from Cannes and Saint-Tropez.',
  },
} satisfies PageDefaults

export const destinationDefaults = {
  hero_title: { content: 'Saint Raphaël' },
  hero_description: {
    content: 'Where the red rocks of the Estérel meet the deep blue of the Mediterranean',
  },
  hero_image: { image: img('destination-hero') },
  about_title: { content: 'The Jewel of the Côte d’Azur' },
  about_description: {
    content:
      'Saint Raphaël unfolds along thirty-six kilometres of coastline, from the sandy beaches of the town centre to the secret calanques of Agay and Anthéor. Belle Époque villas line the seafront, the old port hums with fishing boats and yachts, and the Estérel massif glows crimson at sunset. It is the Riviera at its most authentic — elegant yet unhurried, minutes from Cannes and Saint-Tropez.',
  },
  destination_image: { image: img('destination-about') },
  experiences_title: { content: 'Local Experiences' },
  experiences_description: {
    content: 'The finest ways to spend your days on the coast, arranged by our concierge',
  },
  beach_clubs_image: { image: img('beach-clubs') },
  beach_clubs_title: { content: 'Beach Clubs' },
  beach_clubs_description: {
    content:
      'Linen-shaded loungers, chilled rosé and grilled catch of the day on the most exclusive beaches between Agay and Saint-Tropez.',
  },
  wine_tours_image: { image: img('wine-tours') },
  wine_tours_title: { content: 'Wine Tours' },
  wine_tours_description: {
    content:
      'Private tastings at the great Côtes de Provence estates, among vineyards, olive groves and centuries-old bastides.',
  },
  yacht_charters_image: { image: img('yacht-charters') },
  yacht_charters_title: { content: 'Yacht Charters' },
  yacht_charters_description: {
    content:
      'Sail the Golden Islands, drop anchor in the calanques of the Estérel or cruise to Saint-Tropez aboard a crewed yacht.',
  },
} satisfies PageDefaults

export const experienceDefaults = {
  hero_title: { content: 'Curated Riviera Experiences' },
  hero_description: {
    content:
      'Beyond the villa: exceptional moments on the Côte d’Azur, tailored to you by our concierge',
  },
  hero_image: { image: img('experience-hero') },
  culinary_image: { image: img('culinary') },
  culinary_title: { content: 'Culinary Excellence' },
  culinary_description: {
    content:
      'From Michelin-starred tables to a private chef in your villa kitchen, taste the sun-drenched flavours of Provence — market produce, fresh seafood and the region’s finest wines.',
  },
  wellness_image: { image: img('wellness') },
  wellness_title: { content: 'Wellness & Relaxation' },
  wellness_description: {
    content:
      'Restore body and mind with in-villa treatments, sunrise yoga above the sea and the Riviera’s most serene spas.',
  },
  adventure_image: { image: img('adventure') },
  adventure_title: { content: 'Adventure & Discovery' },
  adventure_description: {
    content:
      'Hike the red peaks of the Estérel, dive crystal-clear coves, or take the helm of a speedboat along the corniche.',
  },
  culture_image: { image: img('culture') },
  culture_title: { content: 'Art & Culture' },
  culture_description: {
    content:
      'Follow the painters who fell in love with this light: private gallery visits, perched medieval villages and festivals from Cannes to Antibes.',
  },
  concierge_title: { content: 'Personal Concierge Service' },
  concierge_description: {
    content:
      'Our concierge team takes care of every detail before and during your stay, so that you only have to enjoy it.',
  },
  concierge_image: { image: img('concierge') },
} satisfies PageDefaults

export const aboutDefaults = {
  hero_title: { content: 'About Riviera Villas' },
  hero_description: {
    content: 'A private collection of exceptional homes on the French Riviera, chosen one by one',
  },
  hero_image: { image: img('about-hero') },
  story_title: { content: 'Our Story' },
  story_content: {
    content:
      'Riviera Villas was born from a simple conviction: the most memorable holidays happen in homes with a soul. For years we have walked the coast from Saint Raphaël to Èze, visiting hundreds of properties to select only those that combine architecture, setting and service of the highest standard.\n\nToday our collection brings together a handful of remarkable villas, each known to us personally. We welcome every guest as we would a friend — with local knowledge, discreet attention and an unwavering eye for detail.',
  },
  story_image: { image: img('about-story') },
  values_title: { content: 'Our Values' },
  values_description: { content: 'The principles that guide every stay we arrange' },
  authenticity_title: { content: 'Authenticity' },
  authenticity_description: {
    content:
      'Every villa is visited, known and loved by our team. We share the Riviera as locals live it, far from the ordinary.',
  },
  excellence_title: { content: 'Excellence' },
  excellence_description: {
    content:
      'Impeccable homes, attentive housekeeping and a concierge who anticipates your wishes: nothing less than exceptional.',
  },
  discretion_title: { content: 'Discretion' },
  discretion_description: {
    content:
      'Your privacy is paramount. Secluded settings and a team that respects it, from the first call to the last evening.',
  },
  cta_title: { content: 'Begin Your Riviera Story' },
  cta_description: {
    content:
      'Explore our collection or speak with our team — we will help you find the villa that fits your stay perfectly.',
  },
} satisfies PageDefaults
