import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, KeyRound } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useCommonPasswords } from '@/features/admin/auth/api/get-common-passwords'
import { useUpdatePassword } from '@/features/admin/auth/api/update-password'
import { useRecoverySession } from '@/features/admin/auth/api/use-recovery-session'
import {
  AuthFormError,
  AuthScreenLayout,
} from '@/features/admin/auth/components/auth-screen-layout'
import { PasswordInput } from '@/features/admin/auth/components/password-input'
import {
  makeNewPasswordSchema,
  newPasswordErrorMessage,
  type NewPasswordInput,
} from '@/features/admin/auth/lib/new-password'
import { useVerifyCode } from '@/features/admin/two-factor/api/verify-code'
import { CodeForm } from '@/features/admin/two-factor/components/code-form'
import { passwordRuleHint } from '@/lib/password-policy/password-texts'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'

const linkClass =
  'inline-flex items-center gap-1.5 text-sm text-gold-dark underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Where the emailed reset link lands: a new password, then the dashboard. */
export function ResetPasswordScreen() {
  const recovery = useRecoverySession()
  if (recovery.status === 'checking') {
    return (
      <AuthScreenLayout>
        <Spinner label={m.admin_auth_checking_link()} className="py-8" />
      </AuthScreenLayout>
    )
  }
  if (recovery.status === 'invalid') return <InvalidLink />
  if (recovery.factorId)
    return <CodeThenPassword email={recovery.email} factorId={recovery.factorId} />
  return <NewPasswordForm email={recovery.email} />
}

/** An account with an authenticator app: Auth wants its code before a new password. */
function CodeThenPassword({ email, factorId }: { email: string; factorId: string }) {
  const verify = useVerifyCode()
  const [isVerified, setIsVerified] = useState(false)
  if (isVerified) return <NewPasswordForm email={email} />
  return (
    <AuthScreenLayout>
      <KeyRound className="size-8 text-gold-dark" aria-hidden="true" />
      <h2 className="mt-3 text-2xl text-navy">{m.admin_auth_two_step()}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <strong>{email}</strong> {m.admin_auth_two_step_intro()}
      </p>
      <div className="mt-6">
        <CodeForm
          autoFocus
          submitLabel={m.admin_auth_verify()}
          pendingLabel={m.admin_auth_verifying()}
          onVerify={async (code) => {
            await verify.mutateAsync({ factorId, code })
            setIsVerified(true)
          }}
        />
      </div>
      <p className="mt-6 border-t pt-4 text-xs text-muted-foreground">
        {m.admin_auth_lost_phone()}
      </p>
    </AuthScreenLayout>
  )
}

function InvalidLink() {
  return (
    <AuthScreenLayout>
      <h2 className="text-2xl text-navy">{m.admin_auth_link_expired()}</h2>
      <p className="mt-3 text-sm text-muted-foreground" role="alert">
        {m.admin_auth_link_expired_text()}
      </p>
      <Button asChild className="mt-6 w-full">
        <Link to={paths.admin.forgotPassword.href()}>{m.admin_auth_new_link()}</Link>
      </Button>
      <p className="mt-6">
        <Link to={paths.admin.root.href()} className={linkClass}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.admin_auth_back()}
        </Link>
      </p>
    </AuthScreenLayout>
  )
}

function NewPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate()
  const update = useUpdatePassword()
  // The list arrives after the form: the schema reads it when it validates.
  const common = useRef<ReadonlySet<string> | null>(null)
  common.current = useCommonPasswords()
  const schema = useMemo(
    () => makeNewPasswordSchema(() => common.current, [email.split('@')[0] ?? '']),
    [email],
  )
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(schema),
    // What is wrong shows as soon as the field is left, before anything is sent.
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const handleSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync(values.password)
      .then(() => {
        toast.success(m.admin_auth_password_updated(), {
          description: m.admin_auth_password_updated_text(),
        })
        navigate(paths.admin.root.href(), { replace: true })
      })
      .catch(() => {}),
  )

  return (
    <AuthScreenLayout>
      <KeyRound className="size-8 text-gold-dark" aria-hidden="true" />
      <h2 className="mt-3 text-2xl text-navy">{m.admin_auth_set_new()}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {m.admin_auth_for_account()} <strong>{email}</strong>.
      </p>
      <form onSubmit={handleSubmit} className="mt-6 space-y-5" noValidate>
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <div className="space-y-2">
          <Label htmlFor="new-password">{m.admin_auth_new_password()}</Label>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'new-password-error' : 'new-password-hint'}
            {...form.register('password')}
          />
          {errors.password ? (
            <p id="new-password-error" className="text-sm text-destructive">
              {errors.password.message}
            </p>
          ) : (
            <p id="new-password-hint" className="text-sm text-muted-foreground">
              {passwordRuleHint()}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">{m.admin_auth_confirm_password()}</Label>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            required
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={errors.confirmPassword ? 'confirm-password-error' : undefined}
            {...form.register('confirmPassword')}
          />
          {errors.confirmPassword && (
            <p id="confirm-password-error" className="text-sm text-destructive">
              {errors.confirmPassword.message}
            </p>
          )}
        </div>
        {update.isError && <AuthFormError>{newPasswordErrorMessage(update.error)}</AuthFormError>}
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? m.admin_auth_saving() : m.admin_auth_save_password()}
        </Button>
      </form>
    </AuthScreenLayout>
  )
}
