import { KeyRound } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useCommonPasswords } from '@/features/admin/auth/api/get-common-passwords'
import { useCurrentSession } from '@/features/admin/auth/api/current-session'
import { PasswordInput } from '@/features/admin/auth/components/password-input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { passwordRuleHint } from '@/lib/password-policy/password-texts'
import * as m from '@/paraglide/messages'
import { CurrentPasswordError, useChangePassword } from '../api/change-password'
import {
  passwordChangeProblems,
  passwordChangeSchema,
  type PasswordChangeDraft,
} from '../lib/password-change'

type Field = keyof PasswordChangeDraft

const EMPTY: PasswordChangeDraft = { currentPassword: '', newPassword: '', confirmPassword: '' }

const fields = () =>
  [
    {
      name: 'currentPassword',
      label: m.admin_profile_current_password(),
      autoComplete: 'current-password',
    },
    { name: 'newPassword', label: m.admin_profile_new_password(), autoComplete: 'new-password' },
    {
      name: 'confirmPassword',
      label: m.admin_profile_confirm_password(),
      autoComplete: 'new-password',
    },
  ] as const

/**
 * Change password: the rule under the new password, what is wrong next to the field as soon as
 * it is left (and on submit, with the spec's toast), then the current password is checked.
 */
export function PasswordCard() {
  const session = useCurrentSession()
  const common = useCommonPasswords()
  const changePassword = useChangePassword()
  const id = useId()
  const email = session.user.email ?? ''
  const names = [email.split('@')[0] ?? '']
  // Checked as each field is left, then as it changes (onTouched); the common list joins the
  // rules once loaded.
  const form = useForm<PasswordChangeDraft>({
    resolver: zodResolver(passwordChangeSchema(common, names)),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { errors } = form.formState
  const confirmPassword = form.watch('confirmPassword')

  const errorOf = (field: Field) =>
    // The mismatch waits until the confirmation was typed.
    field === 'confirmPassword' && !confirmPassword ? undefined : errors[field]?.message

  const handleSubmit = form.handleSubmit(
    (draft) =>
      changePassword.mutate(
        { email, ...draft },
        {
          onSuccess: () => {
            form.reset(EMPTY)
            toast.success(m.admin_profile_password_updated(), {
              description: m.admin_profile_password_changed(),
            })
          },
          // Auth's refusal under its field until it changes ("Current password is incorrect",
          // a weak new one); the toast comes from the mutation layer.
          onError: (error) => {
            if (error instanceof CurrentPasswordError)
              form.setError('currentPassword', { message: error.message })
            else if ((error as { code?: string }).code === 'weak_password')
              form.setError('newPassword', { message: error.message })
          },
        },
      ),
    // The spec's toast for the first rule broken ("Password Mismatch", "Password Too Short").
    () => {
      const [first] = passwordChangeProblems(form.getValues(), common, names)
      if (first) toast.error(first.title, { description: first.description })
    },
  )

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <KeyRound className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_change_password()}
      </h3>
      <form onSubmit={handleSubmit} className="mt-5 space-y-4" noValidate>
        {fields().map((field) => {
          const controlId = `${id}-${field.name}`
          const error = errorOf(field.name)
          const hint = field.name === 'newPassword' ? passwordRuleHint() : undefined
          return (
            <AdminFormField
              key={field.name}
              htmlFor={controlId}
              label={field.label}
              isRequired
              hint={hint}
              error={error}
            >
              <PasswordInput
                id={controlId}
                required
                autoComplete={field.autoComplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined
                }
                {...form.register(field.name)}
              />
            </AdminFormField>
          )
        })}
        <div className="flex justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending
              ? m.admin_profile_updating()
              : m.admin_profile_update_password()}
          </Button>
        </div>
      </form>
    </Card>
  )
}
