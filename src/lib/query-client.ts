import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { failureMessage, retryTransientOnce } from '@/lib/request-errors'
import type { Database } from '@/types/database.types'
import * as m from '@/paraglide/messages'

/** A table of the public schema (from the generated types: a renamed table breaks every query naming it). */
export type Table = keyof Database['public']['Tables']

/**
 * What a query can read or a mutation write: a table, or data outside the public schema's tables —
 * the signed-in user's second factors (Auth, `auth.mfa_factors`), files shipped with the app
 * (which nothing writes), and the guests' stay links (`private.stay_links`). RPCs and views are declared by the tables they read.
 */
export type DataSource =
  | Table
  | 'auth.mfa_factors'
  | 'app.bundled_files'
  // The guests' stay links (issue 21): staff see when one was issued, never the link.
  | 'private.stay_links'

interface QueryMeta extends Record<string, unknown> {
  /** Everything the query's answer is computed from; a mutation writing one of them refreshes it. */
  reads: readonly DataSource[]
  /** A destructive toast shown when the query fails (for screens whose spec names one). */
  errorToast?: { title: string; description?: string }
}

/** A destructive toast: a title, and the sentence under it. */
export interface ErrorToast {
  title: string
  description?: string
}

/**
 * What a failed mutation shows: by default "Error" with failureMessage (lib/request-errors.ts);
 * a caller replaces it with its own toast or a function of the error, or turns it off (`false`)
 * when its screen shows the failure itself (beside a field, in a dialog).
 */
export type MutationErrorToast = ErrorToast | ((error: unknown) => ErrorToast) | false

interface MutationMeta extends Record<string, unknown> {
  /**
   * What the mutation changes: every query reading one of them is invalidated, and awaited.
   * Absent only for a mutation that changes nothing a query reads (signing in, a password).
   */
  writes?: readonly DataSource[]
  /** The toast a failure shows (the default one when absent). */
  errorToast?: MutationErrorToast
}

/** A toast with this title, saying failureMessage (the fallback when the error has no words). */
export function failureToast(title: string, fallback?: string) {
  return (error: unknown): ErrorToast => ({ title, description: failureMessage(error, fallback) })
}

/** The toast a failed mutation shows, or null when its screen shows the failure itself. */
export function mutationErrorToast(
  error: unknown,
  option: MutationErrorToast | undefined,
): ErrorToast | null {
  if (option === false) return null
  if (typeof option === 'function') return option(error)
  return option ?? { title: m.error_title(), description: failureMessage(error) }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta
    mutationMeta: MutationMeta
  }
}

/**
 * Marks stale (and refetches when on screen) every query that reads what was written. The one
 * place caches follow the data: the mutation cache calls it after every mutation, and code that
 * writes outside a mutation (photo uploads, one file at a time) calls it too.
 */
export function invalidateWrites(queryClient: QueryClient, writes: readonly DataSource[]) {
  if (writes.length === 0) return Promise.resolve()
  return queryClient.invalidateQueries({
    predicate: (query) => readsAny(query.meta?.reads, writes),
  })
}

function readsAny(reads: readonly DataSource[] | undefined, writes: readonly DataSource[]) {
  return reads?.some((source) => writes.includes(source)) ?? false
}

/** A query that declares nothing could never be refreshed by a write: refused in development and tests. */
export class QueryWithoutReadsError extends Error {
  constructor(queryKey: QueryKey) {
    super(`Query ${JSON.stringify(queryKey)} declares no meta.reads (lib/query-client.ts)`)
    this.name = 'QueryWithoutReadsError'
  }
}

/**
 * Shows a failed write's toast (mutationErrorToast). The mutation cache calls it for every
 * mutation; code that writes outside a mutation (photos saved with a new villa) calls it too.
 */
export function showFailure(error: unknown, option?: MutationErrorToast) {
  const shown = mutationErrorToast(error, option)
  if (shown) toast.error(shown.title, { description: shown.description })
}

/**
 * Runs `then` once a write succeeded, even when the component that started it is gone: the data
 * the write refreshes can remove it (a deleted row, a message leaving a filtered view) before
 * mutate's per-call callbacks would run, and those only run while it is mounted. A failure's
 * toast is the mutation cache's, so nothing more is done with it here.
 */
export function afterSuccess<T>(write: Promise<T>, then: (data: T) => void) {
  write.then(then, () => undefined)
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // Toasts for failed loads come from the query's meta, not from effects in components.
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const errorToast = query.meta?.errorToast
        if (errorToast) toast.error(errorToast.title, { description: errorToast.description })
      },
    }),
    // After a write, succeeded or refused (a refusal may mean the data moved on: a conflicting
    // confirmation), every query reading what it writes; the mutation settles once they are asked.
    // A failed mutation's toast is shown here, for every screen (meta.errorToast replaces it).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        showFailure(error, mutation.meta?.errorToast),
      onSettled: (_data, _error, _variables, _context, mutation) =>
        invalidateWrites(queryClient, mutation.meta?.writes ?? []),
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
  if (import.meta.env.DEV) refuseQueriesWithoutReads(queryClient)
  return queryClient
}

/**
 * Every query that fetches passes through defaultQueryOptions (hooks, route loaders, prefetches):
 * in development and tests one that declares no reads throws, naming its key.
 */
function refuseQueriesWithoutReads(queryClient: QueryClient) {
  const defaults = queryClient.defaultQueryOptions.bind(queryClient)
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    if (options.queryFn && !Array.isArray(options.meta?.reads)) {
      throw new QueryWithoutReadsError(options.queryKey ?? [])
    }
    return defaults(options)
  }) as typeof defaults
}

/**
 * The app's one cache. A module value rather than component state, so route loaders can start a
 * page's queries at navigation, in parallel with the lazy page chunk (app/routes.tsx).
 */
export const queryClient = createQueryClient()
