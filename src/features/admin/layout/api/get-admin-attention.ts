import { queryOptions, useQuery } from '@tanstack/react-query'
import { required } from '@/lib/answers'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { CompositeTypes, Database } from '@/types/database.types'

/** A calendar feed named in the notice: its villa and name. */
function toFeedRef(feed: CompositeTypes<'feed_ref'>) {
  return required(feed, ['villa_id', 'villa', 'feed'], 'calendar feed')
}

export type FeedRef = ReturnType<typeof toFeedRef>

type AttentionRow = Database['public']['Functions']['admin_attention']['Returns'][number]
type HeldRow = Database['public']['Functions']['admin_held_for_review']['Returns'][number]

/**
 * What the flood control held for review (admin_held_for_review): booking requests still
 * waiting and messages not read yet, with their ids for the labels in the lists.
 */
function toHeldForReview(row: HeldRow | undefined) {
  return {
    bookingRequests: row?.booking_requests ?? 0,
    messages: row?.messages ?? 0,
    bookingIds: row?.booking_ids ?? [],
    messageIds: row?.message_ids ?? [],
  }
}

type OverdueDepositRow =
  Database['public']['Functions']['admin_overdue_security_deposits']['Returns'][number]
type ReviewsToApproveRow =
  Database['public']['Functions']['admin_reviews_to_approve']['Returns'][number]

/**
 * After the stay (issue 21, points 3 and 5): security deposits not returned within 14 days of
 * departure, and guests' reviews waiting for approval, per villa.
 */
export interface GuestCareAttention {
  overdueDeposits: OverdueDepositRow[]
  reviewsToApprove: ReviewsToApproveRow[]
}

/** What needs a person, as the notice reads it (admin_attention's one row, or nothing). */
function toAdminAttention(
  row: AttentionRow | undefined,
  held: HeldRow | undefined,
  guestCare: GuestCareAttention = { overdueDeposits: [], reviewsToApprove: [] },
) {
  return {
    guestCare,
    held: toHeldForReview(held),
    failedEmails: row?.failed_emails ?? 0,
    failingFeeds: (row?.failing_feeds ?? []).map(toFeedRef),
    conflictingFeeds: (row?.conflicting_feeds ?? []).map(toFeedRef),
    /** The legal identity items still empty, by setting key, in the order of their form. */
    missingLegalIdentity: row?.missing_legal_identity ?? [],
    /** The site's phone number is still the sample one it started with. */
    sampleContactPhone: row?.sample_contact_phone ?? false,
  }
}

export type AdminAttention = ReturnType<typeof toAdminAttention>

export const adminAttentionKey = ['admin', 'attention'] as const

/**
 * What needs a person: failed emails, failing or clashing calendar feeds, the legal identity
 * not filled, a sample phone number (one small call), and what is held for review (another).
 */
export async function getAdminAttention(signal?: AbortSignal): Promise<AdminAttention> {
  const [rows, heldRows, overdueDeposits, reviewsToApprove] = await Promise.all([
    run(supabase.rpc('admin_attention'), signal),
    run(supabase.rpc('admin_held_for_review'), signal),
    run(supabase.rpc('admin_overdue_security_deposits'), signal),
    run(supabase.rpc('admin_reviews_to_approve'), signal),
  ])
  return toAdminAttention(rows[0], heldRows[0], { overdueDeposits, reviewsToApprove })
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
          'booking_security_deposits',
          'villa_reviews',
        ],
      },
      queryFn: ({ signal }) => getAdminAttention(signal),
      // Feeds sync and emails go out in the background: look again every minute.
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  )
}
