import { QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'

interface QueryMeta extends Record<string, unknown> {
  /** A destructive toast shown when the query fails (for screens whose spec names one). */
  errorToast?: { title: string; description?: string }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta
  }
}

export function createQueryClient() {
  return new QueryClient({
    // Toasts for failed loads come from the query's meta, not from effects in components.
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const errorToast = query.meta?.errorToast
        if (errorToast) toast.error(errorToast.title, { description: errorToast.description })
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  })
}
