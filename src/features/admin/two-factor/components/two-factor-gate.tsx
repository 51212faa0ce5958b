import type { Session } from '@supabase/supabase-js'
import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useMyTwoFactorStatus } from '../api/get-my-status'
import { sessionAssurance } from '../lib/assurance'
import { TwoFactorChallengeScreen } from './two-factor-challenge-screen'
import { TwoFactorSetupScreen } from './two-factor-setup-screen'
import * as m from '@/paraglide/messages'

/**
 * Between the password and the dashboard: the authenticator's code when the account has one
 * (read from the session, no request), or its setup when the company requires one for all staff.
 */
export function TwoFactorGate({ session, children }: { session: Session; children: ReactNode }) {
  const assurance = sessionAssurance(session)
  const needsStatus = assurance.level !== 'aal2' && !assurance.needsCode
  const status = useMyTwoFactorStatus(session.user.id, assurance.level, needsStatus)
  const email = session.user.email ?? ''

  if (assurance.needsCode && assurance.factorId) {
    return <TwoFactorChallengeScreen factorId={assurance.factorId} email={email} />
  }
  if (needsStatus && status.isPending) {
    return <Spinner label={m.admin_layout_loading()} className="min-h-svh" />
  }
  if (needsStatus && status.data?.isStaff && status.data.requiredForAll && !status.data.hasFactor) {
    return <TwoFactorSetupScreen email={email} />
  }
  return children
}
