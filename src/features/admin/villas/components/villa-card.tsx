import { Bath, BedDouble, Pencil, Trash2, Users } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatEuro } from '@/lib/money'
import type { AdminVilla } from '../api/get-admin-villas'
import { amenitiesPreview } from '../lib/villa-fields'

/** The site's stand-in for a villa without photos (public/images). */
const PLACEHOLDER_IMAGE = '/images/placeholder-villa.svg'

interface VillaCardProps {
  villa: AdminVilla
  isDeleting: boolean
  onEdit: () => void
  onDelete: () => void
}

export function VillaCard({ villa, isDeleting, onEdit, onDelete }: VillaCardProps) {
  const { visible, hiddenCount } = amenitiesPreview(villa.amenities)
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative aspect-[4/3] bg-muted">
        <img
          src={villa.images[0] ?? PLACEHOLDER_IMAGE}
          alt={villa.name}
          loading="lazy"
          className="size-full object-cover"
        />
        {!villa.is_active && (
          <Badge variant="secondary" className="absolute left-3 top-3">
            Inactive
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-2xl leading-tight text-navy">{villa.name}</h3>
          <p className="text-sm text-muted-foreground">{villa.location}</p>
        </div>
        <p className="text-sm">
          <span className="text-lg font-semibold text-navy">
            {formatEuro(villa.price_per_night)}
          </span>
          <span className="text-muted-foreground"> / night</span>
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li className="flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" /> {villa.max_guests} guests
          </li>
          <li className="flex items-center gap-1">
            <BedDouble className="size-3.5" aria-hidden="true" /> {villa.bedrooms} bedrooms
          </li>
          <li className="flex items-center gap-1">
            <Bath className="size-3.5" aria-hidden="true" /> {villa.bathrooms} bathrooms
          </li>
        </ul>
        {villa.amenities.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Amenities">
            {visible.map((amenity) => (
              <li key={amenity}>
                <Badge variant="secondary" className="font-normal">
                  {amenity}
                </Badge>
              </li>
            ))}
            {hiddenCount > 0 && (
              <li>
                <Badge variant="outline" className="font-normal">
                  +{hiddenCount} more
                </Badge>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={onEdit}
            aria-label={`Edit ${villa.name}`}
          >
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-destructive hover:bg-destructive hover:text-destructive-foreground"
            onClick={onDelete}
            disabled={isDeleting}
            aria-label={`Delete ${villa.name}`}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
    </Card>
  )
}
