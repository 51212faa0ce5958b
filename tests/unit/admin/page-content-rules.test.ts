import { describe, expect, it } from 'vitest'
import { canManageContent } from '@/features/admin/page-content/lib/access'
import {
  imageExtension,
  pageImagePath,
  sectionEditors,
} from '@/features/admin/page-content/lib/image-path'
import { CONTENT_PAGES, isContentPageSlug } from '@/features/admin/page-content/lib/pages'
import { groupSections, sectionLabel } from '@/features/admin/page-content/lib/section-labels'

describe('page content access', () => {
  it('allows only the roles admin and staff', () => {
    expect(canManageContent('admin')).toBe(true)
    expect(canManageContent('staff')).toBe(true)
    expect(canManageContent('user')).toBe(false)
    expect(canManageContent(null)).toBe(false)
    expect(canManageContent('Admin')).toBe(false)
  })
})

describe('page picker', () => {
  it('lists the five pages of the spec in its order, then the three legal pages', () => {
    expect(CONTENT_PAGES.map((page) => `${page.label}=${page.slug}`)).toEqual([
      'Home Page=home',
      'Experience Page=experience',
      'Destination Page=destination',
      'About Page=about',
      'Villa Detail Pages=villa-detail',
      'Terms of Booking=terms',
      'Privacy Notice=privacy',
      'Legal Notice=legal-notice',
    ])
    expect(isContentPageSlug('about')).toBe(true)
    expect(isContentPageSlug('contact')).toBe(false)
  })
})

describe('page images', () => {
  it('stores an image under {page slug}/{timestamp}.{extension}', () => {
    const file = { name: 'Sunset.JPG', type: 'image/jpeg' }
    expect(pageImagePath('about', file, 1764107000000)).toBe('about/1764107000000.jpg')
  })

  it('takes the extension from the type when the name has none', () => {
    expect(imageExtension({ name: 'blob', type: 'image/webp' })).toBe('webp')
    expect(imageExtension({ name: 'blob', type: '' })).toBe('jpg')
  })

  it('gives image tools to image sections and to text sections that carry an image', () => {
    expect(sectionEditors({ content_type: 'image', content: '', image_url: '/a.svg' })).toEqual({
      hasText: false,
      hasImage: true,
    })
    expect(sectionEditors({ content_type: 'text', content: 'Area', image_url: '/b.svg' })).toEqual({
      hasText: true,
      hasImage: true,
    })
    expect(sectionEditors({ content_type: 'text', content: 'Hi', image_url: null })).toEqual({
      hasText: true,
      hasImage: false,
    })
  })
})

describe('page content labels', () => {
  it('names each section in words, never by its database key', () => {
    expect(sectionLabel('hero_title')).toBe('Hero title')
    expect(sectionLabel('hero_description')).toBe('Hero description')
    expect(sectionLabel('beach_clubs_image')).toBe('Beach clubs image')
    expect(sectionLabel('story_content')).toBe('Story text')
    expect(sectionLabel('cta_title')).toBe('Call to action title')
    expect(sectionLabel('intro')).toBe('Introduction')
    expect(sectionLabel('last_updated')).toBe('Last updated')
    expect(sectionLabel('director')).toBe('Publication director')
    expect(sectionLabel('area')).toBe('Area')
  })

  it('groups the fields of one part of the page, in the page’s order', () => {
    const keys = [
      'hero_title',
      'hero_description',
      'hero_image',
      'beach_clubs_title',
      'beach_clubs_image',
      'intro',
      'last_updated',
    ]
    const groups = groupSections(keys.map((section_key) => ({ section_key })))
    expect(groups.map((g) => [g.label, g.sections.map((s) => s.section_key)])).toEqual([
      ['Hero', ['hero_title', 'hero_description', 'hero_image']],
      ['Beach clubs', ['beach_clubs_title', 'beach_clubs_image']],
      [null, ['intro']],
      [null, ['last_updated']],
    ])
  })
})
