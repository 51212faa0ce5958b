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
 * `<html data-gate>`: a prerendered page stays invisible until the maintenance check has
 * answered — the few lines in index.html when the site is open (scripts/vite/route-preload.ts),
 * else the app's maintenance gate — so no visitor sees the site while it is in maintenance.
 */
export const GATE_ATTRIBUTE = 'data-gate'

/** The prerendered page this document holds, if it holds one for this very address. */
export function readPrerenderedPage(document: Document): PrerenderedPage | null {
  const script = document.getElementById(PRERENDERED_PAGE_ID)
  if (!script?.textContent) return null
  const page = JSON.parse(script.textContent) as PrerenderedPage
  // A host answering an unknown address with a prerendered page: draw the app afresh.
  return page.path === document.location.pathname ? page : null
}

/**
 * `window.__fontsReady`: on a prerendered page, settles once the site's fonts have loaded (at
 * most FONT_WAIT_MS), started as soon as the stylesheet names them (scripts/vite/prerender.ts).
 * The gate opens after it too: the page's text then first shows in its own fonts, and no line
 * moves when they arrive (a layout shift the app, drawn after its code had loaded, never had).
 */
export const FONTS_READY = '__fontsReady'
export const FONT_WAIT_MS = 1500

/** Shows the page: the maintenance gate has decided (a no-op on a page that was not prerendered). */
export function openGate() {
  const fontsReady = (window as unknown as Record<string, unknown>)[FONTS_READY]
  void Promise.resolve(fontsReady).then(() =>
    document.documentElement.removeAttribute(GATE_ATTRIBUTE),
  )
}
