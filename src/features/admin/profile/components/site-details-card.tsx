import { Store } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useSiteDetailsSettings } from '../api/get-site-details-settings'
import { SiteDetailsForm } from './site-details-form'
import * as m from '@/paraglide/messages'

/** The contact details, office hours and social links the public site shows. */
export function SiteDetailsCard() {
  const details = useSiteDetailsSettings()

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Store className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_site_details()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_profile_site_details_intro()}</p>
      {details.isPending ? (
        <AdminLoading label={m.admin_profile_site_details_loading()} />
      ) : details.isError ? (
        <div className="mt-4">
          <AdminError
            message={m.admin_profile_site_details_failed()}
            onRetry={() => details.refetch()}
          />
        </div>
      ) : (
        // Filled once from the stored details; a failed save keeps what was typed.
        <SiteDetailsForm stored={details.data} />
      )}
    </Card>
  )
}
