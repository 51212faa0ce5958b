import { MailCheck } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useEmailSettings } from '../api/get-email-settings'
import { EmailSettingsForm } from './email-settings-form'
import * as m from '@/paraglide/messages'

/** Where emails about new requests and enquiries go, and how emails to guests are signed. */
export function EmailSettingsCard() {
  const settings = useEmailSettings()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <MailCheck className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_email_notifications()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_profile_email_intro()}</p>
      {settings.isPending ? (
        <AdminLoading label={m.admin_profile_email_loading()} />
      ) : settings.isError ? (
        <div className="mt-4">
          <AdminError message={m.admin_profile_email_failed()} onRetry={() => settings.refetch()} />
        </div>
      ) : (
        // Filled once from the stored settings; a failed save keeps what was typed.
        <EmailSettingsForm saved={settings.data} />
      )}
    </Card>
  )
}
