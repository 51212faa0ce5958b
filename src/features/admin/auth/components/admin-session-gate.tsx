import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { CurrentSessionContext } from '@/features/admin/auth/api/current-session'
import { useAdminSession } from '@/features/admin/auth/api/use-admin-session'
import { SignInScreen } from '@/features/admin/auth/components/sign-in-screen'
import { TwoFactorGate } from '@/features/admin/two-factor/components/two-factor-gate'
import * as m from '@/paraglide/messages'

/**
 * The admin area's only gate: a session means signed in (spec 6), once its second factor is
 * given when the account or the company asks for one; roles are checked per screen.
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const { status, session } = useAdminSession()
  if (status === 'loading')
    return <Spinner label={m.admin_layout_loading()} className="min-h-svh" />
  if (status === 'signed-out') return <SignInScreen />
  return (
    <TwoFactorGate session={session}>
      <CurrentSessionContext.Provider value={session}>{children}</CurrentSessionContext.Provider>
    </TwoFactorGate>
  )
}
