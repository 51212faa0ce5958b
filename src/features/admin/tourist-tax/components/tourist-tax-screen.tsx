import { Landmark, Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { toast } from '@/lib/toast'
import { useTaxCommunes, type TaxCommune, type TaxRate } from '../api/get-tax-communes'
import { useDeleteTaxCommune } from '../api/save-tax-commune'
import { useDeleteTaxRate } from '../api/save-tax-rate'
import { rateSentence } from '../lib/tax-forms'
import { CommuneCard } from './commune-card'
import { CommuneFormDialog } from './commune-form-dialog'
import { MonthlyTaxReport } from './monthly-tax-report'
import { RateFormDialog } from './rate-form-dialog'
import { TouristTaxExplanation } from './tourist-tax-explanation'
import * as m from '@/paraglide/messages'

type EditingCommune = { commune: TaxCommune | null } | null
type EditingRate = { commune: TaxCommune; rate: TaxRate | null } | null

/** Tourist tax: the communes our villas stand in, their surcharges and their rates by date. */
export function TouristTaxScreen() {
  const communes = useTaxCommunes()
  const deleteCommune = useDeleteTaxCommune()
  const deleteRate = useDeleteTaxRate()
  const [editingCommune, setEditingCommune] = useState<EditingCommune>(null)
  const [editingRate, setEditingRate] = useState<EditingRate>(null)
  const [deletingCommune, setDeletingCommune] = useState<TaxCommune | null>(null)
  const [deletingRate, setDeletingRate] = useState<TaxRate | null>(null)

  const body = (() => {
    if (communes.isPending) return <AdminLoading />
    if (communes.isError) {
      return <AdminError message={m.admin_tax_failed()} onRetry={() => communes.refetch()} />
    }
    if (communes.data.length === 0) {
      return (
        <AdminEmpty
          icon={Landmark}
          title={m.admin_tax_no_communes()}
          description={m.admin_tax_no_communes_description()}
        />
      )
    }
    return (
      <div className="space-y-4">
        {communes.data.map((commune) => (
          <CommuneCard
            key={commune.id}
            commune={commune}
            onEdit={() => setEditingCommune({ commune })}
            onDelete={() => setDeletingCommune(commune)}
            onAddRate={() => setEditingRate({ commune, rate: null })}
            onEditRate={(rate) => setEditingRate({ commune, rate })}
            onDeleteRate={setDeletingRate}
          />
        ))}
      </div>
    )
  })()

  return (
    <>
      <AdminPageHeader
        title={m.admin_tax_title()}
        description={m.admin_tax_description()}
        actions={
          <Button onClick={() => setEditingCommune({ commune: null })}>
            <Plus aria-hidden="true" /> {m.admin_tax_add_commune()}
          </Button>
        }
      />
      <TouristTaxExplanation />
      {body}
      <MonthlyTaxReport />
      {editingCommune && (
        <CommuneFormDialog
          key={editingCommune.commune?.id ?? 'new'}
          commune={editingCommune.commune}
          onClose={() => setEditingCommune(null)}
        />
      )}
      {editingRate && (
        <RateFormDialog
          key={editingRate.rate?.id ?? `new-${editingRate.commune.id}`}
          commune={editingRate.commune}
          rate={editingRate.rate}
          onClose={() => setEditingRate(null)}
        />
      )}
      <ConfirmDialog
        open={deletingCommune !== null}
        onOpenChange={(open) => !open && setDeletingCommune(null)}
        title={m.admin_tax_remove_commune_title({
          name: deletingCommune?.name ?? m.admin_tax_this_commune(),
        })}
        description={m.admin_tax_remove_commune_description()}
        confirmLabel={m.admin_tax_remove_commune()}
        pendingLabel={m.admin_tax_removing()}
        isPending={deleteCommune.isPending}
        onConfirm={() =>
          deletingCommune &&
          deleteCommune.mutate(deletingCommune.id, {
            onSuccess: () => toast.success(m.admin_tax_commune_removed()),
            onSettled: () => setDeletingCommune(null),
          })
        }
      />
      <ConfirmDialog
        open={deletingRate !== null}
        onOpenChange={(open) => !open && setDeletingRate(null)}
        title={m.admin_tax_remove_rate_title()}
        description={
          deletingRate && m.admin_tax_remove_rate_description({ rate: rateSentence(deletingRate) })
        }
        confirmLabel={m.admin_tax_remove_rate()}
        pendingLabel={m.admin_tax_removing()}
        isPending={deleteRate.isPending}
        onConfirm={() =>
          deletingRate &&
          deleteRate.mutate(deletingRate.id, {
            onSuccess: () => toast.success(m.admin_tax_rate_removed()),
            onSettled: () => setDeletingRate(null),
          })
        }
      />
    </>
  )
}
