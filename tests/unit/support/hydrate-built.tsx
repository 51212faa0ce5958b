import { act, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { vi } from 'vitest'

/**
 * Hydrates `page` over the HTML it renders to at build time, as a prerendered page is taken over
 * in the browser; `recoverable` records the hydration errors React recovers from (a mismatch).
 */
export async function hydrateBuilt(page: ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: recoverable })
  })
  return { container, recoverable }
}
