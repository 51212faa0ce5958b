import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { groupSections, sectionLabel } from '@/features/admin/page-content/lib/section-labels'
import { applyLocale } from '@/lib/i18n/locale'

/** Every section key the seed fills (supabase/seed.sql). */
function seededKeys(): string[] {
  const seed = readFileSync(join(process.cwd(), 'supabase/seed.sql'), 'utf8')
  const rows = seed.slice(seed.indexOf('insert into public.page_content'))
  return [
    ...new Set([...rows.matchAll(/^\s*\('[a-z-]+',\s*'([a-z0-9_]+)'/gm)].map((row) => row[1]!)),
  ]
}

describe('The page sections’ names in French', () => {
  afterEach(() => applyLocale('en'))

  it('names a part and its field in French, English unchanged', () => {
    expect(sectionLabel('hero_title')).toBe('Hero title')
    expect(sectionLabel('cta_description')).toBe('Call to action description')
    applyLocale('fr')
    expect(sectionLabel('hero_title')).toBe('Bandeau d’accueil – titre')
    expect(sectionLabel('story_content')).toBe('Notre histoire – texte')
    expect(sectionLabel('beach_clubs_image')).toBe('Clubs de plage – image')
    expect(sectionLabel('intellectual_property')).toBe('Propriété intellectuelle')
  })

  it('heads each group with the part’s French name', () => {
    applyLocale('fr')
    const groups = groupSections([
      { section_key: 'hero_title' },
      { section_key: 'hero_image' },
      { section_key: 'intro' },
    ])
    expect(groups.map((group) => group.label)).toEqual(['Bandeau d’accueil', null])
  })

  it('has a French name for every section the seed fills', () => {
    const keys = seededKeys()
    expect(keys.length).toBeGreaterThan(80)
    const english = new Map(keys.map((key) => [key, sectionLabel(key)]))
    applyLocale('fr')
    // Only words spelled the same in both languages read the same.
    const same = keys.filter((key) => sectionLabel(key) === english.get(key))
    expect(same.sort()).toEqual(['cookies', 'intro'])
  })
})
