/** Query keys of the booking widget's data. */
export const bookingKeys = {
  all: ['booking'] as const,
  calendar: (villaId: string, from: string, to: string) =>
    [...bookingKeys.all, 'calendar', villaId, from, to] as const,
  unavailableForVilla: (villaId: string) => [...bookingKeys.all, 'unavailable', villaId] as const,
  unavailable: (villaId: string, from: string, to: string) =>
    [...bookingKeys.unavailableForVilla(villaId), from, to] as const,
  quote: (
    villaId: string,
    checkIn: string,
    checkOut: string,
    party?: { adults: number; children: number; extras: readonly string[] },
  ) =>
    [
      ...bookingKeys.unavailableForVilla(villaId),
      'quote',
      checkIn,
      checkOut,
      party ? { adults: party.adults, children: party.children, extras: [...party.extras] } : null,
    ] as const,
  extras: (villaId: string) => [...bookingKeys.all, 'extras', villaId] as const,
  receipt: (bookingId: string, guestEmail: string) =>
    [...bookingKeys.all, 'receipt', bookingId, guestEmail] as const,
}
