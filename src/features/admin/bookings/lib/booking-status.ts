export type BookingStatus = 'pending' | 'confirmed' | 'cancelled'

/** Badge variants: confirmed default, cancelled destructive, anything else secondary. */
export function statusBadgeVariant(status: string): 'default' | 'destructive' | 'secondary' {
  if (status === 'confirmed') return 'default'
  if (status === 'cancelled') return 'destructive'
  return 'secondary'
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
