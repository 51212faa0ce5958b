import { ShieldAlert } from 'lucide-react'
import { useAdminAttention } from '@/features/admin/layout/api/get-admin-attention'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

/** Whether the flood control held this booking request or message for review. */
export function useIsHeldForReview(kind: 'booking' | 'message', id: string): boolean {
  const { data } = useAdminAttention()
  const ids = kind === 'booking' ? data?.held?.bookingIds : data?.held?.messageIds
  return ids?.includes(id) ?? false
}

/** The label beside the status of a held booking request or message. */
export function HeldForReviewBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {m.admin_held_badge()}
    </span>
  )
}

const EXPLANATIONS = {
  booking: m.admin_held_booking,
  message: m.admin_held_message,
} as const

/** Why it is held and what to do, in the booking's detail and on the message's card. */
export function HeldForReviewNote({ kind }: { kind: 'booking' | 'message' }) {
  return (
    <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{m.admin_held_title()}</strong> {EXPLANATIONS[kind]()}
      </span>
    </p>
  )
}

/** The label, only when this booking request or message is held (lists that show both kinds). */
export function HeldForReviewMark({
  kind,
  id,
  className,
}: {
  kind: 'booking' | 'message'
  id: string
  className?: string
}) {
  return useIsHeldForReview(kind, id) ? <HeldForReviewBadge className={className} /> : null
}
