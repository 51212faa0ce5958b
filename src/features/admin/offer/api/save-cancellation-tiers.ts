import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { CancellationTier } from '../lib/cancellation-tiers'

/** Replaces the villa's tiers in one request; the database refuses a set without a tier from 0 days. */
export async function saveCancellationTiers({
  villaId,
  tiers,
}: {
  villaId: string
  tiers: readonly CancellationTier[]
}) {
  await run(
    supabase.rpc('save_villa_cancellation_tiers', {
      p_villa_id: villaId,
      p_min_days_before: tiers.map((tier) => tier.min_days_before),
      p_charge_percent: tiers.map((tier) => tier.charge_percent),
    }),
  )
}

export function useSaveCancellationTiers() {
  return useMutation({
    mutationFn: saveCancellationTiers,
    meta: { writes: ['villa_cancellation_tiers'], errorToast: false /* shown under the tiers */ },
  })
}
