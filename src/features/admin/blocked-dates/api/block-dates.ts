import { useMutation } from '@tanstack/react-query'
import { dataOf, run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

export interface BlockRangeInput {
  villaId: string
  from: string
  to: string
  reason: string
}

/** What admin_block_days did: days blocked, and the days it left (booked, already blocked). */
export interface BlockRangeResult {
  blocked: number
  skippedBooked: number
  skippedBlocked: number
}

/**
 * Blocks every free day of a villa's range in the database (admin_block_days), which skips the
 * days already blocked and the days a confirmed stay occupies.
 */
export async function blockRange({ villaId, from, to, reason }: BlockRangeInput) {
  const data = dataOf(
    await supabase
      .rpc('admin_block_days', { p_villa_id: villaId, p_from: from, p_to: to, p_reason: reason })
      .single(),
  )
  return {
    blocked: data.blocked,
    skippedBooked: data.skipped_booked,
    skippedBlocked: data.skipped_blocked,
  } satisfies BlockRangeResult
}

/** Blocks a range, then refreshes this screen, the planner and the public calendars. */
export function useBlockRange() {
  return useMutation({
    mutationFn: blockRange,
    meta: {
      writes: ['blocked_dates'],
      errorToast: false /* blockToasts tells a booking conflict from a failure */,
    },
  })
}

export interface BlockDayInput {
  villaId: string
  day: string
  reason: string
}

/**
 * Blocks one day; the database refuses a day a confirmed stay occupies, in its own words. A day
 * already blocked takes this reason, and one a calendar feed imported becomes blocked by hand
 * (feed_id null): the feed no longer owns it, so no later sync unblocks it.
 */
export async function blockDay({ villaId, day, reason }: BlockDayInput) {
  await run(
    supabase
      .from('blocked_dates')
      .upsert(
        { villa_id: villaId, blocked_date: day, reason, feed_id: null },
        { onConflict: 'villa_id,blocked_date' },
      ),
  )
}

export function useBlockDay() {
  return useMutation({
    mutationFn: blockDay,
    meta: { writes: ['blocked_dates'] },
  })
}
