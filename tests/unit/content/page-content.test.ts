import { describe, expect, it } from 'vitest'
import { pageContent, type PageContentSection } from '@/features/content/lib/page-content'
import { homeDefaults } from '@/features/content/lib/home-defaults'

function row(section: Partial<PageContentSection> & { section_key: string }): PageContentSection {
  return { title: null, content: '', image_url: null, is_active: true, ...section }
}

describe('pageContent', () => {
  it('shows the stored text, title and image of a section that has a row', () => {
    const c = pageContent(
      [
        row({ section_key: 'hero_title', content: 'Summer on the Riviera', title: 'Hero' }),
        row({ section_key: 'hero_image', image_url: 'https://cdn.example/hero.jpg' }),
      ],
      homeDefaults,
    )
    expect(c.text('hero_title')).toBe('Summer on the Riviera')
    expect(c.title('hero_title')).toBe('Hero')
    expect(c.image('hero_image')).toBe('https://cdn.example/hero.jpg')
  })

  it('falls back to the spec defaults when a section row is missing', () => {
    const c = pageContent([], homeDefaults)
    expect(c.text('hero_title')).toBe('Luxury Villa Rentals')
    expect(c.text('hero_description')).toBe('Discover exceptional villas for your perfect getaway')
    expect(c.text('featured_title')).toBe('Our Collection')
    expect(c.text('featured_description')).toBe('A curated selection from our portfolio')
    expect(c.text('destination_title')).toBe('Saint Raphaël')
    expect(c.text('destination_description')).not.toBe('')
    expect(c.image('hero_image')).toBe('/images/pages/home-hero.svg')
  })

  it('falls back field by field when a row leaves a field blank', () => {
    const c = pageContent(
      [row({ section_key: 'hero_title', content: '   ' }), row({ section_key: 'hero_image' })],
      homeDefaults,
    )
    expect(c.text('hero_title')).toBe('Luxury Villa Rentals')
    expect(c.image('hero_image')).toBe('/images/pages/home-hero.svg')
  })

  it('ignores inactive rows even when they are passed in', () => {
    const c = pageContent(
      [row({ section_key: 'hero_title', content: 'Hidden draft', is_active: false })],
      homeDefaults,
    )
    expect(c.text('hero_title')).toBe('Luxury Villa Rentals')
  })

  it('shows defaults while rows are not loaded yet', () => {
    expect(pageContent(undefined, homeDefaults).text('featured_title')).toBe('Our Collection')
  })
})
