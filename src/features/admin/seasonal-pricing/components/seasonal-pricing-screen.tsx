import { Plus, Tags } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { usePricingVillas } from '../api/get-pricing-villas'
import { useSeasonalPrices, type SeasonalPrice } from '../api/get-seasonal-prices'
import { useDeleteSeasonalPrice } from '../api/save-seasonal-price'
import { SeasonalPriceCard } from './seasonal-price-card'
import { SeasonalPriceFormDialog } from './seasonal-price-form-dialog'

type Editing = { price: SeasonalPrice | null } | null

/** Seasonal Pricing Management: nightly prices per villa and season, by priority. */
export function SeasonalPricingScreen() {
  const prices = useSeasonalPrices()
  const villas = usePricingVillas()
  const deletePrice = useDeleteSeasonalPrice()
  const [editing, setEditing] = useState<Editing>(null)

  const handleDelete = (price: SeasonalPrice) => {
    if (!window.confirm('Are you sure you want to delete this seasonal pricing?')) return
    deletePrice.mutate(price.id, {
      onSuccess: () => toast.success('Seasonal pricing deleted successfully'),
      onError: (error) => toast.error('Error', { description: error.message }),
    })
  }

  const addButton = (
    <Button onClick={() => setEditing({ price: null })} disabled={!villas.data}>
      <Plus aria-hidden="true" /> Add Seasonal Pricing
    </Button>
  )

  const body = (() => {
    if (prices.isPending || villas.isPending) return <AdminLoading />
    if (prices.isError || villas.isError) {
      return (
        <AdminError
          message="Failed to load data"
          onRetry={() => (prices.refetch(), villas.refetch())}
        />
      )
    }
    if (prices.data.length === 0) {
      return (
        <AdminEmpty
          icon={Tags}
          title="No seasonal prices yet"
          description="Villas use their base price every night."
        />
      )
    }
    return (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Seasonal prices">
        {prices.data.map((price) => (
          <li key={price.id}>
            <SeasonalPriceCard
              price={price}
              onEdit={() => setEditing({ price })}
              onDelete={() => handleDelete(price)}
            />
          </li>
        ))}
      </ul>
    )
  })()

  return (
    <>
      <AdminPageHeader
        title="Seasonal Pricing Management"
        description="Nightly prices for seasons and holidays; the highest priority wins."
        actions={addButton}
      />
      {body}
      {editing && villas.data && (
        <SeasonalPriceFormDialog
          key={editing.price?.id ?? 'new'}
          price={editing.price}
          villas={villas.data}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}
