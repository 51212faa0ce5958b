import type { Plugin, Rollup } from 'vite'
import {
  EARLY_BY_PAGE,
  EARLY_FOR_EVERY_ROUTE,
  type EarlyRequest,
} from '../../src/config/early-requests.ts'
import { PHOTO_SIZES, VARIANT_WIDTHS, srcSetOf } from '../../src/lib/photo-variants.ts'
import { PRERENDERED_ATTRIBUTE } from '../../src/prerender/prerendered-page.ts'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * The public routes and the page module each one loads lazily (app/routes.tsx). Kept beside the
 * build: the HTML needs the chunk names, which only exist once the bundle does.
 */
export const ROUTE_PAGES: readonly (readonly [pattern: string, page: string, image?: string])[] = [
  // A content page's built-in hero picture (page-defaults.ts): its largest paint, worth asking
  // for before the content naming it arrives (a stored replacement then loads as usual).
  ['^/$', 'src/pages/home-page.tsx', '/images/pages/home-hero.svg'],
  ['^/villas/?$', 'src/pages/villas-page.tsx'],
  // The villa's hero is its first picture: named by the villa's early answer (see startEarly).
  // Only an id shaped like one: any other text is "Villa not found" without asking the API.
  [
    '^/villa/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})/?$',
    'src/pages/villa-page.tsx',
    'answer:images',
  ],
  ['^/destination/?$', 'src/pages/destination-page.tsx', '/images/pages/destination-hero.svg'],
  ['^/experience/?$', 'src/pages/experience-page.tsx', '/images/pages/experience-hero.svg'],
  ['^/about/?$', 'src/pages/about-page.tsx', '/images/pages/about-hero.svg'],
  ['^/contact/?$', 'src/pages/contact-page.tsx'],
  ['^/concierge/?$', 'src/pages/concierge-page.tsx'],
  ['^/terms/?$', 'src/pages/terms-page.tsx'],
  ['^/privacy/?$', 'src/pages/privacy-page.tsx'],
  ['^/legal-notice/?$', 'src/pages/legal-notice-page.tsx'],
]

/** Where index.html wants the script (early in <head>, before the stylesheet). */
const MARKER = '<!-- route-preload -->'

/**
 * Without help a page is found late: the browser downloads the entry, runs it, then the router
 * asks for the page's chunk, then the page asks for its data — three round trips before it shows.
 * This plugin writes a few lines into index.html that look at the address and, while the entry
 * is still downloading, ask for that route's chunks (`modulepreload`), its hero picture, and the
 * API answers it needs first (config/early-requests.ts), which the app then takes as they are.
 * Same deadline as every request (lib/fetch-with-deadline.ts).
 */
export function routePreload({ apiUrl, apiKey }: { apiUrl: string; apiKey: string }): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        )
        const entry = chunks.find((chunk) => chunk.isEntry)
        const loadedWithEntry = entry ? closure(entry, bundle) : new Set<string>()
        const routes = ROUTE_PAGES.map(([pattern, page, image]) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page))
          const files = chunk
            ? [...closure(chunk, bundle)].filter((file) => !loadedWithEntry.has(file))
            : []
          return [
            pattern,
            files,
            image ?? '',
            [...(EARLY_BY_PAGE[page] ?? [])],
          ] as EarlyTable['routes'][number]
        })
        const table: EarlyTable = {
          routes,
          every: [...EARLY_FOR_EVERY_ROUTE],
          api: `${apiUrl}/rest/v1/`,
          key: apiKey,
          base: context.server?.config.base ?? '/',
          // The villa's cover: its variants and the size it is shown at (villa-photo-grid.tsx).
          widths: [...VARIANT_WIDTHS],
          heroSizes: PHOTO_SIZES.cover,
          prerenderedAttribute: PRERENDERED_ATTRIBUTE,
        }
        const data = JSON.stringify(table)
        // The function's own source goes into the page (so it must stand alone), called with
        // the table above.
        const script = `(${startEarly.toString()})(${data}, ${REQUEST_DEADLINE_MS}, ${srcSetOf.toString()})`
        const tags = `<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin />\n    <script>${script}</script>`
        return html.replace(MARKER, tags)
      },
    },
  }
}

interface EarlyTable {
  routes: [pattern: string, files: string[], image: string, requests: EarlyRequest[]][]
  every: EarlyRequest[]
  api: string
  key: string
  base: string
  widths: number[]
  heroSizes: string
  /** The attribute of a prerendered page's <html> (src/prerender/prerendered-page.ts). */
  prerenderedAttribute: string
}

/** Runs in the page, before the app: see routePreload. Never throws: at worst the app asks itself. */
function startEarly(
  table: EarlyTable,
  deadlineMs: number,
  srcSetFor: (url: string, widths: readonly number[]) => string | undefined,
) {
  try {
    // A page in French (/fr/villas) loads what its English address does.
    const path = location.pathname.replace(/^\/fr(?=\/|$)/, '') || '/'
    if (/^\/admin(\/|$)/.test(path)) return
    // A prerendered page holds its first screen and the answers it was drawn from: a request now
    // would only take the phone's bandwidth from its pictures (the app asks again once it runs).
    if (document.documentElement.hasAttribute(table.prerenderedAttribute)) return
    const answers: Record<string, Promise<Response>> = {}
    ;(window as unknown as { __early: typeof answers }).__early = answers
    const link = (rel: string, href: string, as?: string, srcset?: string) => {
      const element = document.createElement('link')
      element.rel = rel
      element.href = href
      // The same srcset and sizes as the <img>, so the browser picks (and reuses) one file.
      if (srcset) {
        element.setAttribute('imagesrcset', srcset)
        element.setAttribute('imagesizes', table.heroSizes)
      }
      if (as) {
        element.as = as
        element.setAttribute('fetchpriority', 'high')
      } else element.crossOrigin = ''
      document.head.appendChild(element)
    }
    const ask = (request: EarlyRequest, id?: string, heroField?: string) => {
      const url = table.api + request.path.split('{id}').join(encodeURIComponent(id ?? ''))
      const headers: Record<string, string> = {
        apikey: table.key,
        authorization: `Bearer ${table.key}`,
      }
      if (request.accept) headers.accept = request.accept
      if (request.prefer) headers.prefer = request.prefer
      if (request.body) headers['content-type'] = 'application/json'
      const answer = fetch(url, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout?.(deadlineMs),
      }).then((response) => {
        // "answer:<field>": the hero is the first picture listed in this answer's <field>.
        if (heroField && response.ok) {
          response
            .clone()
            .json()
            .then((row: Record<string, unknown>) => {
              const pictures = row[heroField]
              const first =
                Array.isArray(pictures) && pictures.find((p) => typeof p === 'string' && p)
              if (first) link('preload', first, 'image', srcSetFor(first, table.widths))
            })
            .catch(() => undefined)
        }
        return response
      })
      answer.catch(() => undefined)
      answers[`${request.method} ${url} ${request.accept ?? ''} ${request.body ?? ''}`] = answer
    }
    for (const [pattern, files, image, requests] of table.routes) {
      const match = path.match(new RegExp(pattern))
      if (!match) continue
      const id = match[1] && decodeURIComponent(match[1])
      for (const file of files) link('modulepreload', table.base + file)
      // A picture path is preloaded now; "answer:<field>" names the field of the route's first
      // answer (the villa) that lists its pictures.
      const heroField = image.startsWith('answer:') ? image.slice('answer:'.length) : ''
      if (image && !heroField) link('preload', image, 'image')
      for (const request of table.every) ask(request, id)
      requests.forEach((request, i) => {
        // A request for the address without its query: another view asks for other data.
        if (!(request.bareAddressOnly && location.search)) {
          ask(request, id, i === 0 ? heroField : '')
        }
      })
      return
    }
    for (const request of table.every) ask(request)
  } catch {
    // An old browser or an odd address: the app loads everything itself.
  }
}

// lib/fetch-with-deadline.ts's REQUEST_DEADLINE_MS (that module is browser code).
const REQUEST_DEADLINE_MS = 10_000

/** A chunk's file and the files of everything it imports statically, transitively. */
function closure(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return seen
  seen.add(chunk.fileName)
  for (const file of chunk.imports) {
    const imported = bundle[file]
    if (imported?.type === 'chunk') closure(imported, bundle, seen)
  }
  return seen
}
