import { useEffect, useState } from 'react'
import { sessionAssurance } from '@/features/admin/two-factor/lib/assurance'
import { supabase } from '@/lib/supabase'

export type RecoverySessionState =
  | { status: 'checking' }
  /** factorId: the account's authenticator, whose code Auth wants before a new password. */
  | { status: 'ready'; email: string; factorId: string | null }
  | { status: 'invalid' }

/**
 * The session the reset link brought: the auth client reads it from the URL while it starts
 * (the link's #access_token, or ?code= in the PKCE flow). A link Auth refused comes back as
 * #error_code=otp_expired, which the client reports as its start-up error.
 */
export function useRecoverySession(): RecoverySessionState {
  const [state, setState] = useState<RecoverySessionState>({ status: 'checking' })

  useEffect(() => {
    let isActive = true
    async function check() {
      const { error } = await supabase.auth.initialize()
      const { data } = await supabase.auth.getSession()
      if (!isActive) return
      const session = error ? null : data.session
      if (session) {
        const assurance = sessionAssurance(session)
        setState({
          status: 'ready',
          email: session.user.email ?? '',
          factorId: assurance.needsCode ? assurance.factorId : null,
        })
      } else {
        setState({ status: 'invalid' })
      }
      // The refused link's error stays in the address bar otherwise.
      if (error && window.location.hash) {
        window.history.replaceState(window.history.state, '', window.location.pathname)
      }
    }
    void check()
    return () => {
      isActive = false
    }
  }, [])

  return state
}
