import { StrictMode, useEffect } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { HYDRATED_ATTRIBUTE } from '@/prerender/prerendered-page'

/**
 * The app in the browser: the router main.tsx made of app/routes.tsx, inside the providers.
 * `onHydrated` runs once the page is the app's (after every component's first effects).
 */
export function App({
  router,
  onHydrated,
}: {
  router: ReturnType<typeof createBrowserRouter>
  onHydrated?: () => void
}) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
    onHydrated?.()
  }, [onHydrated])
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}
