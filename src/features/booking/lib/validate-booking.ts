export interface BookingDraft {
  checkIn?: Date
  checkOut?: Date
  guestName: string
  guestEmail: string
}

/** The spec's validation messages, in the order the form checks them; null when the draft is complete. */
export function bookingDraftError(draft: BookingDraft): string | null {
  if (!draft.checkIn || !draft.checkOut) return 'Please select check-in and check-out dates'
  if (!draft.guestName.trim() || !draft.guestEmail.trim()) {
    return 'Please fill in all required fields'
  }
  return null
}
