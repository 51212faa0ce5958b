import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EARLY_BY_PAGE,
  EARLY_FOR_EVERY_ROUTE,
  earlyRequestKey,
  type EarlyRequest,
} from '@/config/early-requests'
import { env } from '@/config/env'
import { pageContentQueryOptions, type PageSlug } from '@/features/content/api/get-page-content'
import { maintenanceModeQueryOptions } from '@/features/maintenance/api/get-maintenance-mode'
import { legalIdentityQueryOptions } from '@/features/site-details/api/get-legal-identity'
import { siteDetailsQueryOptions } from '@/features/site-details/api/get-site-details'
import { destinationsQueryOptions } from '@/features/villas/api/get-destinations'
import { villaCollectionQueryOptions } from '@/features/villas/api/get-villa-collection'
import { villaCountQueryOptions } from '@/features/villas/api/get-villa-count'
import { collectionRequest } from '@/features/villas/lib/collection-request'
import { villaQueryOptions } from '@/features/villas/api/get-villa'
import { villaAreaQueryOptions } from '@/features/villas/api/get-villa-area'
import { villaFaqsQueryOptions } from '@/features/villas/api/get-villa-faqs'
import { villaPhotoDetailsQueryOptions } from '@/features/villas/api/get-villa-photo-details'
import { villaReviewsQueryOptions } from '@/features/villas/api/get-villa-reviews'
import { FEATURED_VILLAS, villasQueryOptions } from '@/features/villas/api/get-villas'
import { DESTINATION_TOWN } from '@/config/brand'

const VILLA_ID = 'a1000000-0000-4000-8000-000000000005'
const q = (options: object) => options as FetchQueryOptions

/** What each page's queries send (their router loaders start the same ones). */
const QUERIES_BY_PAGE: Record<string, FetchQueryOptions[]> = {
  'src/pages/home-page.tsx': [
    q(pageContentQueryOptions('home')),
    q(villasQueryOptions(FEATURED_VILLAS)),
  ],
  'src/pages/villas-page.tsx': [
    q(villaCollectionQueryOptions(collectionRequest(new URLSearchParams()))),
    q(destinationsQueryOptions()),
  ],
  'src/pages/villa-page.tsx': [
    q(villaQueryOptions(VILLA_ID)),
    q(villaFaqsQueryOptions(VILLA_ID)),
    q(villaReviewsQueryOptions(VILLA_ID)),
    q(villaPhotoDetailsQueryOptions(VILLA_ID)),
    q(villaAreaQueryOptions()),
  ],
  'src/pages/destination-page.tsx': [
    q(pageContentQueryOptions('destination')),
    q(villasQueryOptions({ location: DESTINATION_TOWN })),
  ],
  'src/pages/about-page.tsx': [q(pageContentQueryOptions('about')), q(villaCountQueryOptions())],
  ...Object.fromEntries(
    (['experience'] as PageSlug[]).map((slug) => [
      `src/pages/${slug}-page.tsx`,
      [q(pageContentQueryOptions(slug))],
    ]),
  ),
  // The legal pages name the company's legal identity.
  ...Object.fromEntries(
    (['terms', 'privacy', 'legal-notice'] as PageSlug[]).map((slug) => [
      `src/pages/${slug}-page.tsx`,
      [q(pageContentQueryOptions(slug)), q(legalIdentityQueryOptions())],
    ]),
  ),
}

/** The requests the queries really send, as early-request keys. */
async function sentBy(queries: FetchQueryOptions[]) {
  const sent: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const accept = new Headers(init?.headers).get('accept') ?? ''
    const body = typeof init?.body === 'string' ? init.body : ''
    const prefer = new Headers(init?.headers).get('prefer') ?? ''
    sent.push(`${earlyRequestKey(init?.method ?? 'GET', String(input), accept, body)} ${prefer}`)
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  for (const query of queries) await client.fetchQuery(query).catch(() => undefined)
  return sent
}

const keyOf = (request: EarlyRequest) =>
  earlyRequestKey(
    request.method,
    `${env.supabaseUrl}/rest/v1/${request.path.replaceAll('{id}', VILLA_ID)}`,
    request.accept,
    request.body,
  )
/** The key and the Prefer header: a list's count must be asked for early too. */
const sentAs = (request: EarlyRequest) => `${keyOf(request)} ${request.prefer ?? ''}`

describe('early requests', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are exactly what the maintenance check and the site details send', async () => {
    const sent = await sentBy([q(maintenanceModeQueryOptions()), q(siteDetailsQueryOptions())])
    expect(EARLY_FOR_EVERY_ROUTE.map(sentAs)).toEqual(sent)
  })

  for (const [page, queries] of Object.entries(QUERIES_BY_PAGE)) {
    it(`are exactly what ${page} asks for first`, async () => {
      expect(EARLY_BY_PAGE[page]?.map(sentAs)).toEqual(await sentBy(queries))
    })
  }

  it('cover every page that loads data', () => {
    expect(Object.keys(EARLY_BY_PAGE).sort()).toEqual(Object.keys(QUERIES_BY_PAGE).sort())
  })
})

describe('the public client', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    delete (globalThis as { __early?: unknown }).__early
  })

  it('takes an answer index.html already asked for, once, and asks the network after', async () => {
    const request = EARLY_BY_PAGE['src/pages/home-page.tsx']![1]!
    const early = new Response(JSON.stringify([{ id: 'from-the-html' }]), {
      headers: { 'content-type': 'application/json' },
    })
    ;(globalThis as { __early?: Record<string, Promise<Response>> }).__early = {
      [keyOf(request)]: Promise.resolve(early),
    }
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify([{ id: 'from-the-network' }]), {
        headers: { 'content-type': 'application/json' },
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const first = await client.fetchQuery(q(villasQueryOptions(FEATURED_VILLAS)))
    expect(first).toEqual([{ id: 'from-the-html' }])
    expect(network).not.toHaveBeenCalled()

    const again = await client.fetchQuery({
      ...q(villasQueryOptions(FEATURED_VILLAS)),
      staleTime: 0,
    })
    expect(again).toEqual([{ id: 'from-the-network' }])
    expect(network).toHaveBeenCalledOnce()
  })
})
