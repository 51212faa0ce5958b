import { Copy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { useCalendarExportUrl } from '../api/get-calendar-export'
import { useRegenerateCalendarLink } from '../api/regenerate-calendar-link'

/** The villa's secret feed address, to paste into each channel's calendar import. */
export function CalendarExportLink({ villaId }: { villaId: string }) {
  const link = useCalendarExportUrl(villaId)
  const regenerate = useRegenerateCalendarLink(villaId)
  const [isConfirming, setIsConfirming] = useState(false)

  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(m.admin_villas_export_copied())
    } catch {
      toast.error(m.admin_villas_copy_failed(), { description: m.admin_villas_copy_by_hand() })
    }
  }

  const handleRegenerate = () => {
    regenerate.mutate(undefined, {
      onSettled: () => setIsConfirming(false),
      onSuccess: () =>
        toast.success(m.admin_villas_new_export_link(), {
          description: m.admin_villas_old_link_dead(),
        }),
    })
  }

  return (
    <AdminFormField
      htmlFor={`calendar-export-${villaId}`}
      label={m.admin_villas_export_link()}
      hint={m.admin_villas_export_hint()}
    >
      {link.isError ? (
        <p className="text-sm text-destructive">{m.admin_villas_export_load_failed()}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`calendar-export-${villaId}`}
            readOnly
            value={link.data ?? m.admin_villas_loading()}
            onFocus={(event) => event.target.select()}
            className="font-mono text-xs"
          />
          <div className="flex shrink-0 gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              disabled={!link.data}
              onClick={() => link.data && handleCopy(link.data)}
            >
              <Copy aria-hidden="true" />
              {m.admin_villas_copy()}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              disabled={!link.data || regenerate.isPending}
              onClick={() => setIsConfirming(true)}
            >
              <RefreshCw aria-hidden="true" />
              {m.admin_villas_regenerate_link()}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={m.admin_villas_regenerate_title()}
        description={m.admin_villas_regenerate_consequence()}
        confirmLabel={m.admin_villas_regenerate_confirm()}
        pendingLabel={m.admin_villas_regenerating()}
        isPending={regenerate.isPending}
        onConfirm={handleRegenerate}
      />
    </AdminFormField>
  )
}
