import type { Session } from '@supabase/supabase-js'
import { createContext, useContext } from 'react'

export const CurrentSessionContext = createContext<Session | null>(null)

/** The signed-in session; only valid inside the admin session gate. */
export function useCurrentSession(): Session {
  const session = useContext(CurrentSessionContext)
  if (!session) throw new Error('useCurrentSession must be used inside AdminSessionGate')
  return session
}
