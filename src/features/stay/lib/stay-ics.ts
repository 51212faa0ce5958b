import { allDayEventIcs } from '@/lib/ics'

interface StayForCalendar {
  bookingReference: string
  villaName: string
  villaLocation: string | null
  checkIn: string
  checkOut: string
  nights: number
}

/** The .ics of a stay: all day from arrival to departure, the villa and the reference. */
export function stayIcs(stay: StayForCalendar, now: Date, siteOrigin: string): string {
  return allDayEventIcs({
    uid: `${stay.bookingReference}@${new URL(siteOrigin).host}`,
    start: stay.checkIn,
    end: stay.checkOut,
    summary: `Stay at ${stay.villaName}`,
    location: stay.villaLocation ? `${stay.villaName}, ${stay.villaLocation}, France` : null,
    description: `Riviera Villas, reference ${stay.bookingReference}. ${stay.nights} ${
      stay.nights === 1 ? 'night' : 'nights'
    }, arrival ${stay.checkIn}, departure ${stay.checkOut}.`,
    // No URL: the stay page's address is a secret, and calendars are shared and synced.
    stamp: now,
  })
}
