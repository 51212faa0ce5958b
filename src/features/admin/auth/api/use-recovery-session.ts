import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'

export type RecoverySessionState =
  { status: 'checking' } | { status: 'ready'; email: string } | { status: 'invalid' }

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
      setState(
        session ? { status: 'ready', email: session.user.email ?? '' } : { status: 'invalid' },
      )
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
