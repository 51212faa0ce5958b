import { queryOptions, useQuery } from '@tanstack/react-query'
import { env } from '@/config/env'
import { dataOf, withSignal } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { calendarSyncKeys } from './calendar-sync-keys'

/** The villa's secret feed address, which Airbnb, Booking.com and Vrbo import. */
export function calendarExportUrl(token: string): string {
  return `${env.supabaseUrl.replace(/\/$/, '')}/functions/v1/ical-export/${token}.ics`
}

export async function getCalendarExportUrl(villaId: string, signal?: AbortSignal) {
  const query = supabase.from('villa_calendar_exports').select('token').eq('villa_id', villaId)
  const data = dataOf(await withSignal(query, signal).single())
  return calendarExportUrl(data.token)
}

export function calendarExportQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: calendarSyncKeys.exportLink(villaId),
    meta: { reads: ['villa_calendar_exports'] },
    queryFn: ({ signal }) => getCalendarExportUrl(villaId, signal),
  })
}

export function useCalendarExportUrl(villaId: string) {
  return useQuery(calendarExportQueryOptions(villaId))
}
