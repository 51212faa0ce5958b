import { allDayEventIcs } from '@/lib/ics'
import * as m from '@/paraglide/messages'

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
    summary: m.booking_stay_ics_summary({ villa: stay.villaName }),
    location: stay.villaLocation ? `${stay.villaName}, ${stay.villaLocation}, France` : null,
    description: m.booking_stay_ics_description({
      reference: stay.bookingReference,
      nights: m.nights_count({ count: stay.nights }),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
    }),
    // No URL: the stay page's address is a secret, and calendars are shared and synced.
    stamp: now,
  })
}
