import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, RouteError } from '@/components/feedback/route-error'

/** A page that fails to render while `page.broken` holds (React itself retries a render once). */
const page = { broken: true }
function renderRoute(error = new Error('Cannot read properties of undefined')) {
  page.broken = true
  function Page() {
    if (page.broken) throw error
    return <h1>The villa page</h1>
  }
  const router = createMemoryRouter([
    { path: '/', element: <Page />, errorElement: <RouteError /> },
  ])
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

describe('RouteError', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined))
  afterEach(() => vi.restoreAllMocks())

  it('shows a render error in place, and "Try again" renders the page afresh', async () => {
    const user = renderRoute()
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    page.broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'The villa page' })).toBeVisible()
  })

  it('asks for a reload when the page code of an older deploy is gone', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    const user = renderRoute(
      new TypeError('Failed to fetch dynamically imported module: /assets/villa-page-abc.js'),
    )
    expect(
      await screen.findByRole('heading', { name: 'A new version of the site is available' }),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('isChunkLoadError', () => {
  it("recognises each browser's failed dynamic import, and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('error loading dynamically imported module: x'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
