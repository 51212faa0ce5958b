import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminAttentionKey } from '@/features/admin/layout/api/get-admin-attention'
import { siteDetailsKeys } from '@/features/site-details/api/keys'
import { LEGAL_IDENTITY_KEYS, type LegalIdentity } from '@/lib/legal-identity'
import { changedLegalIdentity } from '../lib/legal-identity-form'
import { profileKeys } from './keys'
import { writeSettings } from './write-settings'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateLegalIdentity,
    // The stored form (the database normalises the numbers), the public legal pages' copy and
    // "Needs attention", which lists the items still empty.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.legalIdentity() }),
        queryClient.invalidateQueries({ queryKey: siteDetailsKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminAttentionKey }),
      ]),
  })
}
