import { ConfirmDialog } from '@/components/ui/confirm-dialog'

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
      title="Withdraw your request?"
      description={`Your request for ${props.villaName} will be cancelled and our team told at once. Nothing is owed. To stay with us later, you would send a new request.`}
      confirmLabel="Withdraw my request"
      cancelLabel="Keep my request"
      isPending={props.isPending}
      pendingLabel="Withdrawing..."
      onConfirm={props.onConfirm}
    />
  )
}
