import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import type { FetchQueryOptions } from '@tanstack/react-query'
import { PublicLayout } from '@/app/public-layout'
import { RouteError } from '@/components/feedback/route-error'
import { DESTINATION_TOWN } from '@/config/brand'
import { paths } from '@/config/paths'
import { LocaleRoot } from '@/app/locale-root'
import { pageContentQueryOptions, type PageSlug } from '@/features/content/api/get-page-content'
import { HOME_HERO_IMAGE } from '@/features/content/lib/page-images'
import { maintenanceModeQueryOptions } from '@/features/maintenance/api/get-maintenance-mode'
import { stayQueryOptions } from '@/features/stay/api/get-stay'
import { staySecurityDepositQueryOptions } from '@/features/stay/api/get-stay-security-deposit'
import { reviewInvitationQueryOptions } from '@/features/guest-review/api/get-review-invitation'
import { legalIdentityQueryOptions } from '@/features/site-details/api/get-legal-identity'
import { siteDetailsQueryOptions } from '@/features/site-details/api/get-site-details'
import { destinationsQueryOptions } from '@/features/villas/api/get-destinations'
import { villaCollectionQueryOptions } from '@/features/villas/api/get-villa-collection'
import { villaCountQueryOptions } from '@/features/villas/api/get-villa-count'
import { villaQueryOptions } from '@/features/villas/api/get-villa'
import { villaAreaQueryOptions } from '@/features/villas/api/get-villa-area'
import { villaFaqsQueryOptions } from '@/features/villas/api/get-villa-faqs'
import { villaPhotoDetailsQueryOptions } from '@/features/villas/api/get-villa-photo-details'
import { villaReviewsQueryOptions } from '@/features/villas/api/get-villa-reviews'
import { FEATURED_VILLAS, villasQueryOptions } from '@/features/villas/api/get-villas'
import { searchVillasQueryOptions } from '@/features/villas/api/search-villas'
import { collectionRequest } from '@/features/villas/lib/collection-request'
import { heroImage } from '@/features/villas/lib/images'
import { BUILD_LOCALE, LOCALES, localizedPath, type Locale } from '@/lib/i18n/locale'
import { isUuid } from '@/lib/is-uuid'
import { preloadImage } from '@/lib/preload-image'
import { queryClient } from '@/lib/query-client'

/**
 * Starts queries without waiting for them: a route's loader runs at navigation, in parallel with
 * its lazy page chunk and with the maintenance check, so data loads in one round instead of
 * three (check → page → its data). The components read the same queries from the cache.
 */
function prefetch(...queries: FetchQueryOptions<never, never, never, never>[]) {
  for (const query of queries) void queryClient.prefetchQuery(query)
  return null
}
// The options objects are of many types; prefetch only needs what every one of them has.
const q = (options: object) => options as FetchQueryOptions<never, never, never, never>
const contentLoader = (slug: PageSlug) => () => prefetch(q(pageContentQueryOptions(slug)))
/** A legal page's texts and the company's legal identity they name. */
const legalLoader = (slug: PageSlug) => () =>
  prefetch(q(pageContentQueryOptions(slug)), q(legalIdentityQueryOptions()))

/** The hero picture of a page, requested as soon as the data naming it arrives. */
function preloadHero<T>(query: Promise<T>, pick: (data: T) => string | null | undefined) {
  query.then((data) => preloadImage(pick(data))).catch(() => undefined)
}

/** The public pages (src/pages/*.tsx), each a chunk of its own, loaded with its route. */
const PAGES = import.meta.glob<{ default: React.ComponentType }>('../pages/*.tsx')

/**
 * Every route of the app. Pages load lazily, so no public route downloads admin code. The browser
 * makes its router of them (main.tsx); the build renders the public pages with them (prerender/).
 */
export const routes: RouteObject[] = [
  {
    element: <LocaleRoot />,
    errorElement: <RouteError />,
    // The first page's chunk was asked for by index.html alongside the entry: nothing to show
    // for the instant it takes (and no router warning about a missing fallback).
    HydrateFallback: EmptyFallback,
    // The footer's contact details too: every public page shows them.
    loader: () => prefetch(q(maintenanceModeQueryOptions()), q(siteDetailsQueryOptions())),
    // The site once per language: English at the spec's addresses, French under /fr. A
    // one-language build keeps the others' places (the same route ids as the prerender's).
    children: LOCALES.map((locale) =>
      BUILD_LOCALE === undefined || locale === BUILD_LOCALE
        ? publicSite(locale)
        : servedElsewhere(localizedPath('/*', locale)),
    ),
  },
  BUILD_LOCALE === undefined
    ? {
        path: `${paths.admin.root.path}/*`,
        errorElement: <RouteError />,
        HydrateFallback: EmptyFallback,
        lazy: () => import('@/pages/admin/admin-app').then(asRoute),
      }
    : servedElsewhere(`${paths.admin.root.path}/*`),
]

/** The address this page was loaded at (in the browser). */
const LOADED_AT =
  typeof window === 'undefined' ? '' : window.location.pathname + window.location.search

/**
 * In a one-language build, the addresses another build serves (the other languages, the
 * admin): a link there loads them as a new page, from the host's shell for them.
 */
function servedElsewhere(path: string): RouteObject {
  return {
    path,
    errorElement: <RouteError />,
    loader: ({ request }: LoaderFunctionArgs) => {
      const { pathname, search } = new URL(request.url)
      // The page was loaded at this very address, so the host served this build's shell for
      // it: say so rather than reload forever.
      if (pathname + search === LOADED_AT) throw new Response('Not Found', { status: 404 })
      window.location.assign(request.url)
      // The navigation stays pending while the browser leaves the page.
      return new Promise<never>(() => undefined)
    },
  }
}

/** The public pages in one language, each at its address in that language. */
function publicSite(locale: Locale): RouteObject {
  const at = (path: string) => localizedPath(path, locale)
  return {
    element: <PublicLayout />,
    children: [
      {
        // Inside the layout: a failed page keeps the header and footer around its error.
        errorElement: <RouteError />,
        children: [
          {
            path: at(paths.home.path),
            loader: () => {
              preloadHero(
                queryClient.fetchQuery(pageContentQueryOptions('home')),
                (rows) =>
                  rows.find((row) => row.section_key === 'hero_image')?.image_url ||
                  HOME_HERO_IMAGE,
              )
              return prefetch(q(villasQueryOptions(FEATURED_VILLAS)))
            },
            ...page('home-page'),
          },
          {
            path: at(paths.villas.path),
            loader: ({ request }: LoaderFunctionArgs) => {
              // The page the address asks for: its filters, dates and pages shown.
              const collection = collectionRequest(new URL(request.url).searchParams)
              return prefetch(
                q(villaCollectionQueryOptions(collection)),
                q(destinationsQueryOptions()),
                ...(collection.stay ? [q(searchVillasQueryOptions(collection.stay))] : []),
              )
            },
            ...page('villas-page'),
          },
          {
            path: at(paths.villa.path),
            loader: ({ params }: LoaderFunctionArgs) => {
              const id = params.id ?? ''
              // Not an id at all: the page answers "Villa not found" without asking.
              if (!isUuid(id)) return null
              preloadHero(queryClient.fetchQuery(villaQueryOptions(id)), (villa) =>
                heroImage(villa.images),
              )
              return prefetch(
                q(villaFaqsQueryOptions(id)),
                q(villaReviewsQueryOptions(id)),
                q(villaPhotoDetailsQueryOptions(id)),
                q(villaAreaQueryOptions()),
              )
            },
            ...page('villa-page'),
          },
          {
            path: at(paths.bookingRequestSent.path),
            ...page('booking-request-sent-page'),
          },
          {
            path: at(paths.stay.path),
            loader: ({ params }: LoaderFunctionArgs) =>
              prefetch(
                q(stayQueryOptions(params.token ?? '')),
                q(staySecurityDepositQueryOptions(params.token ?? '')),
              ),
            ...page('stay-page'),
          },
          {
            path: at(paths.review.path),
            loader: ({ params }: LoaderFunctionArgs) =>
              prefetch(q(reviewInvitationQueryOptions(params.token ?? ''))),
            ...page('review-page'),
          },
          {
            path: at(paths.destination.path),
            loader: () =>
              prefetch(
                q(pageContentQueryOptions('destination')),
                q(villasQueryOptions({ location: DESTINATION_TOWN })),
              ),
            ...page('destination-page'),
          },
          {
            path: at(paths.experience.path),
            loader: contentLoader('experience'),
            ...page('experience-page'),
          },
          {
            path: at(paths.about.path),
            loader: () =>
              prefetch(q(pageContentQueryOptions('about')), q(villaCountQueryOptions())),
            ...page('about-page'),
          },
          {
            path: at(paths.contact.path),
            ...page('contact-page'),
          },
          {
            path: at(paths.concierge.path),
            ...page('concierge-page'),
          },
          {
            path: at(paths.terms.path),
            loader: legalLoader('terms'),
            ...page('terms-page'),
          },
          {
            path: at(paths.privacy.path),
            loader: legalLoader('privacy'),
            ...page('privacy-page'),
          },
          {
            path: at(paths.legalNotice.path),
            loader: legalLoader('legal-notice'),
            ...page('legal-notice-page'),
          },
          { path: at('/*'), ...page('not-found-page') },
        ],
      },
    ],
  }
}

function EmptyFallback() {
  return null
}

function asRoute(module: { default: React.ComponentType }) {
  return { Component: module.default }
}

/**
 * The route properties of page `name`: its lazy component, and in `handle.module` its source
 * file, which the prerender looks up in the build's manifest so that a prerendered page fetches
 * its chunks with the app's (scripts/vite/prerender.ts).
 */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = PAGES[`../pages/${name}.tsx`]
  if (!load) throw new Error(`routes: no page src/pages/${name}.tsx`)
  return {
    lazy: () => load().then(asRoute),
    handle: { module: `src/pages/${name}.tsx` } satisfies PageHandle,
  }
}

/** What a page's route carries for the prerender. */
export interface PageHandle {
  module: string
}
