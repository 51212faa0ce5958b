import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'

export type AdminSessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: Session }

/**
 * Follows the authentication service's session events (the first one, INITIAL_SESSION, reports
 * the stored session): unknown until then, and afterwards a session means signed in.
 */
export function useAdminSession(): AdminSessionState {
  const [state, setState] = useState<AdminSessionState>({ status: 'loading', session: null })

  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out', session: null })
    })
    return () => data.subscription.unsubscribe()
  }, [])

  return state
}
