import { Home } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Label } from '@/components/ui/label'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { VillaSelect } from '@/features/admin/layout/components/villa-select'
import { useActiveVillas, type PickerVilla } from '../api/get-active-villas'
import * as m from '@/paraglide/messages'

interface VillaScopeProps {
  /** What to manage for the chosen villa. */
  children: (villa: PickerVilla) => ReactNode
}

/** A picker of the active villas (by name); the first (or ?villa=) is chosen until staff pick another. */
export function VillaScope({ children }: VillaScopeProps) {
  const villas = useActiveVillas()
  // ?villa=<id> opens that villa first (the "Needs attention" links to reviews waiting).
  const [searchParams] = useSearchParams()
  const [chosenId, setChosenId] = useState<string | null>(searchParams.get('villa'))
  const selectId = useId()

  if (villas.isPending) return <AdminLoading label={m.admin_ui_loading_villas()} />
  if (villas.isError)
    return <AdminError message={m.admin_ui_villas_failed()} onRetry={() => villas.refetch()} />
  if (villas.data.length === 0)
    return (
      <AdminEmpty
        icon={Home}
        title={m.admin_ui_no_active_villas()}
        description={m.admin_ui_no_active_villas_hint()}
      />
    )

  const villa = villas.data.find((item) => item.id === chosenId) ?? villas.data[0]
  return (
    <div className="space-y-6">
      <div className="rounded-lg border bg-card p-4 shadow-sm sm:flex sm:items-center sm:gap-4 sm:p-5">
        <Label htmlFor={selectId} className="mb-2 block shrink-0 sm:mb-0">
          Villa
        </Label>
        <div className="w-full sm:max-w-md">
          <VillaSelect
            id={selectId}
            villas={villas.data}
            value={villa.id}
            onValueChange={setChosenId}
          />
        </div>
      </div>
      {children(villa)}
    </div>
  )
}
