import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useGuestEmailSettings } from '../api/get-guest-email-settings'
import { useSendGuestEmailsNow } from '../api/send-guest-emails-now'
import { GuestEmailsForm } from './guest-emails-form'
import * as m from '@/paraglide/messages'

/** Which emails guests get about their stay after the confirmation, and when (issue 21). */
export function GuestEmailsCard() {
  const settings = useGuestEmailSettings()
  const sendNow = useSendGuestEmailsNow()
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Send className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_guest_emails()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_profile_guest_emails_intro()}</p>
      {settings.isPending ? (
        <AdminLoading label={m.admin_profile_guest_emails_loading()} />
      ) : settings.isError ? (
        <div className="mt-4">
          <AdminError
            message={m.admin_profile_guest_emails_failed()}
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
          {sendNow.isPending ? m.admin_profile_sending() : m.admin_profile_send_now()}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {sendNow.isSuccess
            ? sendNow.data === 0
              ? m.admin_profile_nothing_due()
              : m.admin_profile_emails_on_the_way({ count: sendNow.data })
            : m.admin_profile_send_now_hint()}
        </p>
      </div>
    </Card>
  )
}
