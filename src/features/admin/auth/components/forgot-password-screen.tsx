import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft, MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { useRequestPasswordReset } from '@/features/admin/auth/api/request-password-reset'
import {
  AuthFormError,
  AuthScreenLayout,
} from '@/features/admin/auth/components/auth-screen-layout'
import { RecoveryCodeForm } from '@/features/admin/auth/components/recovery-code-form'
import {
  resetRequestErrorMessage,
  resetRequestSchema,
  type ResetRequestInput,
} from '@/features/admin/auth/lib/new-password'
import * as m from '@/paraglide/messages'

const linkClass =
  'inline-flex items-center gap-1.5 text-sm text-gold-dark underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** "Forgot password?": asks Auth to email a reset link. */
export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset()
  const form = useForm<ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const handleSubmit = form.handleSubmit((values) => request.mutateAsync(values).catch(() => {}))

  if (request.isSuccess) {
    return (
      <AuthScreenLayout>
        <MailCheck className="size-8 text-gold-dark" aria-hidden="true" />
        <h2 className="mt-3 text-2xl text-navy">{m.admin_auth_check_email()}</h2>
        <p className="mt-3 text-sm text-muted-foreground" role="status">
          {m.admin_auth_check_email_before()} <strong>{request.variables.email.trim()}</strong>
          {m.admin_auth_check_email_after()}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          {m.admin_auth_nothing_yet()}{' '}
          <button
            type="button"
            onClick={() => request.reset()}
            className="text-gold-dark underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {m.admin_auth_try_another()}
          </button>
          .
        </p>
        <RecoveryCodeForm email={request.variables.email} />
        <p className="mt-6">
          <Link to={paths.admin.root.href()} className={linkClass}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {m.admin_auth_back()}
          </Link>
        </p>
      </AuthScreenLayout>
    )
  }

  return (
    <AuthScreenLayout>
      <h2 className="text-2xl text-navy">{m.admin_auth_reset_title()}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_auth_reset_intro()}</p>
      <form onSubmit={handleSubmit} className="mt-6 space-y-5" noValidate>
        <div className="space-y-2">
          <Label htmlFor="reset-email">{m.admin_auth_email()}</Label>
          <Input
            id="reset-email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'reset-email-error' : undefined}
            {...form.register('email')}
          />
          {errors.email && (
            <p id="reset-email-error" className="text-sm text-destructive">
              {errors.email.message}
            </p>
          )}
        </div>
        {request.isError && (
          <AuthFormError>{resetRequestErrorMessage(request.error)}</AuthFormError>
        )}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? m.admin_auth_sending() : m.admin_auth_email_link()}
        </Button>
      </form>
      <p className="mt-6">
        <Link to={paths.admin.root.href()} className={linkClass}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.admin_auth_back()}
        </Link>
      </p>
    </AuthScreenLayout>
  )
}
