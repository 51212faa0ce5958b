import { Copy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { formatDateTime } from '@/lib/dates'
import { toast } from '@/lib/toast'
import { useStayLinkStatus } from '../api/get-stay-link-status'
import { useReissueStayLink } from '../api/reissue-stay-link'
import * as m from '@/paraglide/messages'

/**
 * The guest's stay page link: when it was issued (never the link: only its hash is stored), and
 * "Reissue guest link", which revokes the old ones and shows the new one once.
 */
export function GuestLinkSection({ bookingId }: { bookingId: string }) {
  const status = useStayLinkStatus(bookingId)
  const reissue = useReissueStayLink()
  const [isConfirming, setIsConfirming] = useState(false)
  const [fresh, setFresh] = useState<string | null>(null)

  const handleReissue = () => {
    reissue.mutate(bookingId, {
      onSettled: () => setIsConfirming(false),
      onSuccess: (token) => {
        setFresh(`${window.location.origin}${paths.stay.href(token)}`)
        toast.success(m.admin_bookings_link_made(), {
          description: m.admin_bookings_link_made_text(),
        })
      },
    })
  }
  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(m.admin_bookings_link_copied())
    } catch {
      toast.error(m.admin_bookings_copy_failed(), {
        description: m.admin_bookings_copy_failed_text(),
      })
    }
  }

  let issued: string = m.admin_bookings_link_loading()
  if (status.isError) issued = m.admin_bookings_link_failed()
  else if (status.data)
    issued = status.data.issuedAt
      ? `${m.admin_bookings_link_issued({ when: formatDateTime(status.data.issuedAt) })}${
          status.data.liveLinks > 1
            ? m.admin_bookings_link_live({ count: status.data.liveLinks })
            : ''
        }`
      : m.admin_bookings_link_none()

  return (
    <div className="rounded-md border p-3 text-sm" data-testid="guest-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-medium">{m.admin_bookings_guest_link()}</h3>
          <p className="text-muted-foreground" data-testid="guest-link-issued">
            {issued}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-9"
          disabled={reissue.isPending}
          onClick={() => setIsConfirming(true)}
        >
          <RefreshCw aria-hidden="true" />
          {m.admin_bookings_reissue()}
        </Button>
      </div>
      {fresh && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Input
            aria-label={m.admin_bookings_new_link()}
            readOnly
            value={fresh}
            onFocus={(event) => event.target.select()}
            className="font-mono text-xs"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-9 shrink-0"
            onClick={() => handleCopy(fresh)}
          >
            <Copy aria-hidden="true" />
            {m.admin_bookings_copy()}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={m.admin_bookings_reissue_title()}
        description={m.admin_bookings_reissue_consequence()}
        confirmLabel={m.admin_bookings_reissue()}
        pendingLabel={m.admin_bookings_reissuing()}
        isPending={reissue.isPending}
        onConfirm={handleReissue}
      />
    </div>
  )
}
