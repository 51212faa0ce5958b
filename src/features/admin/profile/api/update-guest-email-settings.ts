import { useMutation } from '@tanstack/react-query'
import { failureToast } from '@/lib/query-client'
import { changedGuestEmailSettings, type GuestEmailSettings } from '../lib/guest-email-settings'
import { writeSettings } from './write-settings'
import * as m from '@/paraglide/messages'

/** Writes the guest email settings that changed (checked by the database, see writeSettings). */
export async function updateGuestEmailSettings(input: {
  saved: GuestEmailSettings
  values: GuestEmailSettings
}) {
  await writeSettings(changedGuestEmailSettings(input.saved, input.values))
}

export function useUpdateGuestEmailSettings() {
  return useMutation({
    mutationFn: updateGuestEmailSettings,
    meta: {
      writes: ['site_settings'],
      errorToast: failureToast(m.admin_profile_guest_emails_update_failed()),
    },
  })
}
