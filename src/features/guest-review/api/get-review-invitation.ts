import { queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf } from '@/lib/answers'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Database } from '@/types/database.types'
import { guestReviewKeys } from './keys'

type InvitationRow = Database['public']['Functions']['get_review_invitation']['Returns'][number]

/**
 * open: write now; used: a review of this stay has reached us; not_yet: before departure;
 * closed: cancelled (get_review_invitation, supabase/schemas/30_booking_engine.sql).
 */
const INVITATION_STATES = ['open', 'used', 'not_yet', 'closed'] as const

export function toInvitation(row: InvitationRow) {
  return { ...row, state: oneOf(row.state, INVITATION_STATES, 'review link state') }
}
export type ReviewInvitation = ReturnType<typeof toInvitation>

/** The stay a review link opens, or null: a wrong or unknown link alike. */
export async function getReviewInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<ReviewInvitation | null> {
  const data = await run(publicApi.rpc('get_review_invitation', { p_token: token }), signal)
  return data[0] ? toInvitation(data[0]) : null
}

export function reviewInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: guestReviewKeys.invitation(token),
    meta: { reads: ['bookings', 'villas', 'villa_reviews'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the review link', signal, () =>
        getReviewInvitation(token, signal),
      ),
  })
}

export function useReviewInvitation(token: string) {
  return useQuery(reviewInvitationQueryOptions(token))
}
