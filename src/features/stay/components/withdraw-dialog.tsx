import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import * as m from '@/paraglide/messages'

interface WithdrawDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  villaName: string
  isPending: boolean
  onConfirm: () => void
}

/** The step of confirmation before a request is withdrawn (loaded when the guest asks). */
export default function WithdrawDialog(props: WithdrawDialogProps) {
  return (
    <ConfirmDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={m.booking_stay_withdraw_title()}
      description={m.booking_stay_withdraw_description({ villa: props.villaName })}
      confirmLabel={m.booking_stay_withdraw()}
      cancelLabel={m.booking_stay_withdraw_keep()}
      isPending={props.isPending}
      pendingLabel={m.booking_stay_withdrawing()}
      onConfirm={props.onConfirm}
    />
  )
}
