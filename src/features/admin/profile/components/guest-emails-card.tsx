import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useGuestEmailSettings } from '../api/get-guest-email-settings'
import { useSendGuestEmailsNow } from '../api/send-guest-emails-now'
import { GuestEmailsForm } from './guest-emails-form'

/** Which emails guests get about their stay after the confirmation, and when (issue 21). */
export function GuestEmailsCard() {
  const settings = useGuestEmailSettings()
  const sendNow = useSendGuestEmailsNow()
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Send className="size-5 text-gold-dark" aria-hidden="true" /> Guest emails
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The emails guests get about their payments, their arrival and after their stay, each once.
        Reminders, overdue notices and the arrival email go out each morning. Turn off any you would
        rather send yourself.
      </p>
      {settings.isPending ? (
        <AdminLoading label="Loading guest email settings..." />
      ) : settings.isError ? (
        <div className="mt-4">
          <AdminError
            message="Failed to load the guest email settings."
            onRetry={() => settings.refetch()}
          />
        </div>
      ) : (
        <GuestEmailsForm saved={settings.data} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t pt-4">
        <Button
          type="button"
          variant="outline"
          disabled={sendNow.isPending}
          onClick={() => sendNow.mutate()}
        >
          {sendNow.isPending ? 'Sending...' : 'Send due emails now'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {sendNow.isSuccess
            ? sendNow.data === 0
              ? 'Nothing more is due today: every email due has gone out.'
              : `${sendNow.data === 1 ? '1 email' : `${sendNow.data} emails`} on the way. See Notifications.`
            : 'Sends today’s reminders and arrival emails now, without waiting for the morning. None goes twice.'}
        </p>
      </div>
    </Card>
  )
}
