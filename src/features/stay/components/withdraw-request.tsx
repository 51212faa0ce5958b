import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useWithdrawStayRequest } from '@/features/stay/api/withdraw-stay-request'
import { refusalMessage } from '@/lib/refusals'
import * as m from '@/paraglide/messages'

// The dialog's code loads when the guest first asks to withdraw, not with the page.
const WithdrawDialog = lazy(() => import('./withdraw-dialog'))

/** "Withdraw my request", with a step of confirmation; the answer shows beside the button. */
export function WithdrawRequest({ token, villaName }: { token: string; villaName: string }) {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const withdraw = useWithdrawStayRequest(token)
  return (
    <div>
      <Button
        variant="outline"
        size="lg"
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
      >
        {m.booking_stay_withdraw()}
      </Button>
      {withdraw.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {refusalMessage(withdraw.error, 'stayLinkInvalid', 'wrongState') ??
            m.booking_stay_withdraw_failed()}
        </p>
      )}
      {asked && (
        <Suspense fallback={null}>
          <WithdrawDialog
            open={open}
            onOpenChange={setOpen}
            villaName={villaName}
            isPending={withdraw.isPending}
            onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setOpen(false) })}
          />
        </Suspense>
      )}
    </div>
  )
}
