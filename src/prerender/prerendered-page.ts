import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router-dom'

/**
 * What a prerendered page carries for the app that hydrates it (issue 23): the address it was
 * rendered for, the queries and the router state it was rendered from. One JSON script, read
 * by main.tsx; written by scripts/vite/prerender.ts.
 */
export interface PrerenderedPage {
  path: string
  queries: DehydratedState
  router: HydrationState
}

export const PRERENDERED_PAGE_ID = 'prerendered-page'

/**
 * `<html data-prerendered>`: the page's HTML holds its first screen (scripts/vite/prerender.ts),
 * so index.html's early requests (scripts/vite/route-preload.ts) have nothing to fetch for it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/**
 * `<html data-hydrated>`: the app has taken the page over (its buttons answer). A prerendered
 * page's code starts once it has loaded, so the end-to-end tests wait for this mark after each
 * navigation before they click (tests/e2e/support/test.ts).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** The prerendered page this document holds, if it holds one for this very address. */
export function readPrerenderedPage(document: Document): PrerenderedPage | null {
  const script = document.getElementById(PRERENDERED_PAGE_ID)
  if (!script?.textContent) return null
  const page = JSON.parse(script.textContent) as PrerenderedPage
  // A host answering an unknown address with a prerendered page: draw the app afresh.
  return page.path === document.location.pathname ? page : null
}

/** How a prerendered page's fonts are displayed (scripts/vite/prerender.ts, lib/site-fonts.ts). */
export const FIRST_PAINT_FONT_DISPLAY = 'optional'
