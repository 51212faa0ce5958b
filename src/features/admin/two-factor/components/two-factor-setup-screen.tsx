import { ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/admin/auth/api/sign-out'
import { AuthScreenLayout } from '@/features/admin/auth/components/auth-screen-layout'
import { EnrolAuthenticator } from './enrol-authenticator'

/**
 * The company requires two-factor for all staff and this account has none yet: set it up first.
 * The database would show this account nothing until then.
 */
export function TwoFactorSetupScreen({ email }: { email: string }) {
  const signOut = useSignOut()
  return (
    <AuthScreenLayout>
      <h2 className="flex items-center gap-2 text-2xl text-navy">
        <ShieldCheck className="size-5 text-gold-dark" aria-hidden="true" /> Set up two-factor
        authentication
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Every staff account signs in with a code from an authenticator app as well as the password.
        Set one up for <span className="font-medium text-navy">{email}</span> to continue.
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
          Sign out
        </Button>
      </div>
    </AuthScreenLayout>
  )
}
