import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { AccountCard } from './account-card'
import { EmailSettingsCard } from './email-settings-card'
import { LegalIdentityCard } from './legal-identity-card'
import { MaintenanceCard } from './maintenance-card'
import { PasswordCard } from './password-card'
import { SiteDetailsCard } from './site-details-card'

/**
 * Profile Settings: the account, the site's maintenance mode, details and legal identity, a
 * password change.
 */
export function ProfileScreen() {
  return (
    <>
      <AdminPageHeader
        title="Profile Settings"
        description="Your account, the site's maintenance mode, contact details and legal identity, and your password."
      />
      {/* Small screens read account, maintenance, password; wide ones put maintenance aside. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AccountCard />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <MaintenanceCard />
        </div>
        <PasswordCard />
        <div className="lg:col-span-2">
          <SiteDetailsCard />
        </div>
        <div className="lg:col-span-2">
          <LegalIdentityCard />
        </div>
        <div className="lg:col-span-2">
          <EmailSettingsCard />
        </div>
      </div>
    </>
  )
}
