import { StrictMode, useEffect } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { HYDRATED_ATTRIBUTE } from '@/prerender/prerendered-page'

/** The app in the browser: the router main.tsx made of app/routes.tsx, inside the providers. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}
