import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { StaffLanguage } from './get-staff-language'

export interface SaveStaffLanguageInput {
  userId: string
  language: StaffLanguage
}

/**
 * Saves the staff member's language: their row changed, or added when they have none. Not
 * PostgREST's upsert, whose ON CONFLICT branch would rewrite `user_id` too, and staff may only
 * change `language` and `updated_at` (90_access_rules_and_grants.sql).
 */
export async function saveStaffLanguage({ userId, language }: SaveStaffLanguageInput) {
  const updated = await run(
    supabase
      .from('staff_preferences')
      .update({ language, updated_at: new Date().toISOString() })
      .eq('user_id', userId)
      .select('language'),
  )
  if (updated.length > 0) return language
  await run(supabase.from('staff_preferences').insert({ user_id: userId, language }))
  return language
}

export function useSaveStaffLanguage() {
  return useMutation({
    mutationFn: saveStaffLanguage,
    meta: { writes: ['staff_preferences'] },
  })
}
