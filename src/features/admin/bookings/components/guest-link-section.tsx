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

const REISSUE_CONSEQUENCE =
  'Every link the guest has now, including those in our emails, stops working at once. You get ' +
  'one new link, shown this once, to send to the guest yourself.'

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
        toast.success('New guest link made', { description: 'The old links no longer work.' })
      },
    })
  }
  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Guest link copied')
    } catch {
      toast.error('Copy failed', { description: 'Select the link and copy it by hand.' })
    }
  }

  let issued = 'Loading…'
  if (status.isError) issued = 'Could not be loaded.'
  else if (status.data)
    issued = status.data.issuedAt
      ? `Issued ${formatDateTime(status.data.issuedAt)}${
          status.data.liveLinks > 1 ? ` (${status.data.liveLinks} live links, one per email)` : ''
        }`
      : 'No live link: reissue one to give the guest their booking page.'

  return (
    <div className="rounded-md border p-3 text-sm" data-testid="guest-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-medium">Guest link</h3>
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
          Reissue guest link
        </Button>
      </div>
      {fresh && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Input
            aria-label="New guest link"
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
            Copy
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Reissue the guest link?"
        description={REISSUE_CONSEQUENCE}
        confirmLabel="Reissue guest link"
        pendingLabel="Reissuing..."
        isPending={reissue.isPending}
        onConfirm={handleReissue}
      />
    </div>
  )
}
