import { differenceInMinutes, format, parseISO } from 'date-fns'
import { dateFnsLocale } from '@/features/admin/layout/lib/admin-date-locale'
import * as m from '@/paraglide/messages'

/** Stays grouped by the day they arrive or leave: today first, then the rest of the week. */
export function splitByDay<T>(
  stays: readonly T[],
  dayOf: (stay: T) => string,
  today: string,
): { today: T[]; later: T[] } {
  return {
    today: stays.filter((stay) => dayOf(stay) === today),
    later: stays.filter((stay) => dayOf(stay) > today),
  }
}

export interface Countdown {
  /** "Expires in 5 h 12 min", "Expires in 8 min", "Expired". */
  label: string
  /** Under two hours left: the request needs a decision now. */
  isUrgent: boolean
}

/** The time a request has left before it expires (24 hours after it was sent). */
export function expiryCountdown(expiresAt: string | null, now: number): Countdown {
  if (!expiresAt) return { label: m.admin_today_no_expiry(), isUrgent: false }
  const minutes = differenceInMinutes(new Date(expiresAt), now)
  if (minutes <= 0) return { label: m.admin_today_expired(), isUrgent: true }
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const left = hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`
  return { label: m.admin_today_expires_in({ left }), isUrgent: minutes < 120 }
}

/** "Sat 28 Nov", "sam. 28 nov." */
export function shortDay(value: string): string {
  return format(parseISO(value), 'EEE d MMM', { locale: dateFnsLocale() })
}

/** "5 guests · 7 nights" */
export function partyAndNights(guests: number, nights: number): string {
  return `${m.admin_today_guests({ count: guests })} · ${m.admin_today_nights({ count: nights })}`
}

/** Opens the booking in Booking Management: the search finds the row, `booking` opens it. */
export function bookingHref(bookingsPath: string, stay: { id: string; guestEmail: string }) {
  const params = new URLSearchParams({ q: stay.guestEmail, booking: stay.id })
  return `${bookingsPath}?${params.toString()}`
}
