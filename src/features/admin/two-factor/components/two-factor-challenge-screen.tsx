import { Smartphone } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/admin/auth/api/sign-out'
import { AuthScreenLayout } from '@/features/admin/auth/components/auth-screen-layout'
import { useVerifyCode } from '../api/verify-code'
import { CodeForm } from './code-form'
import * as m from '@/paraglide/messages'

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
        <Smartphone className="size-5 text-gold-dark" aria-hidden="true" /> {m.admin_2fa_two_step()}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {m.admin_2fa_challenge_intro()} <span className="font-medium text-navy">{props.email}</span>
        .
      </p>
      <div className="mt-6">
        <CodeForm
          autoFocus
          submitLabel={m.admin_2fa_verify()}
          pendingLabel={m.admin_2fa_verifying()}
          onVerify={(code) => verify.mutateAsync({ factorId: props.factorId, code })}
        />
      </div>
      <div className="mt-6 space-y-3 border-t pt-4 text-xs text-muted-foreground">
        <p>{m.admin_2fa_challenge_lost()}</p>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-gold-dark"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {m.admin_2fa_other_account()}
        </Button>
      </div>
    </AuthScreenLayout>
  )
}
