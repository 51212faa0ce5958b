// The app's one zod (v3, as @hookform/resolvers reads it), loaded with the first booking request.
import { z } from 'zod'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const createBookingInputSchema = z.object({
  /** The request's own id, kept across retries of the same request (stored once). */
  submissionId: z.string().uuid(),
  villaId: z.string().uuid(),
  checkIn: isoDay,
  checkOut: isoDay,
  guestsCount: z.number().int().min(1),
  totalPrice: z.number().min(0),
  guestName: z.string().trim().min(1),
  guestEmail: z.string().trim().min(1),
  guestPhone: z.string().trim(),
  specialRequests: z.string().trim(),
})

export type CreateBookingInput = z.infer<typeof createBookingInputSchema>
