import { Home, Plus } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { VILLA_HAS_BOOKINGS, useDeactivateVilla, useDeleteVilla } from '../api/delete-villa'
import { useAdminVillas, type AdminVilla } from '../api/get-admin-villas'
import { VillaCard } from './villa-card'
import { VillaFormDialog } from './villa-form-dialog'

type Editing = { villa: AdminVilla | null } | null

/** Manage Villas: the list, and the create / edit form. */
export function VillasScreen() {
  const villas = useAdminVillas()
  const deleteVilla = useDeleteVilla()
  const deactivateVilla = useDeactivateVilla()
  const [editing, setEditing] = useState<Editing>(null)
  // ?villa=<id> (from "Needs attention") opens that villa's form once the list is here.
  const [params, setParams] = useSearchParams()
  const linked = villas.data?.find((villa) => villa.id === params.get('villa'))
  const shown: Editing = editing ?? (linked ? { villa: linked } : null)
  const closeForm = () => {
    setEditing(null)
    if (params.has('villa')) setParams({}, { replace: true })
  }

  const handleDelete = (villa: AdminVilla) => {
    if (!window.confirm('Are you sure you want to delete this villa?')) return
    deleteVilla.mutate(villa.id, {
      onSuccess: () => toast.success('Villa deleted successfully'),
      onError: (error) => {
        const hasBookings = (error as { code?: string }).code === VILLA_HAS_BOOKINGS
        toast.error('Error', {
          description: error.message,
          // Bookings are kept for the guests' records: offer the way that hides the villa.
          action:
            hasBookings && villa.is_active
              ? { label: 'Deactivate villa', onClick: () => handleDeactivate(villa) }
              : undefined,
        })
      },
    })
  }

  const handleDeactivate = (villa: AdminVilla) => {
    deactivateVilla.mutate(villa.id, {
      onSuccess: () => toast.success('Villa updated successfully'),
      onError: (error) => toast.error('Error', { description: error.message }),
    })
  }

  const addButton = (
    <Button onClick={() => setEditing({ villa: null })}>
      <Plus aria-hidden="true" /> Add Villa
    </Button>
  )

  return (
    <>
      <AdminPageHeader
        title="Manage Villas"
        description="Every villa in the collection, newest first."
        actions={addButton}
      />
      {villas.isPending ? (
        <AdminLoading />
      ) : villas.isError ? (
        <AdminError message="Failed to load villas" onRetry={() => villas.refetch()} />
      ) : villas.data.length === 0 ? (
        <AdminEmpty
          icon={Home}
          title="No villas yet"
          description="Add the first property of the collection."
          action={
            <Button onClick={() => setEditing({ villa: null })}>
              <Plus aria-hidden="true" /> Create your first villa
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Villas">
          {villas.data.map((villa) => (
            <li key={villa.id} className="flex">
              <VillaCard
                villa={villa}
                isDeleting={deleteVilla.isPending && deleteVilla.variables === villa.id}
                onEdit={() => setEditing({ villa })}
                onDelete={() => handleDelete(villa)}
              />
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <VillaFormDialog key={shown.villa?.id ?? 'new'} villa={shown.villa} onClose={closeForm} />
      )}
    </>
  )
}
