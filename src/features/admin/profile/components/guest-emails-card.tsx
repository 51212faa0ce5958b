import { Send } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useGuestEmailSettings } from '../api/get-guest-email-settings'
import { GuestEmailsForm } from './guest-emails-form'

/** Which emails guests get about their stay after the confirmation, and when (issue 21). */
export function GuestEmailsCard() {
  const settings = useGuestEmailSettings()
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
    </Card>
  )
}
