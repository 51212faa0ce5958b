// zod's mini build (tree-shakable checks), loaded with the first booking request.
import { z } from 'zod/v4-mini'

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const createBookingInputSchema = z.object({
  /** The request's own id, kept across retries of the same request (stored once). */
  submissionId: z.uuid(),
  villaId: z.uuid(),
  checkIn: isoDay,
  checkOut: isoDay,
  guestsCount: z.int().check(z.minimum(1)),
  totalPrice: z.number().check(z.minimum(0)),
  guestName: z.string().check(z.trim(), z.minLength(1)),
  guestEmail: z.string().check(z.trim(), z.minLength(1)),
  guestPhone: z.string().check(z.trim()),
  specialRequests: z.string().check(z.trim()),
})

export type CreateBookingInput = z.infer<typeof createBookingInputSchema>
