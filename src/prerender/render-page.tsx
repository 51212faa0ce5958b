// Renders one public page to HTML at build time (issue 23), with the same routes, loaders,
// queries and components the browser runs, so the browser hydrates it without a mismatch. Built
// by Vite as the `ssr` environment and called by scripts/vite/prerender.ts after the client build.
import { StrictMode } from 'react'
import type { HelmetServerState } from 'react-helmet-async'
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
} from '@tanstack/react-query'
import {
  type HydrationState,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { type PageHandle, routes } from '@/app/routes'
import { paths } from '@/config/paths'
import { maintenanceKeys } from '@/features/maintenance/api/keys'
import { PUBLIC_PAGES } from '@/config/public-pages'
import { LOCALES, localeFromPath, localizedPath, type Locale } from '@/lib/i18n/locale'
import { publicApi } from '@/lib/public-api'
import { queryClient } from '@/lib/query-client'
import { renderToHtml } from './render-to-html'

export interface RenderedPage {
  /** The app's markup, to go inside `<div id="root">`. */
  html: string
  /** The page's own head tags (title, description, canonical, hreflang, share tags, JSON-LD). */
  head: string
  /** `lang="fr"`: the attributes of `<html>`. */
  htmlAttributes: string
  /** The page's language: it loads the app built for that language alone. */
  locale: Locale
  /** The queries the page was rendered from, for the browser's cache before it hydrates. */
  queries: DehydratedState
  /** The router's state after the loaders ran, as React Router hydrates it. */
  router: HydrationState
  /** The source files of the page's lazy routes (src/pages/…): their chunks load with the app. */
  modules: string[]
}

/**
 * Every public address to prerender, in every language: the content pages and each villa
 * published now. A villa published after the build is served by the app shell, as before.
 */
export async function prerenderPaths(): Promise<string[]> {
  const { data, error } = await publicApi
    .from('villas')
    .select('id')
    .eq('is_active', true)
    .order('created_at')
  if (error) throw new Error(`Prerender: could not list the villas: ${error.message}`)
  const english = [
    ...PUBLIC_PAGES,
    ...data.map((villa) => paths.villa.path.replace(':id', villa.id)),
  ]
  return LOCALES.flatMap((locale) => english.map((path) => localizedPath(path, locale)))
}

const handler = createStaticHandler(routes)

/** The page at `path` as the browser would first draw it, with the data it was drawn from. */
export async function renderPage(path: string, siteUrl: string): Promise<RenderedPage> {
  queryClient.clear()
  const context = await handler.query(new Request(new URL(path, siteUrl || 'http://localhost')))
  if (context instanceof Response) throw new Error(`Prerender: ${path} answered a redirect`)
  // The loaders start the page's queries without waiting for them (routes.tsx): wait here.
  await settled()
  const helmet: { helmet?: HelmetServerState } = {}
  // The tree of app/app.tsx, the static router in place of the browser's (its own hydration
  // script off: main.tsx takes the router state from the page's JSON).
  const html = await renderToHtml(
    <StrictMode>
      <AppProviders helmetContext={helmet}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  )
  const tags = helmet.helmet
  if (!tags) throw new Error(`Prerender: ${path} rendered no head`)
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
  if (failed.length > 0) {
    throw new Error(
      `Prerender: ${path}: ${failed.map((q) => JSON.stringify(q.queryKey)).join(', ')} failed`,
    )
  }
  const inMaintenance = queryClient.getQueryData(maintenanceKeys.mode()) === true
  return {
    html,
    head: [tags.title, tags.meta, tags.link, tags.script].map((tag) => tag.toString()).join(''),
    htmlAttributes: tags.htmlAttributes.toString(),
    locale: localeFromPath(path),
    queries: dehydrate(queryClient, {
      // In maintenance the page is the gate's own screen (app/maintenance-gate.tsx): none of the
      // site's content goes into its HTML, not even as data.
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) &&
        (!inMaintenance || hashKey(query.queryKey) === hashKey(maintenanceKeys.mode())),
    }),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    modules: context.matches.flatMap(({ route }) => {
      const handle: PageHandle | undefined = route.handle
      return handle ? [handle.module] : []
    }),
  }
}

async function settled() {
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5))
}
