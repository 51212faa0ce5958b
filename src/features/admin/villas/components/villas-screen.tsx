import { Home, Plus, SearchX } from 'lucide-react'
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
import { AdminPagination } from '@/features/admin/layout/components/admin-pagination'
import { isRefusal } from '@/lib/refusals'
import { useDeleteVilla } from '../api/delete-villa'
import { useAdminVillas, type AdminVilla } from '../api/get-admin-villas'
import { useVillaBookingCounts } from '../api/get-villa-booking-counts'
import { useSetVillaActive } from '../api/set-villa-active'
import {
  filterVillas,
  parseVillaListView,
  serializeVillaListView,
  updateVillaListView,
  VILLA_PAGE_SIZES,
  villaPage,
  villaTotals,
  type VillaListView,
} from '../lib/villa-list'
import { DeleteVillaDialog } from './delete-villa-dialog'
import { VillaListToolbar } from './villa-list-toolbar'
import { VillaFormDialog } from './villa-form-dialog'
import { VILLA_ROW_GRID, VillaRow } from './villa-row'
import * as m from '@/paraglide/messages'

type Editing = { villa: AdminVilla | null } | null

/** Manage Villas: the list (searched and filtered in the address), and the create / edit form. */
export function VillasScreen() {
  const villas = useAdminVillas()
  const counts = useVillaBookingCounts()
  const deleteVilla = useDeleteVilla()
  const setActive = useSetVillaActive()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminVilla | null>(null)
  const [params, setParams] = useSearchParams()
  const view = parseVillaListView(params)
  // ?villa=<id> (from "Needs attention") opens that villa's form once the list is here.
  const linked = villas.data?.find((villa) => villa.id === params.get('villa'))
  const shown: Editing = editing ?? (linked ? { villa: linked } : null)
  const closeForm = () => {
    setEditing(null)
    if (params.has('villa')) {
      const next = new URLSearchParams(params)
      next.delete('villa')
      setParams(next, { replace: true })
    }
  }
  const changeView = (update: Partial<VillaListView>) =>
    setParams(serializeVillaListView(updateVillaListView(view, update), params), { replace: true })
  const bookingsOf = (id: string) =>
    counts.isPending
      ? undefined
      : counts.isError
        ? null
        : (counts.data.get(id) ?? { bookings: 0, upcoming: 0 })

  const handleToggleActive = (villa: AdminVilla) =>
    setActive.mutate(
      { id: villa.id, isActive: !villa.is_active },
      {
        onSuccess: () => toast.success(m.admin_villas_updated()),
        onSettled: () => setDeleting(null),
      },
    )

  const handleDelete = (villa: AdminVilla) =>
    deleteVilla.mutate(villa.id, {
      onSuccess: () => toast.success(m.admin_villas_deleted()),
      onError: (error) => {
        // A booking made since the counts loaded: the database refuses; offer the way out.
        const hasBookings = isRefusal(error, 'stillReferenced')
        toast.error(m.admin_ui_error_title(), {
          description: error.message,
          action:
            hasBookings && villa.is_active
              ? { label: m.admin_villas_deactivate(), onClick: () => handleToggleActive(villa) }
              : undefined,
        })
      },
      onSettled: () => setDeleting(null),
    })

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ villa: null })}>
      <Plus aria-hidden="true" /> {label}
    </Button>
  )

  const content = () => {
    if (villas.isPending) return <AdminLoading />
    if (villas.isError)
      return <AdminError message={m.admin_villas_load_failed()} onRetry={() => villas.refetch()} />
    if (villas.data.length === 0)
      return (
        <AdminEmpty
          icon={Home}
          title={m.admin_villas_empty_title()}
          description={m.admin_villas_empty_description()}
          action={addButton(m.admin_villas_create_first())}
        />
      )
    const listed = filterVillas(villas.data, view)
    const { rows, page, pageCount } = villaPage(listed, view)
    return (
      <>
        <VillaListToolbar view={view} onChange={changeView} />
        <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
          {listed.length === villas.data.length
            ? villaTotals(villas.data)
            : m.admin_villas_showing({ shown: listed.length, total: villas.data.length })}
        </p>
        {listed.length === 0 ? (
          <AdminEmpty
            icon={SearchX}
            title={m.admin_villas_no_match()}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => changeView({ search: '', status: null })}
              >
                {m.admin_villas_clear_filters()}
              </Button>
            }
          />
        ) : (
          <div className="overflow-hidden rounded-lg border bg-card shadow-sm">
            <div
              aria-hidden="true"
              className={`hidden border-b bg-sand/40 px-4 py-2 text-xs font-medium uppercase tracking-wide text-muted-foreground ${VILLA_ROW_GRID}`}
            >
              <span />
              <span>{m.admin_villas_col_villa()}</span>
              <span>{m.admin_villas_col_capacity()}</span>
              <span>{m.admin_villas_col_price()}</span>
              <span>{m.admin_villas_col_bookings()}</span>
              <span>{m.admin_villas_col_status()}</span>
              <span />
            </div>
            <ul className="divide-y" aria-label={m.admin_villas_list()}>
              {rows.map((villa) => (
                <li key={villa.id}>
                  <VillaRow
                    villa={villa}
                    bookings={bookingsOf(villa.id)}
                    onEdit={() => setEditing({ villa })}
                    onToggleActive={() => handleToggleActive(villa)}
                    onDelete={() => setDeleting(villa)}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
        {listed.length > VILLA_PAGE_SIZES[0] && (
          <AdminPagination
            label={m.admin_villas_pages()}
            page={page}
            pageCount={pageCount}
            pageSizes={VILLA_PAGE_SIZES}
            pageSize={view.pageSize}
            total={listed.length}
            shown={rows.length}
            onPage={(next) => {
              changeView({ page: next })
              window.scrollTo({ top: 0 })
            }}
            onPageSize={(pageSize) => changeView({ pageSize })}
          />
        )}
      </>
    )
  }

  return (
    <>
      <AdminPageHeader
        title={m.admin_villas_title()}
        description={m.admin_villas_description()}
        actions={addButton(m.admin_villas_add())}
      />
      {content()}
      {shown && (
        <VillaFormDialog key={shown.villa?.id ?? 'new'} villa={shown.villa} onClose={closeForm} />
      )}
      <DeleteVillaDialog
        villa={deleting}
        bookings={deleting ? bookingsOf(deleting.id) : undefined}
        isPending={deleteVilla.isPending || setActive.isPending}
        onClose={() => setDeleting(null)}
        onDelete={handleDelete}
        onDeactivate={handleToggleActive}
      />
    </>
  )
}
