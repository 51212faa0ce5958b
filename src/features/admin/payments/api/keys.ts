/** Query keys of the money received on bookings, as staff see it. */
export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  booking: (bookingId: string) => [...adminPaymentKeys.all, 'booking', bookingId] as const,
  states: (bookingIds: readonly string[]) =>
    [...adminPaymentKeys.all, 'states', [...bookingIds].sort()] as const,
  late: () => [...adminPaymentKeys.all, 'late'] as const,
}
