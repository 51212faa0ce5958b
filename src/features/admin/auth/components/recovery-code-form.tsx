import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { AuthFormError } from '@/features/admin/auth/components/auth-screen-layout'
import { useVerifyRecoveryCode } from '@/features/admin/auth/api/verify-recovery-code'
import {
  recoveryCodeErrorMessage,
  recoveryCodeSchema,
  type RecoveryCodeInput,
} from '@/features/admin/auth/lib/new-password'
import * as m from '@/paraglide/messages'

/** The email's code instead of its link: for a link that opens on another device. */
export function RecoveryCodeForm({ email }: { email: string }) {
  const navigate = useNavigate()
  const verify = useVerifyRecoveryCode()
  const form = useForm<RecoveryCodeInput, unknown, { code: string }>({
    resolver: zodResolver(recoveryCodeSchema),
    defaultValues: { code: '' },
  })
  const { errors } = form.formState
  const handleSubmit = form.handleSubmit(({ code }) =>
    verify
      .mutateAsync({ email, code })
      .then(() => navigate(paths.admin.resetPassword.href()))
      .catch(() => {}),
  )

  return (
    <form onSubmit={handleSubmit} className="mt-6 space-y-3 border-t pt-5" noValidate>
      <div className="space-y-2">
        <Label htmlFor="recovery-code">{m.admin_auth_code_label()}</Label>
        <Input
          id="recovery-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          className="tracking-[0.3em]"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'recovery-code-error' : undefined}
          {...form.register('code')}
        />
        {errors.code && (
          <p id="recovery-code-error" className="text-sm text-destructive">
            {errors.code.message}
          </p>
        )}
      </div>
      {verify.isError && <AuthFormError>{recoveryCodeErrorMessage(verify.error)}</AuthFormError>}
      <Button type="submit" variant="outline" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? m.admin_auth_checking() : m.admin_auth_continue_code()}
      </Button>
    </form>
  )
}
