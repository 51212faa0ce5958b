import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AboutStory } from '@/features/content/components/about/about-story'
import { LocalExperiences } from '@/features/content/components/destination/local-experiences'
import { ExperienceBlock } from '@/features/content/components/experience/experience-block'
import { PageHero } from '@/features/content/components/page-hero'
import { SectionHeading } from '@/features/content/components/section-heading'
import { homeDefaults } from '@/features/content/lib/home-defaults'
import { pageContent } from '@/features/content/lib/page-content'
import { applyLocale } from '@/lib/i18n/locale'

afterEach(() => applyLocale('en'))

// A French home page whose hero title staff have not translated: the English shows, marked.
const stored = [
  {
    section_key: 'hero_title',
    title: null,
    content: 'Luxury Villa Rentals',
    content_lang: 'en' as const,
    image_url: null,
  },
  {
    section_key: 'hero_description',
    title: null,
    content: 'Des villas d’exception sur la Riviera.',
    content_lang: 'fr' as const,
    image_url: null,
  },
]

describe('a content page section shown in the other language', () => {
  it('marks the hero title lang="en" on a French page, and leaves the French description unmarked', () => {
    applyLocale('fr')
    const c = pageContent(stored, homeDefaults)
    render(
      <PageHero
        eyebrow="Riviera"
        title={c.text('hero_title')}
        description={c.text('hero_description')}
        titleLang={c.lang('hero_title')}
        descriptionLang={c.lang('hero_description')}
        image="/hero.jpg"
      />,
    )
    expect(screen.getByRole('heading', { name: 'Luxury Villa Rentals' })).toHaveAttribute(
      'lang',
      'en',
    )
    expect(screen.getByText('Des villas d’exception sur la Riviera.')).not.toHaveAttribute('lang')
  })

  it('marks a section heading’s title and lead with their language', () => {
    render(
      <SectionHeading
        eyebrow="x"
        title="Nos villas"
        titleLang="fr"
        description="Lead"
        descriptionLang="fr"
      />,
    )
    expect(screen.getByRole('heading', { name: 'Nos villas' })).toHaveAttribute('lang', 'fr')
    expect(screen.getByText('Lead')).toHaveAttribute('lang', 'fr')
  })

  it('marks the about, destination and experience sections too, item by item', () => {
    applyLocale('fr')
    render(
      <>
        <AboutStory
          title="Notre histoire"
          content={'First paragraph.\n\nSecond paragraph.'}
          image="/story.jpg"
          contentLang="en"
        />
        <LocalExperiences
          title="Expériences"
          description="Sur la côte"
          experiences={[
            {
              key: 'wine',
              title: 'Wine Tours',
              description: 'Cellar tastings.',
              image: '/wine.jpg',
              titleLang: 'en',
              descriptionLang: 'en',
            },
          ]}
        />
        <ExperienceBlock
          id="yachting"
          index={0}
          title="Yachting"
          description="Days at sea."
          image="/yacht.jpg"
          highlights={[]}
          titleLang="en"
          descriptionLang="en"
        />
      </>,
    )
    expect(screen.getByRole('heading', { name: 'Notre histoire' })).not.toHaveAttribute('lang')
    expect(screen.getByText('First paragraph.')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Second paragraph.')).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('heading', { name: 'Wine Tours' })).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Cellar tastings.')).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('heading', { name: 'Yachting' })).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Days at sea.')).toHaveAttribute('lang', 'en')
  })
})
