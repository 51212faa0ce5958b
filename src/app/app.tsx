import { StrictMode } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'

/** The app in the browser: the router main.tsx made of app/routes.tsx, inside the providers. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
}
