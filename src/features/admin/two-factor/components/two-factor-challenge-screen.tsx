import { Smartphone } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/admin/auth/api/sign-out'
import { AuthScreenLayout } from '@/features/admin/auth/components/auth-screen-layout'
import { useVerifyCode } from '../api/verify-code'
import { CodeForm } from './code-form'

/**
 * The second step of signing in, after the password, for an account with an authenticator app.
 * The session gate shows the dashboard as soon as the code is accepted.
 */
export function TwoFactorChallengeScreen(props: { factorId: string; email: string }) {
  const verify = useVerifyCode()
  const signOut = useSignOut()

  return (
    <AuthScreenLayout>
      <h2 className="flex items-center gap-2 text-2xl text-navy">
        <Smartphone className="size-5 text-gold-dark" aria-hidden="true" /> Two-step verification
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Open your authenticator app and enter the code for{' '}
        <span className="font-medium text-navy">{props.email}</span>.
      </p>
      <div className="mt-6">
        <CodeForm
          autoFocus
          submitLabel="Verify"
          pendingLabel="Verifying..."
          onVerify={(code) => verify.mutateAsync({ factorId: props.factorId, code })}
        />
      </div>
      <div className="mt-6 space-y-3 border-t pt-4 text-xs text-muted-foreground">
        <p>
          Lost your phone? Ask another administrator to reset your two-factor authentication in
          Profile Settings; then sign in with your password and set up a new app.
        </p>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-gold-dark"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Sign in with another account
        </Button>
      </div>
    </AuthScreenLayout>
  )
}
