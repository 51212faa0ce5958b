import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { TodayStay } from '../api/get-admin-today'
import { bookingHref, partyAndNights, shortDay, splitByDay } from '../lib/today-lists'
import { TodayNothing, TodaySection } from './today-section'
import * as m from '@/paraglide/messages'

interface StaysSectionProps {
  kind: 'arrivals' | 'departures'
  stays: readonly TodayStay[]
  total: number
  today: string
}

/** Arrivals or departures of today and of the six days after, each opening its booking. */
export function StaysSection({ kind, stays, total, today }: StaysSectionProps) {
  const isArrival = kind === 'arrivals'
  const dayOf = (stay: TodayStay) => (isArrival ? stay.checkIn : stay.checkOut)
  const groups = splitByDay(stays, dayOf, today)
  const title = isArrival ? m.admin_today_arrivals() : m.admin_today_departures()
  return (
    <TodaySection id={`today-${kind}`} title={title} count={total}>
      <StayGroup
        label={m.admin_today_today()}
        stays={groups.today}
        empty={isArrival ? m.admin_today_no_arrival() : m.admin_today_no_departure()}
        dayOf={dayOf}
      />
      <StayGroup
        label={m.admin_today_next_6()}
        stays={groups.later}
        empty={isArrival ? m.admin_today_no_other_arrival() : m.admin_today_no_other_departure()}
        dayOf={dayOf}
        showDay
      />
      {total > stays.length && (
        <p className="pt-2 text-xs text-muted-foreground">
          {m.admin_today_first_of({ shown: stays.length, total })}{' '}
          <Link to={paths.admin.planner.href()} className="underline underline-offset-4">
            {m.admin_today_the_planner()}
          </Link>
          .
        </p>
      )}
    </TodaySection>
  )
}

function StayGroup({
  label,
  stays,
  empty,
  dayOf,
  showDay = false,
}: {
  label: string
  stays: readonly TodayStay[]
  empty: string
  dayOf: (stay: TodayStay) => string
  showDay?: boolean
}) {
  return (
    <div className="py-1">
      <h4 className="text-xs font-medium uppercase tracking-[0.18em] text-muted-foreground">
        {label}
      </h4>
      {stays.length === 0 ? (
        <TodayNothing>{empty}</TodayNothing>
      ) : (
        <ul className="divide-y">
          {stays.map((stay) => (
            <li key={stay.id}>
              <Link
                to={bookingHref(paths.admin.bookings.href(), stay)}
                className="flex items-center gap-3 rounded-sm py-2 hover:bg-sand/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {showDay && (
                  <span className="w-20 shrink-0 text-sm tabular-nums text-navy">
                    {shortDay(dayOf(stay))}
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-navy">{stay.villa}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {stay.guestName} · {partyAndNights(stay.guests, stay.nights)}
                    {stay.reference && (
                      <span className="ml-2 font-mono text-xs text-muted-foreground">
                        {stay.reference}
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
