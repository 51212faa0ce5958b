import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { changedEmailSettings, EMAIL_SETTING_KEYS, type EmailSettings } from '../lib/email-settings'
import { profileKeys } from './keys'

interface UpdateEmailSettingsInput {
  saved: EmailSettings
  values: EmailSettings
}

/**
 * Writes the changed settings, one row each. The database checks every value and answers a bad
 * one with a sentence naming the field; row security hides settings from non-staff instead of
 * failing, so a write that touched nothing is a failure too.
 */
export async function updateEmailSettings({ saved, values }: UpdateEmailSettingsInput) {
  for (const field of changedEmailSettings(saved, values)) {
    const key = EMAIL_SETTING_KEYS[field]
    const { data, error } = await supabase
      .from('site_settings')
      .update({ setting_value: values[field] })
      .eq('setting_key', key)
      .select('setting_key')
    if (error) throw error
    if (data.length === 0) throw new Error(`The setting ${key} was not updated`)
  }
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateEmailSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.emailSettings() }),
  })
}
