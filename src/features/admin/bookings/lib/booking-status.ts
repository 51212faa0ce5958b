/** Badge variants: confirmed default, cancelled destructive, expired outline, else secondary. */
import * as m from '@/paraglide/messages'
export function statusBadgeVariant(
  status: string,
): 'default' | 'destructive' | 'secondary' | 'outline' {
  if (status === 'confirmed') return 'default'
  if (status === 'cancelled') return 'destructive'
  if (status === 'expired') return 'outline'
  return 'secondary'
}

interface Expiring {
  status: string
  expires_at: string | null
}

/** A pending request past its expiry is expired: the database refuses to confirm it. */
export function isExpired(booking: Expiring, now: number): boolean {
  return (
    booking.status === 'pending' &&
    booking.expires_at !== null &&
    Date.parse(booking.expires_at) <= now
  )
}

/** The status staff see: the stored one, or "expired" for a lapsed request. */
export function displayStatus(booking: Expiring, now: number): string {
  return isExpired(booking, now) ? 'expired' : booking.status
}

/** "Expires in 5 h 12 min" while a request is pending, else null. */
export function expiryCountdown(booking: Expiring, now: number): string | null {
  if (booking.status !== 'pending' || !booking.expires_at || isExpired(booking, now)) return null
  const minutes = Math.ceil((Date.parse(booking.expires_at) - now) / 60_000)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return m.admin_bookings_expires_in({ left: hours > 0 ? `${hours} h ${rest} min` : `${rest} min` })
}

/** Only a pending booking can be confirmed or cancelled. */
export function canDecide(status: string): boolean {
  return status === 'pending'
}

/** How many bookings are in each status. */
export function countByStatus(bookings: readonly { status: string }[]) {
  const counts = { pending: 0, confirmed: 0, cancelled: 0 }
  for (const { status } of bookings) {
    if (status === 'pending' || status === 'confirmed' || status === 'cancelled')
      counts[status] += 1
  }
  return counts
}

const STATUS_LABELS: Record<string, () => string> = {
  pending: m.admin_bookings_status_pending,
  confirmed: m.admin_bookings_status_confirmed,
  cancelled: m.admin_bookings_status_cancelled,
  expired: m.admin_bookings_status_expired,
}

/** "Pending", "Confirmed", "Cancelled", "Expired" in the admin's language. */
export function statusLabel(status: string): string {
  const label = STATUS_LABELS[status]
  return label ? label() : status.charAt(0).toUpperCase() + status.slice(1)
}

interface StayRequest extends Expiring {
  id: string
  villa_id: string
  check_in: string
  check_out: string
  guest_name: string
}

/**
 * The other live requests for the same villa whose nights overlap this one's: staff see them
 * flagged, and confirming one rules the others out.
 */
export function overlappingRequests<T extends StayRequest>(
  booking: T,
  all: readonly T[],
  now: number,
): T[] {
  if (displayStatus(booking, now) !== 'pending') return []
  return all.filter(
    (other) =>
      other.id !== booking.id &&
      other.villa_id === booking.villa_id &&
      displayStatus(other, now) === 'pending' &&
      other.check_in < booking.check_out &&
      booking.check_in < other.check_out,
  )
}

/** "Overlaps a request from Ada Lovelace", or from two guests "… from Ada Lovelace and Sam Roe". */
export function overlapText(others: readonly { guest_name: string }[]): string | null {
  if (others.length === 0) return null
  const names = others.map((other) => other.guest_name)
  const list =
    names.length === 1
      ? (names[0] ?? '')
      : m.admin_bookings_names_and({
          names: names.slice(0, -1).join(', '),
          last: names.at(-1) ?? '',
        })
  return m.admin_bookings_overlaps({ count: others.length, names: list })
}
