import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { touristTaxKeys } from './keys'

export type TaxRate = Tables<'tourist_tax_rates'>
export type TaxCommune = Tables<'tourist_tax_communes'> & { rates: TaxRate[] }

/** Every commune by name, with its rates (by classification, the newest first). */
export async function getTaxCommunes(signal?: AbortSignal): Promise<TaxCommune[]> {
  const [communes, rates] = await Promise.all([
    run(supabase.from('tourist_tax_communes').select('*').order('name').limit(500), signal),
    run(
      supabase
        .from('tourist_tax_rates')
        .select('*')
        .order('classification')
        .order('valid_from', { ascending: false })
        .limit(1000),
      signal,
    ),
  ])
  return communes.map((commune) => ({
    ...commune,
    rates: rates.filter((rate) => rate.commune_id === commune.id),
  }))
}

export function taxCommunesQueryOptions() {
  return queryOptions({
    queryKey: touristTaxKeys.communes(),
    queryFn: ({ signal }) => getTaxCommunes(signal),
    meta: { reads: ['tourist_tax_communes', 'tourist_tax_rates'] },
  })
}

export function useTaxCommunes() {
  return useQuery(taxCommunesQueryOptions())
}
