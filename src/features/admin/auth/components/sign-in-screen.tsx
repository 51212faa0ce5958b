import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { signInInputSchema, useSignIn, type SignInInput } from '@/features/admin/auth/api/sign-in'
import { AuthScreenLayout } from '@/features/admin/auth/components/auth-screen-layout'
import { PasswordInput } from '@/features/admin/auth/components/password-input'
import { passwordRuleHint } from '@/lib/password-policy/password-texts'
import * as m from '@/paraglide/messages'

/** Shown in front of the dashboard when there is no session. The session gate reveals the dashboard. */
export function SignInScreen() {
  const signIn = useSignIn()
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    signIn
      .mutateAsync(values)
      .then(({ isWeakPassword }) => {
        // Set under an older rule: signed in all the same, and asked to change it.
        if (isWeakPassword)
          toast.warning(m.admin_auth_weak_title(), {
            description: m.admin_auth_weak_description({ rule: passwordRuleHint() }),
            duration: 20_000,
          })
      })
      // "Authentication Error", from the mutation (api/sign-in.ts); the fields keep what was typed.
      .catch(() => undefined),
  )

  return (
    <AuthScreenLayout>
      <h2 className="text-2xl text-navy">{m.admin_auth_sign_in_title()}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_auth_sign_in_intro()}</p>
      <form onSubmit={handleSubmit} className="mt-6 space-y-5">
        <div className="space-y-2">
          <Label htmlFor="admin-email">{m.admin_auth_email()}</Label>
          <Input
            id="admin-email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'admin-email-error' : undefined}
            {...form.register('email')}
          />
          {errors.email && (
            <p id="admin-email-error" className="text-sm text-destructive">
              {errors.email.message}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-4">
            <Label htmlFor="admin-password">{m.admin_auth_password()}</Label>
            <Link
              to={paths.admin.forgotPassword.href()}
              className="text-sm text-gold-dark underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {m.admin_auth_forgot_link()}
            </Link>
          </div>
          <PasswordInput
            id="admin-password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'admin-password-error' : undefined}
            {...form.register('password')}
          />
          {errors.password && (
            <p id="admin-password-error" className="text-sm text-destructive">
              {errors.password.message}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? m.admin_auth_signing_in() : m.admin_auth_sign_in()}
        </Button>
      </form>
      <p className="mt-6 flex items-start gap-2 rounded-md bg-muted px-3 py-2.5 text-xs text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
        {m.admin_auth_accounts_note()}
      </p>
    </AuthScreenLayout>
  )
}
