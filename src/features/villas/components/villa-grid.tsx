import type { Villa } from '@/features/villas/api/get-villas'
import { VillaCard } from './villa-card'
import * as m from '@/paraglide/messages'

/** Villa cards: one column on phones, two on tablets, three on desktops. */
interface VillaGridProps {
  villas: readonly Villa[]
  headingLevel?: 'h2' | 'h3'
  /**
   * How many first cards load their picture at once: those in the first screen (a list page).
   * Under a tall hero (home, destination) none are, and they would only slow the hero down.
   */
  priorityCount?: number
}

export function VillaGrid({ villas, headingLevel, priorityCount = 3 }: VillaGridProps) {
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {villas.map((villa, i) => (
        <VillaCard
          key={villa.id}
          villa={villa}
          isPriority={i < priorityCount}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  )
}

/** Cards' placeholders while the villas load, at the cards' size, so the page does not jump. */
export function VillaGridSkeleton({
  count,
  label = m.site_loading(),
}: {
  count: number
  label?: string
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg bg-card ring-1 ring-border/60">
          <div className="skeleton aspect-[4/3] rounded-none" />
          <div className="space-y-4 p-6">
            <div className="skeleton h-3 w-28" />
            <div className="skeleton h-7 w-48" />
            <div className="skeleton h-4 w-full" />
            <div className="skeleton mt-6 h-8 w-36" />
          </div>
        </div>
      ))}
      <span className="sr-only">{label}</span>
    </div>
  )
}
