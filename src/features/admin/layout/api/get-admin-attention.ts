import { queryOptions, useQuery } from '@tanstack/react-query'
import { required } from '@/lib/answers'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { CompositeTypes } from '@/types/database.types'

/** A calendar feed named in the notice: its villa and name. */
function toFeedRef(feed: CompositeTypes<'feed_ref'>) {
  return required(feed, ['villa_id', 'villa', 'feed'], 'calendar feed')
}

export type FeedRef = ReturnType<typeof toFeedRef>

/**
 * What the flood control held for review (admin_held_for_review): booking requests still
 * waiting and messages not read yet, with their ids for the labels in the lists.
 */
export interface HeldForReview {
  bookingRequests: number
  messages: number
  bookingIds: string[]
  messageIds: string[]
}

export interface AdminAttention {
  failedEmails: number
  failingFeeds: FeedRef[]
  conflictingFeeds: FeedRef[]
  /** The legal identity items still empty ("RCS number", …), in the order of their form. */
  missingLegalIdentity: string[]
  /** The site's phone number is still the sample one it started with. */
  sampleContactPhone: boolean
  held?: HeldForReview
}

export const adminAttentionKey = ['admin', 'attention'] as const

/**
 * What needs a person: failed emails, failing or clashing calendar feeds, the legal identity
 * not filled, a sample phone number (one small call), and what is held for review (another).
 */
export async function getAdminAttention(signal?: AbortSignal): Promise<AdminAttention> {
  const [rows, heldRows] = await Promise.all([
    run(supabase.rpc('admin_attention'), signal),
    run(supabase.rpc('admin_held_for_review'), signal),
  ])
  const row = rows[0]
  const heldRow = heldRows[0]
  return {
    held: {
      bookingRequests: heldRow?.booking_requests ?? 0,
      messages: heldRow?.messages ?? 0,
      bookingIds: heldRow?.booking_ids ?? [],
      messageIds: heldRow?.message_ids ?? [],
    },
    failedEmails: row?.failed_emails ?? 0,
    failingFeeds: (row?.failing_feeds ?? []).map(toFeedRef),
    conflictingFeeds: (row?.conflicting_feeds ?? []).map(toFeedRef),
    missingLegalIdentity: row?.missing_legal_identity ?? [],
    sampleContactPhone: row?.sample_contact_phone ?? false,
  }
}

export function useAdminAttention() {
  return useQuery(
    queryOptions({
      queryKey: adminAttentionKey,
      meta: {
        reads: [
          'bookings',
          'contact_submissions',
          'notifications',
          'site_settings',
          'villa_calendar_feeds',
          'villas',
        ],
      },
      queryFn: ({ signal }) => getAdminAttention(signal),
      // Feeds sync and emails go out in the background: look again every minute.
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  )
}
