import type { Villa } from '@/features/villas/api/get-villas'
import { useFromPrices } from '../api/get-from-prices'
import { VillaCard } from './villa-card'

/** Villa cards: one column on phones, two on tablets, three on desktops. */
interface VillaGridProps {
  villas: readonly Villa[]
  headingLevel?: 'h2' | 'h3'
}

export function VillaGrid({ villas, headingLevel }: VillaGridProps) {
  const { data: fromPrices } = useFromPrices()
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {villas.map((villa, i) => (
        <VillaCard
          key={villa.id}
          villa={villa}
          fromPrice={fromPrices?.get(villa.id)}
          isPriority={i < 3}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  )
}
