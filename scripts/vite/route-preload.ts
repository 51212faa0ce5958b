import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/**
 * The public routes and the page module each one loads lazily (app/router.tsx). Kept beside the
 * build: the HTML needs the chunk names, which only exist once the bundle does.
 */
export const ROUTE_PAGES: readonly (readonly [pattern: string, page: string, image?: string])[] = [
  // The home hero's built-in picture (page-defaults.ts): the page's largest paint, worth asking
  // for before the content naming it arrives (a stored replacement then loads as usual).
  ['^/$', 'src/pages/home-page.tsx', '/images/pages/home-hero.svg'],
  ['^/villas/?$', 'src/pages/villas-page.tsx'],
  ['^/villa/[^/]+/?$', 'src/pages/villa-page.tsx'],
  ['^/destination/?$', 'src/pages/destination-page.tsx'],
  ['^/experience/?$', 'src/pages/experience-page.tsx'],
  ['^/about/?$', 'src/pages/about-page.tsx'],
  ['^/contact/?$', 'src/pages/contact-page.tsx'],
  ['^/concierge/?$', 'src/pages/concierge-page.tsx'],
]

/**
 * Without help a page's code is found late: the browser downloads the entry, runs it, and only
 * then does the router ask for the page's chunk — a whole extra round trip before anything shows.
 * This plugin writes a few lines into index.html that look at the address and ask for that
 * route's chunks (`modulepreload`) while the entry is still downloading. It also preconnects to
 * the API, whose first answers the page needs at once.
 */
/** Where index.html wants the preload script (early in <head>). */
const MARKER = '<!-- route-preload -->'

export function routePreload({ apiOrigin }: { apiOrigin: string }): Plugin {
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
        const routes = ROUTE_PAGES.flatMap(([pattern, page, image]) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(page))
          if (!chunk) return []
          const files = [...closure(chunk, bundle)].filter((file) => !loadedWithEntry.has(file))
          return [[pattern, files, image ?? ''] as const]
        })
        const base = context.server?.config.base ?? '/'
        const script = `(function(){var r=${JSON.stringify(routes)},p=location.pathname;for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)});if(r[i][2]){var m=document.createElement("link");m.rel="preload";m.as="image";m.href=r[i][2];m.setAttribute("fetchpriority","high");document.head.appendChild(m)}break}})()`
        // In place of the marker, before the stylesheet: an inline script after a stylesheet
        // would wait for it to download.
        const tags = `<link rel="preconnect" href="${apiOrigin}" crossorigin />\n    <script>${script}</script>`
        return html.replace(MARKER, tags)
      },
    },
  }
}

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
