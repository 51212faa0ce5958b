import { useMutation } from '@tanstack/react-query'
import { changedEmailSettings, EMAIL_SETTING_KEYS, type EmailSettings } from '../lib/email-settings'
import { writeSettings } from './write-settings'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

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
  return useMutation({
    mutationFn: updateEmailSettings,
    meta: {
      writes: ['site_settings'],
      errorToast: failureToast(m.admin_profile_email_update_failed()),
    },
  })
}
