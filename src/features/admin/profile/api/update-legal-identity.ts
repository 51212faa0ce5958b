import { useMutation } from '@tanstack/react-query'
import { LEGAL_IDENTITY_KEYS, type LegalIdentity } from '@/lib/legal-identity'
import { changedLegalIdentity } from '../lib/legal-identity-form'
import { writeSettings } from './write-settings'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

interface UpdateLegalIdentityInput {
  saved: LegalIdentity
  values: LegalIdentity
}

/** Writes the items that changed (checked by the database: check_legal_identity()). */
export async function updateLegalIdentity({ saved, values }: UpdateLegalIdentityInput) {
  await writeSettings(
    changedLegalIdentity(saved, values).map((field) => [LEGAL_IDENTITY_KEYS[field], values[field]]),
  )
}

export function useUpdateLegalIdentity() {
  // The stored form (the database normalises the numbers), the public legal pages' copy and
  // "Needs attention", which lists the items still empty: all read site_settings.
  return useMutation({
    mutationFn: updateLegalIdentity,
    meta: {
      writes: ['site_settings'],
      errorToast: failureToast(m.admin_profile_legal_update_failed()),
    },
  })
}
