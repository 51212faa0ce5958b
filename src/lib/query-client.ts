import { QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { retryTransientOnce } from '@/lib/request-errors'

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
      // Bounded: every request has a deadline (lib/fetch-with-deadline.ts) and a failure is
      // retried once, after a second, only when the server never answered; then the screen
      // shows its error state with "Try again".
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retryTransientOnce,
        retryDelay: 1_000,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * The app's one cache. A module value rather than component state, so route loaders can start a
 * page's queries at navigation, in parallel with the lazy page chunk (app/router.tsx).
 */
export const queryClient = createQueryClient()
