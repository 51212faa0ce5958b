import { ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/admin/auth/api/sign-out'
import { AuthScreenLayout } from '@/features/admin/auth/components/auth-screen-layout'
import { EnrolAuthenticator } from './enrol-authenticator'
import * as m from '@/paraglide/messages'

/**
 * The company requires two-factor for all staff and this account has none yet: set it up first.
 * The database would show this account nothing until then.
 */
export function TwoFactorSetupScreen({ email }: { email: string }) {
  const signOut = useSignOut()
  return (
    <AuthScreenLayout>
      <h2 className="flex items-center gap-2 text-2xl text-navy">
        <ShieldCheck className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_2fa_setup_title()}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {m.admin_2fa_setup_intro()} <span className="font-medium text-navy">{email}</span>{' '}
        {m.admin_2fa_setup_intro_end()}
      </p>
      <div className="mt-6">
        <EnrolAuthenticator />
      </div>
      <div className="mt-6 border-t pt-4">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-xs text-gold-dark"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {m.admin_2fa_sign_out()}
        </Button>
      </div>
    </AuthScreenLayout>
  )
}
