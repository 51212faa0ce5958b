import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { monthDay, toTaxReport, type TaxReportCommune } from '../lib/tax-report'
import { touristTaxKeys } from './keys'

/** A month's tourist tax per commune and villa, from the confirmed bookings' stored quotes. */
export async function getTaxReport(
  month: string,
  signal?: AbortSignal,
): Promise<TaxReportCommune[]> {
  const rows = await run(supabase.rpc('tourist_tax_report', { p_month: monthDay(month) }), signal)
  return toTaxReport(rows)
}

export function taxReportQueryOptions(month: string) {
  return queryOptions({
    queryKey: touristTaxKeys.report(month),
    queryFn: ({ signal }) => getTaxReport(month, signal),
    // The stored quotes of the bookings, and the villas' and communes' names and numbers; never
    // today's rates.
    meta: { reads: ['bookings', 'villas', 'tourist_tax_communes'] },
    // Another month keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  })
}

export function useTaxReport(month: string) {
  return useQuery(taxReportQueryOptions(month))
}
