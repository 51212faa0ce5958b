import { analyticsHref, formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import { intlLocale } from '@/lib/i18n/locale'
import type { AdminToday } from '../api/get-admin-today'
import { shortDay } from '../lib/today-lists'
import { TodaySection } from './today-section'
import * as m from '@/paraglide/messages'

/** Occupancy of the next 30 days, the same figure Analytics gives for the same days. */
export function OccupancySection({ occupancy }: { occupancy: AdminToday['occupancy'] }) {
  const count = new Intl.NumberFormat(intlLocale())
  return (
    <TodaySection
      id="today-occupancy"
      title={m.admin_today_next_30()}
      more={{
        href: analyticsHref(occupancy.from, occupancy.to),
        label: m.admin_today_in_analytics(),
      }}
    >
      <p className="font-display text-4xl font-semibold text-navy" data-testid="occupancy-rate">
        {formatOccupancy(occupancy.occupancyRate)}
      </p>
      <p className="text-sm text-muted-foreground">
        {m.admin_today_occupied({
          from: shortDay(occupancy.from),
          to: shortDay(occupancy.to),
          booked: count.format(occupancy.nightsBooked),
          available: count.format(occupancy.nightsAvailable),
        })}
      </p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-sand"
        role="presentation"
        aria-hidden="true"
      >
        <div
          className="h-full rounded-full bg-gold"
          style={{ width: `${Math.min(100, occupancy.occupancyRate)}%` }}
        />
      </div>
      <p className="mt-3 text-xs text-muted-foreground">{m.admin_today_occupancy_definition()}.</p>
    </TodaySection>
  )
}
