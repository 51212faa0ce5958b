import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminBooking } from '@/features/admin/bookings/api/get-bookings-page'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

export interface PlannerVilla {
  id: string
  name: string
  location: string
  changeover: string
}

/** A confirmed stay or a pending request, with the fields the booking dialog shows. */
export type PlannerStay = AdminBooking & { occupied: string | null }

/** Consecutive blocked days of a villa with one reason, first and last day included. */
export interface PlannerBlockedRun {
  villa_id: string
  first: string
  last: string
  reason: string | null
}

export interface PlannerWindow {
  from: string
  to: string
  villas: PlannerVilla[]
  stays: PlannerStay[]
  blocked: PlannerBlockedRun[]
}

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
  return data as unknown as PlannerWindow
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
