import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../../src/types/database.types.ts'

/**
 * quote_stay's answer as the type generator writes it from the composite (every attribute
 * `T | null`: Postgres cannot declare one NOT NULL). A field renamed in SQL stops compiling here.
 */
export type StayQuote = Database['public']['CompositeTypes']['stay_quote']
export type StayQuoteArgs = Database['public']['Functions']['quote_stay']['Args']

/** quote_stay called through a client typed with the generated Database: its answer, no cast. */
export async function quoteStay(client: SupabaseClient, args: StayQuoteArgs): Promise<StayQuote> {
  const typed: SupabaseClient<Database> = client
  const { data, error } = await typed.rpc('quote_stay', args)
  if (error) throw error
  return data
}

/** What a booking stored (bookings.quote and the Terms version), typed as generated. */
export async function storedOffer(client: SupabaseClient, bookingId: string) {
  const typed: SupabaseClient<Database> = client
  const { data, error } = await typed
    .from('bookings')
    .select('quote, terms_version')
    .eq('id', bookingId)
    .single()
  if (error) throw error
  if (!data.quote) throw new Error(`Booking ${bookingId} stored no quote`)
  return { quote: data.quote, termsVersion: data.terms_version }
}
