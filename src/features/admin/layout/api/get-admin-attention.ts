import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

export interface FeedRef {
  villa_id: string
  villa: string
  feed: string
}

export interface AdminAttention {
  failedEmails: number
  failingFeeds: FeedRef[]
  conflictingFeeds: FeedRef[]
  /** The legal identity items still empty ("RCS number", …), in the order of their form. */
  missingLegalIdentity: string[]
  /** The site's phone number is still the sample one it started with. */
  sampleContactPhone: boolean
}

export const adminAttentionKey = ['admin', 'attention'] as const

/**
 * What needs a person: failed emails, failing or clashing calendar feeds, the legal identity
 * not filled, a sample phone number (one small call).
 */
export async function getAdminAttention(signal?: AbortSignal): Promise<AdminAttention> {
  let query = supabase.rpc('admin_attention')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const row = data[0]
  return {
    failedEmails: row?.failed_emails ?? 0,
    failingFeeds: (row?.failing_feeds ?? []) as unknown as FeedRef[],
    conflictingFeeds: (row?.conflicting_feeds ?? []) as unknown as FeedRef[],
    missingLegalIdentity: (row?.missing_legal_identity ?? []) as unknown as string[],
    sampleContactPhone: row?.sample_contact_phone ?? false,
  }
}

export function useAdminAttention() {
  return useQuery(
    queryOptions({
      queryKey: adminAttentionKey,
      queryFn: ({ signal }) => getAdminAttention(signal),
      // Feeds sync and emails go out in the background: look again every minute.
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  )
}
