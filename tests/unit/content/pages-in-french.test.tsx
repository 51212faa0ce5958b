import { render, screen } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NotFound } from '@/components/layout/not-found'
import { ConciergeSteps } from '@/features/content/components/concierge/concierge-steps'
import { experienceHighlights } from '@/features/content/components/experience/experience-highlights'
import { LEGAL_PAGES, legalDocument } from '@/features/content/lib/legal-document'
import { pageContent } from '@/features/content/lib/page-content'
import { aboutDefaults } from '@/features/content/lib/about-defaults'
import { homeDefaults } from '@/features/content/lib/home-defaults'
import { countInWords } from '@/features/content/lib/placeholders'
import { applyLocale } from '@/lib/i18n/locale'
import en from '../../../messages/en/pages.json'
import fr from '../../../messages/fr/pages.json'
import enVillas from '../../../messages/en/home-and-villas.json'
import frVillas from '../../../messages/fr/home-and-villas.json'

beforeEach(() => applyLocale('fr'))
afterEach(() => applyLocale('en'))

describe('the built-in page texts', () => {
  it('follow the language on screen, and the database still wins field by field', () => {
    expect(pageContent([], homeDefaults).text('hero_title')).toBe('Villas de luxe à louer')
    expect(pageContent([], aboutDefaults).text('values_title')).toBe('Nos valeurs')
    const stored = [
      { section_key: 'hero_title', title: null, content: 'Texte de la base', image_url: null },
    ]
    expect(pageContent(stored, homeDefaults).text('hero_title')).toBe('Texte de la base')
    applyLocale('en')
    expect(pageContent([], homeDefaults).text('hero_title')).toBe('Luxury Villa Rentals')
  })

  it('title a legal page with no stored title in the language on screen', () => {
    expect(LEGAL_PAGES.terms.title).toBe('Conditions de réservation')
    expect(legalDocument('legal-notice', []).title).toBe('Mentions légales')
    applyLocale('en')
    expect(legalDocument('legal-notice', []).title).toBe('Legal Notice')
  })

  it('count villas in French words: "trois", "une", then figures', () => {
    expect(countInWords(3)).toBe('trois')
    expect(countInWords(1)).toBe('une')
    expect(countInWords(1200).replace(/[\u202f\u00a0]/g, ' ')).toBe('1 200')
  })
})

describe('fixed page texts in French', () => {
  it('list the experience highlights and the concierge steps in French', () => {
    expect(experienceHighlights('culture')).toContain('Ateliers de parfum à Grasse')
    render(<ConciergeSteps />)
    expect(screen.getByRole('heading', { name: 'Confiez-nous vos envies' })).toBeInTheDocument()
  })

  it('say a missing page in French, with a way back to the French home', () => {
    render(
      <HelmetProvider>
        <MemoryRouter initialEntries={['/fr/nulle-part']}>
          <NotFound />
        </MemoryRouter>
      </HelmetProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Cette page est introuvable' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr')
  })
})

describe('the French catalogue of the public pages', () => {
  const texts = (catalogue: Record<string, unknown>): string[] =>
    Object.entries(catalogue)
      .filter(([key]) => key !== '$schema')
      .flatMap(([, value]) =>
        typeof value === 'string'
          ? [value]
          : (value as { match: Record<string, string> }[]).flatMap((v) => Object.values(v.match)),
      )

  it('has every English key, and no key of its own', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
    expect(Object.keys(frVillas).sort()).toEqual(Object.keys(enVillas).sort())
  })

  it('follows French typography: curly apostrophes, a no-break space before : ; ? !', () => {
    for (const text of [...texts(fr), ...texts(frVillas)]) {
      expect(text, text).not.toMatch(/'/)
      expect(text, text).not.toMatch(/ [:;?!]/)
      expect(text, text).not.toMatch(/\.\.\./)
    }
  })
})
