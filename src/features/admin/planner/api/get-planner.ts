import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OverlappingRequest } from '@/features/admin/bookings/api/get-bookings-page'
import { required } from '@/lib/answers'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { CompositeTypes } from '@/types/database.types'

type Window = CompositeTypes<'planner_window'>

/** One window of the planner as the screens read it: the database's answer, its fields checked. */
function toPlannerWindow(answer: Window) {
  const window = required(answer, ['from', 'to'], 'planner')
  return {
    from: window.from,
    to: window.to,
    villas: (window.villas ?? []).map((villa) =>
      required(villa, ['id', 'name', 'location', 'changeover'], 'planner villa'),
    ),
    // A confirmed stay or a pending request, with the fields the booking dialog shows.
    stays: (window.stays ?? []).map((stay) => ({
      ...required(
        stay,
        [
          'id',
          'villa_id',
          'villa_name',
          'villa_location',
          'guest_name',
          'guest_email',
          'guests_count',
          'check_in',
          'check_out',
          'total_price',
          'status',
          'created_at',
          'reference',
          'source',
          'language',
        ],
        'planner stay',
      ),
      // Cancellation fields: a stay in the planner is confirmed or pending, never cancelled.
      cancelled_by: null,
      cancellation_reason: null,
      cancelled_at: null,
      cancellation_cost: null,
      refund_due: null,
      guest_message: null,
      // A stay in the planner overlaps nothing: only requests are drawn beside confirmed stays.
      overlaps: [] as OverlappingRequest[],
    })),
    // Consecutive blocked days of a villa with one reason, first and last day included.
    blocked: (window.blocked ?? []).map((run) =>
      required(run, ['villa_id', 'first', 'last'], 'planner blocked days'),
    ),
  }
}

export type PlannerWindow = ReturnType<typeof toPlannerWindow>
export type PlannerStay = PlannerWindow['stays'][number]

export const plannerKeys = {
  all: ['admin', 'planner'] as const,
  window: (from: string, to: string) => [...plannerKeys.all, from, to] as const,
}

/** One window of the planner, in one call (admin_planner: staff only, at most 190 days). */
export async function getPlannerWindow(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<PlannerWindow> {
  const query = supabase.rpc('admin_planner', { p_from: from, p_to: to })
  const data = await run(query, signal)
  return toPlannerWindow(data)
}

export function usePlannerWindow(from: string, to: string) {
  return useQuery(
    queryOptions({
      queryKey: plannerKeys.window(from, to),
      meta: { reads: ['villas', 'bookings', 'blocked_dates'] },
      queryFn: ({ signal }) => getPlannerWindow(from, to, signal),
      // Moving the window keeps the last one on screen until the next arrives.
      placeholderData: keepPreviousData,
    }),
  )
}
