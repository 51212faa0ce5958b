import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteFooter } from '@/features/site-details/components/site-footer'
import { applyLocale } from '@/lib/i18n/locale'

type Rows = { setting_key: string; setting_value: string }[]

// The lean public client, answering the site-details read with what each test decides.
const answer = vi.hoisted(() => ({
  next: (): Promise<{ data: Rows | null; error: Error | null }> => new Promise(() => {}),
}))
vi.mock('@/lib/public-api', () => {
  const query = {
    select: () => query,
    in: () => query,
    abortSignal: () => query,
    then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
      answer.next().then(resolve, reject),
  }
  return { publicApi: { from: () => query } }
})

function renderFooter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const contactColumn = () =>
  screen.getByRole('heading', { name: 'Get in touch' }).parentElement as HTMLElement

afterEach(() => vi.restoreAllMocks())

describe('SiteFooter', () => {
  it('shows the built-in details at once, then the stored ones in the same lines', async () => {
    let settle: (rows: Rows) => void = () => {}
    const stored = new Promise<{ data: Rows; error: null }>((resolve) => {
      settle = (rows) => resolve({ data: rows, error: null })
    })
    answer.next = () => stored
    renderFooter()

    const phone = within(contactColumn()).getByRole('link', { name: '+33 4 94 00 00 00' })
    expect(phone).toHaveAttribute('href', 'tel:+33494000000')
    expect(screen.getByRole('link', { name: 'contact@rivieravillas.com' })).toHaveAttribute(
      'href',
      'mailto:contact@rivieravillas.com',
    )
    expect(screen.getByText('Saint Raphaël, Côte d’Azur, France')).toBeInTheDocument()
    const linesBefore = contactColumn().childElementCount

    settle([
      { setting_key: 'contact_phone', setting_value: '+33 (0)4 93 12 34 56' },
      { setting_key: 'contact_email', setting_value: 'hello@riviera.example' },
      { setting_key: 'contact_address', setting_value: 'Cannes, France' },
      { setting_key: 'instagram_url', setting_value: 'https://www.instagram.com/riviera/' },
      { setting_key: 'facebook_url', setting_value: '' },
    ])

    expect(await screen.findByRole('link', { name: '+33 (0)4 93 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+330493123456',
    )
    expect(screen.getByRole('link', { name: 'hello@riviera.example' })).toBeInTheDocument()
    expect(screen.getByText('Cannes, France')).toBeInTheDocument()
    const social = screen.getByRole('list', { name: 'Social media' })
    expect(within(social).getAllByRole('link')).toHaveLength(1)
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(contactColumn().childElementCount).toBe(linesBefore)
  })

  it('keeps the built-in details when they cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer.next = () => Promise.resolve({ data: null, error: new Error('offline') })
    renderFooter()
    await vi.waitFor(() => expect(logged).toHaveBeenCalled())
    expect(screen.getByRole('link', { name: '+33 4 94 00 00 00' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument()
  })

  it('links the three legal pages', () => {
    renderFooter()
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
    ).toEqual(['Terms of Booking /terms', 'Privacy Notice /privacy', 'Legal Notice /legal-notice'])
  })

  it('reads in French on a French page, its links staying in French', () => {
    applyLocale('fr')
    try {
      renderFooter()
      expect(screen.getByRole('heading', { name: 'Nous joindre' })).toBeInTheDocument()
      expect(screen.getByText(/Une collection privée de villas d’exception/)).toBeInTheDocument()
      expect(screen.getByText(/Tous droits réservés\.$/)).toBeInTheDocument()
      const legal = screen.getByRole('navigation', { name: 'Informations légales' })
      expect(
        within(legal)
          .getAllByRole('link')
          .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
      ).toEqual([
        'Conditions de réservation /fr/terms',
        'Politique de confidentialité /fr/privacy',
        'Mentions légales /fr/legal-notice',
      ])
      expect(screen.getByRole('link', { name: 'La Maison' })).toHaveAttribute('href', '/fr/about')
    } finally {
      applyLocale('en')
    }
  })
})
