/**
 * Staff read "Hero title", grouped under "Hero", never the database's `hero_title`: pure logic,
 * no React. Keys are `{part}_{field}` (hero_title, beach_clubs_image) or a whole name (intro).
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

function splitKey(key: string): { part: string[]; field: string | null } {
  const words = key.split(/[_-]+/).filter(Boolean)
  const last = words.at(-1)
  if (words.length > 1 && last && last in FIELDS) return { part: words.slice(0, -1), field: last }
  return { part: words, field: null }
}

/** "hero_title" → "Hero title", "story_content" → "Story text", "cta_title" → "Call to action title". */
export function sectionLabel(key: string): string {
  const { part, field } = splitKey(key)
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
    const group = groups.get(key) ?? { key, label: field ? sentence(part) : null, sections: [] }
    group.sections.push(section)
    groups.set(key, group)
  }
  return [...groups.values()]
}
