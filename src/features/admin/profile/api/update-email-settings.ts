import { useMutation, useQueryClient } from '@tanstack/react-query'
import { changedEmailSettings, EMAIL_SETTING_KEYS, type EmailSettings } from '../lib/email-settings'
import { profileKeys } from './keys'
import { writeSettings } from './write-settings'

interface UpdateEmailSettingsInput {
  saved: EmailSettings
  values: EmailSettings
}

/** Writes the settings that changed (checked by the database, see writeSettings). */
export async function updateEmailSettings({ saved, values }: UpdateEmailSettingsInput) {
  await writeSettings(
    changedEmailSettings(saved, values).map((field) => [EMAIL_SETTING_KEYS[field], values[field]]),
  )
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateEmailSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.emailSettings() }),
  })
}
