import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/**
 * Staff read "Hero title", grouped under "Hero", never the database's `hero_title`: pure logic,
 * no React. Keys are `{part}_{field}` (hero_title, beach_clubs_image) or a whole name (intro).
 * In French the known parts and sections have their own names ("Bandeau d’accueil – titre");
 * a key nobody named yet reads as in English.
 */

/** Words spelled out or capitalised for reading. */
const WORDS: Record<string, string> = {
  cta: 'call to action',
  intro: 'introduction',
  faq: 'FAQ',
  faqs: 'FAQs',
  director: 'publication director',
}

/** The last word of a key that names a field of a part of the page. */
const FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  image: 'image',
  content: 'text',
  subtitle: 'subtitle',
}

function sentence(words: readonly string[]): string {
  const text = words.map((word) => WORDS[word] ?? word).join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The parts of a page and the whole-name sections, in French (English is computed from the key). */
function frenchNames(): Record<string, string> {
  return {
    about: m.admin_shared_section_about(),
    adventure: m.admin_shared_section_adventure(),
    authenticity: m.admin_shared_section_authenticity(),
    beach_clubs: m.admin_shared_section_beach_clubs(),
    concierge: m.admin_shared_section_concierge(),
    cta: m.admin_shared_section_cta(),
    culinary: m.admin_shared_section_culinary(),
    culture: m.admin_shared_section_culture(),
    destination: m.admin_shared_section_destination(),
    discretion: m.admin_shared_section_discretion(),
    excellence: m.admin_shared_section_excellence(),
    experiences: m.admin_shared_section_experiences(),
    featured: m.admin_shared_section_featured(),
    hero: m.admin_shared_section_hero(),
    story: m.admin_shared_section_story(),
    values: m.admin_shared_section_values(),
    wellness: m.admin_shared_section_wellness(),
    wine_tours: m.admin_shared_section_wine_tours(),
    yacht_charters: m.admin_shared_section_yacht_charters(),
    area: m.admin_shared_section_area(),
    booking_requests: m.admin_shared_section_booking_requests(),
    cancellation: m.admin_shared_section_cancellation(),
    cancellation_by_us: m.admin_shared_section_cancellation_by_us(),
    changes: m.admin_shared_section_changes(),
    controller: m.admin_shared_section_controller(),
    cookies: m.admin_shared_section_cookies(),
    data_collected: m.admin_shared_section_data_collected(),
    deposit_payment: m.admin_shared_section_deposit_payment(),
    director: m.admin_shared_section_director(),
    disputes: m.admin_shared_section_disputes(),
    hosting: m.admin_shared_section_hosting(),
    intellectual_property: m.admin_shared_section_intellectual_property(),
    intro: m.admin_shared_section_intro(),
    last_updated: m.admin_shared_section_last_updated(),
    liability: m.admin_shared_section_liability(),
    mediation: m.admin_shared_section_mediation(),
    personal_data: m.admin_shared_section_personal_data(),
    prices: m.admin_shared_section_prices(),
    publisher: m.admin_shared_section_publisher(),
    purposes: m.admin_shared_section_purposes(),
    recipients: m.admin_shared_section_recipients(),
    retention: m.admin_shared_section_retention(),
    reviews_statement: m.admin_shared_section_reviews_statement(),
    rights: m.admin_shared_section_rights(),
    scope: m.admin_shared_section_scope(),
    security: m.admin_shared_section_security(),
    security_deposit: m.admin_shared_section_security_deposit(),
    stay: m.admin_shared_section_stay(),
    transfers: m.admin_shared_section_transfers(),
    use_of_villa: m.admin_shared_section_use_of_villa(),
    withdrawal: m.admin_shared_section_withdrawal(),
  }
}

function frenchFields(): Record<string, string> {
  return {
    title: m.admin_shared_section_field_title(),
    description: m.admin_shared_section_field_description(),
    image: m.admin_shared_section_field_image(),
    content: m.admin_shared_section_field_content(),
    subtitle: m.admin_shared_section_field_subtitle(),
  }
}

/** The French name of a part or whole-name section, or null (English, or a key not named yet). */
function frenchName(part: readonly string[]): string | null {
  if (currentLocale() === 'en') return null
  return frenchNames()[part.join('_')] ?? null
}

function splitKey(key: string): { part: string[]; field: string | null } {
  const words = key.split(/[_-]+/).filter(Boolean)
  const last = words.at(-1)
  if (words.length > 1 && last && last in FIELDS) return { part: words.slice(0, -1), field: last }
  return { part: words, field: null }
}

/** "hero_title" → "Hero title", "story_content" → "Story text", "cta_title" → "Call to action title". */
export function sectionLabel(key: string): string {
  const { part, field } = splitKey(key)
  const french = frenchName(part)
  if (french && field)
    return m.admin_shared_section_part_field({ part: french, field: frenchFields()[field]! })
  if (french) return french
  return sentence(field ? [...part, FIELDS[field]!] : part)
}

export interface SectionGroup<T> {
  /** The part's key ("hero"); a whole-name key is a group of its own. */
  key: string
  /** "Hero", "Beach clubs"; null for a key that is a whole name (its card says it all). */
  label: string | null
  sections: T[]
}

/** Sections grouped by the part of the page they fill, in the order the page shows them. */
export function groupSections<T extends { section_key: string }>(
  sections: readonly T[],
): SectionGroup<T>[] {
  const groups = new Map<string, SectionGroup<T>>()
  for (const section of sections) {
    const { part, field } = splitKey(section.section_key)
    const key = field ? part.join('_') : section.section_key
    const group = groups.get(key) ?? {
      key,
      label: field ? (frenchName(part) ?? sentence(part)) : null,
      sections: [],
    }
    group.sections.push(section)
    groups.set(key, group)
  }
  return [...groups.values()]
}
