// Latin only: every text of the site (French names and € included) is in that subset, and
// the other scripts' @font-face rules would only weigh down the first stylesheet.
import '@fontsource/cormorant-garamond/latin-500.css'
import '@fontsource/cormorant-garamond/latin-600.css'
import '@fontsource/inter/latin-400.css'
import '@fontsource/inter/latin-500.css'
import '@fontsource/inter/latin-600.css'
import './index.css'
import { startTransition } from 'react'
import { hydrate } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router-dom'
import { App } from '@/app/app'
import { routes } from '@/app/routes'
import { queryClient } from '@/lib/query-client'
import { swapInSiteFonts } from '@/lib/site-fonts'
import { readPrerenderedPage, type PrerenderedPage } from '@/prerender/prerendered-page'

const root = document.getElementById('root')!
const prerendered = readPrerenderedPage(document)

if (prerendered) {
  // The page's HTML was drawn at build time from these answers: the app starts from them, then
  // asks again for every one on screen (all marked stale), so no figure of the build stays.
  hydrate(queryClient, prerendered.queries)
  void queryClient.invalidateQueries({ refetchType: 'none' })
  // Each in a task of its own, so none is a long one: this module's first run; the page's chunks
  // (a browser that records the page also stacks every request's caller: from this module's top
  // level, that is the whole entry chunk, re-read for its source positions); the router; then
  // hydration, in slices.
  setTimeout(() => void loadLazyRoutes().then(() => setTimeout(() => startApp(prerendered))))
} else {
  // The app shell (the admin, a stay page, a villa published after the build): drawn here.
  root.replaceChildren()
  createRoot(root).render(<App router={createBrowserRouter(routes)} />)
}

/** The router, then (in a task of its own) hydration, in slices. */
function startApp(page: PrerenderedPage) {
  const router = createBrowserRouter(routes, { hydrationData: page.router })
  // The visitor's first navigation: the fonts the first paint may have done without come in.
  // (A key, not the object: the router's own start may settle the same place anew.)
  const firstKey = router.state.location.key
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === firstKey) return
    stopWatching()
    swapInSiteFonts(document)
  })
  // While React hydrates, the queries on screen do not ask again as each one mounts (all in the
  // one task that ends hydration); once it is done, each asks in a task of its own.
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnMount: false },
  })
  const onHydrated = () => {
    queryClient.setDefaultOptions(defaults)
    for (const query of queryClient.getQueryCache().findAll({ type: 'active', stale: true })) {
      setTimeout(
        () =>
          void queryClient.refetchQueries(
            { queryKey: query.queryKey, exact: true },
            { cancelRefetch: false },
          ),
      )
    }
  }
  setTimeout(() =>
    // In a transition, React hydrates in slices and yields between them, so the phone stays
    // responsive (no long task) while the page becomes interactive.
    startTransition(() => {
      hydrateRoot(root, <App router={router} onHydrated={onHydrated} />)
    }),
  )
}

/**
 * The page's lazy routes, loaded before hydrating: React Router would otherwise draw nothing
 * while loading them, over the prerendered page.
 */
async function loadLazyRoutes() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}
