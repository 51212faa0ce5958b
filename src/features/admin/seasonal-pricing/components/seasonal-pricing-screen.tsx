import { Plus, Tags } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useActiveVillasWithPrices } from '@/features/admin/layout/api/get-active-villas-with-prices'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { ALL_VILLAS } from '@/features/admin/layout/components/villa-select'
import { formatDay, todayInParis } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { useSeasonSummary } from '../api/get-season-summary'
import type { SeasonalPrice } from '../api/get-seasonal-prices'
import { useDeleteSeasonalPrice } from '../api/save-seasonal-price'
import { groupByVilla } from '../lib/group-by-villa'
import { stripRange } from '../lib/price-strip'
import { SeasonalPriceFilters } from './seasonal-price-filters'
import { SeasonalPriceFormDialog } from './seasonal-price-form-dialog'
import { VillaSeasonGroup } from './villa-season-group'
import * as m from '@/paraglide/messages'

type Editing = { price: SeasonalPrice | null } | null

/** Seasonal Pricing Management: nightly prices per villa and season, by priority. */
export function SeasonalPricingScreen() {
  const villas = useActiveVillasWithPrices()
  const deletePrice = useDeleteSeasonalPrice()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<SeasonalPrice | null>(null)
  const [villaId, setVillaId] = useState(ALL_VILLAS)
  const [showPast, setShowPast] = useState(false)
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set())
  const today = todayInParis()
  const range = useMemo(() => stripRange(today), [today])
  // Per villa: counts and the overlap flag; each open section fetches its own seasons.
  const summary = useSeasonSummary(range.from, range.to)

  const toggle = (id: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const handleConfirmedDelete = (price: SeasonalPrice) => {
    deletePrice.mutate(price.id, {
      onSuccess: () => toast.success(m.admin_seasons_deleted()),
      onSettled: () => setDeleting(null),
    })
  }

  const body = (() => {
    if (summary.isPending || villas.isPending) return <AdminLoading />
    if (summary.isError || villas.isError) {
      const retry = () => Promise.all([summary.refetch(), villas.refetch()])
      return <AdminError message={m.admin_settings_failed_to_load()} onRetry={retry} />
    }
    const groups = groupByVilla(summary.data, villas.data).filter(
      (group) => villaId === ALL_VILLAS || group.villaId === villaId,
    )
    return (
      <>
        <SeasonalPriceFilters
          villas={villas.data}
          villaId={villaId}
          onVillaChange={setVillaId}
          showPast={showPast}
          onShowPastChange={setShowPast}
        />
        {groups.length === 0 ? (
          <AdminEmpty
            icon={Tags}
            title={m.admin_seasons_none()}
            description={m.admin_seasons_none_description()}
          />
        ) : (
          <div className="space-y-3">
            {groups.map((group) => (
              <VillaSeasonGroup
                key={group.villaId}
                group={group}
                today={today}
                showPast={showPast}
                isOpen={
                  groups.length === 1 ? !openIds.has(group.villaId) : openIds.has(group.villaId)
                }
                onToggle={() => toggle(group.villaId)}
                range={range}
                onEdit={(price) => setEditing({ price })}
                onDelete={setDeleting}
              />
            ))}
          </div>
        )}
      </>
    )
  })()

  return (
    <>
      <AdminPageHeader
        title={m.admin_seasons_title()}
        description={m.admin_seasons_description()}
        actions={
          <Button onClick={() => setEditing({ price: null })} disabled={!villas.data}>
            <Plus aria-hidden="true" /> {m.admin_seasons_add_title()}
          </Button>
        }
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.admin_seasons_delete_title()}
        description={
          deleting &&
          m.admin_seasons_delete_description({
            name: deleting.season_name,
            from: formatDay(deleting.start_date),
            to: formatDay(deleting.end_date),
            price: formatEuro(deleting.price_per_night),
          })
        }
        confirmLabel={m.admin_seasons_delete_confirm()}
        pendingLabel={m.admin_seasons_deleting()}
        isPending={deletePrice.isPending}
        onConfirm={() => deleting && handleConfirmedDelete(deleting)}
      />
    </>
  )
}
