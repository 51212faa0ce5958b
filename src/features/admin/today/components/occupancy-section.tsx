import {
  OCCUPANCY_DEFINITION,
  analyticsHref,
  formatOccupancy,
} from '@/features/admin/layout/lib/figure-definitions'
import type { AdminToday } from '../api/get-admin-today'
import { shortDay } from '../lib/today-lists'
import { TodaySection } from './today-section'

const count = new Intl.NumberFormat('en-GB')

/** Occupancy of the next 30 days, the same figure Analytics gives for the same days. */
export function OccupancySection({ occupancy }: { occupancy: AdminToday['occupancy'] }) {
  return (
    <TodaySection
      id="today-occupancy"
      title="Next 30 days"
      more={{ href: analyticsHref(occupancy.from, occupancy.to), label: 'In Analytics' }}
    >
      <p className="font-display text-4xl font-semibold text-navy" data-testid="occupancy-rate">
        {formatOccupancy(occupancy.occupancyRate)}
      </p>
      <p className="text-sm text-muted-foreground">
        occupied, {shortDay(occupancy.from)} – {shortDay(occupancy.to)}:{' '}
        {count.format(occupancy.nightsBooked)} of {count.format(occupancy.nightsAvailable)} nights
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
      <p className="mt-3 text-xs text-muted-foreground">{OCCUPANCY_DEFINITION}.</p>
    </TodaySection>
  )
}
