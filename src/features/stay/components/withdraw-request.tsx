import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useWithdrawStayRequest } from '@/features/stay/api/withdraw-stay-request'
import { refusalMessage } from '@/lib/refusals'

/** "Withdraw my request", with a step of confirmation; the answer shows beside the button. */
export function WithdrawRequest({ token, villaName }: { token: string; villaName: string }) {
  const [open, setOpen] = useState(false)
  const withdraw = useWithdrawStayRequest(token)
  return (
    <div>
      <Button variant="outline" size="lg" onClick={() => setOpen(true)}>
        Withdraw my request
      </Button>
      {withdraw.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {refusalMessage(withdraw.error, 'stayLinkInvalid', 'wrongState') ??
            'Your request could not be withdrawn. Please try again.'}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw your request?"
        description={`Your request for ${villaName} will be cancelled and our team told at once. Nothing is owed. To stay with us later, you would send a new request.`}
        confirmLabel="Withdraw my request"
        cancelLabel="Keep my request"
        isPending={withdraw.isPending}
        pendingLabel="Withdrawing..."
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setOpen(false) })}
      />
    </div>
  )
}
