import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { TeamTwoFactorCard } from '@/features/admin/two-factor/components/team-two-factor-card'
import { TwoFactorCard } from '@/features/admin/two-factor/components/two-factor-card'
import { useAccount } from '../api/get-account'
import { AccountCard } from './account-card'
import { EmailSettingsCard } from './email-settings-card'
import { GuestEmailsCard } from './guest-emails-card'
import { LanguageCard } from './language-card'
import { LegalIdentityCard } from './legal-identity-card'
import { MaintenanceCard } from './maintenance-card'
import { PasswordCard } from './password-card'
import { PaymentSettingsCard } from './payment-settings-card'
import { SiteDetailsCard } from './site-details-card'
import * as m from '@/paraglide/messages'

/**
 * Profile Settings: the account, the site's maintenance mode, a password change, two-factor
 * authentication (yours, then the team's), details and legal identity.
 */
export function ProfileScreen() {
  const account = useAccount()
  return (
    <>
      <AdminPageHeader
        title={m.admin_profile_title()}
        description={m.admin_profile_description()}
      />
      {/* Small screens read account, maintenance, password; wide ones put maintenance aside. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AccountCard />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <MaintenanceCard />
        </div>
        <PasswordCard />
        <LanguageCard />
        <div className="lg:col-span-2">
          <TwoFactorCard />
        </div>
        <div className="lg:col-span-2">
          <TeamTwoFactorCard isAdmin={account.data?.role === 'admin'} />
        </div>
        <div className="lg:col-span-2">
          <SiteDetailsCard />
        </div>
        <div className="lg:col-span-2">
          <LegalIdentityCard />
        </div>
        <div className="lg:col-span-2">
          <EmailSettingsCard />
        </div>
        <div className="lg:col-span-2">
          <GuestEmailsCard />

          <PaymentSettingsCard />
        </div>
      </div>
    </>
  )
}
