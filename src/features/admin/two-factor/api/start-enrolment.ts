import { useMutation } from '@tanstack/react-query'
import { brand } from '@/config/brand'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/**
 * A new authenticator app to confirm: an unfinished setup is removed first (Auth refuses two
 * factors of one name), then Auth makes the secret, its otpauth URI and QR code.
 */
export async function startEnrolment() {
  const listed = dataOf(await supabase.auth.mfa.listFactors())
  for (const factor of listed.all) {
    if (factor.status !== 'verified') {
      dataOf(await supabase.auth.mfa.unenroll({ factorId: factor.id }))
    }
  }
  const data = dataOf(
    await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
      issuer: brand.name,
    }),
  )
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

export type Enrolment = Awaited<ReturnType<typeof startEnrolment>>

export function useStartEnrolment() {
  return useMutation({
    mutationFn: startEnrolment,
    meta: {
      errorToast: {
        title: m.admin_ui_error_title(),
        description: m.admin_2fa_failed_start(),
      },
    },
  })
}

/** Leaves an unfinished setup: its factor goes (an unverified one needs no second factor). */
export async function cancelEnrolment(factorId: string) {
  dataOf(await supabase.auth.mfa.unenroll({ factorId }))
}
