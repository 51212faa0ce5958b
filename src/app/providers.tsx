import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async'
import { queryClient } from '@/lib/query-client'
import { Toaster } from '@/lib/toast'

interface AppProvidersProps {
  children: ReactNode
  /** At build time (prerender/), where Helmet leaves the page's head tags. */
  helmetContext?: { helmet?: HelmetServerState }
}

export function AppProviders({ children, helmetContext }: AppProvidersProps) {
  return (
    <HelmetProvider context={helmetContext}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </HelmetProvider>
  )
}
