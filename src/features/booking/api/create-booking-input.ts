// A booking request's shape, checked with zod/mini (the app's one zod 4), loaded with the first
// request sent.
import * as z from 'zod/mini'

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const createBookingInputSchema = z.object({
  /** The request's own id, kept across retries of the same request (stored once). */
  submissionId: z.guid(),
  villaId: z.guid(),
  checkIn: isoDay,
  checkOut: isoDay,
  guestsCount: z.int().check(z.gte(1)),
  totalPrice: z.number().check(z.gte(0)),
  guestName: z.string().check(z.trim(), z.minLength(1)),
  guestEmail: z.string().check(z.trim(), z.minLength(1)),
  guestPhone: z.string().check(z.trim()),
  specialRequests: z.string().check(z.trim()),
})

export type CreateBookingInput = z.infer<typeof createBookingInputSchema>
