export type BookingStatus = 'pending' | 'confirmed' | 'cancelled'

/** Badge variants: confirmed default, cancelled destructive, expired outline, else secondary. */
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
  return `Expires in ${hours > 0 ? `${hours} h ${rest} min` : `${rest} min`}`
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

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}
