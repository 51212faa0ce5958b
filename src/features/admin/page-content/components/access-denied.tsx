import { ShieldAlert } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'

/** Shown to a signed-in user whose role may not edit content; announces it once with a toast. */
export function AccessDenied() {
  const hasAnnounced = useRef(false)
  // The spec asks for the toast when the screen is refused, i.e. when this mounts (once, even
  // under StrictMode's double effects).
  useEffect(() => {
    if (hasAnnounced.current) return
    hasAnnounced.current = true
    toast.error(m.admin_pages_access_denied_toast())
  }, [])

  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-card px-6 py-14 text-center"
    >
      <ShieldAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-display text-2xl text-navy">{m.admin_pages_access_denied_title()}</p>
      <p className="max-w-md text-sm text-muted-foreground">{m.admin_pages_access_denied_text()}</p>
    </div>
  )
}
