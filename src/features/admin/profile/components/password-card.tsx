import { KeyRound } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useCommonPasswords } from '@/features/admin/auth/api/get-common-passwords'
import { useCurrentSession } from '@/features/admin/auth/api/current-session'
import { PasswordInput } from '@/features/admin/auth/components/password-input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { passwordRuleHint } from '@/lib/password-policy/password-policy'
import { CurrentPasswordError, useChangePassword } from '../api/change-password'
import { passwordChangeProblems, type PasswordChangeDraft } from '../lib/password-change'

type Field = keyof PasswordChangeDraft

const EMPTY: PasswordChangeDraft = { currentPassword: '', newPassword: '', confirmPassword: '' }

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const

/**
 * Change password: the rule under the new password, what is wrong next to the field as soon as
 * it is left (and on submit, with the spec's toast), then the current password is checked.
 */
export function PasswordCard() {
  const session = useCurrentSession()
  const common = useCommonPasswords()
  const [draft, setDraft] = useState(EMPTY)
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set())
  // Auth's refusal (a wrong current password, a weak new one), under its field until it changes.
  const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null)
  const changePassword = useChangePassword()
  const id = useId()
  const email = session.user.email ?? ''
  const problems = passwordChangeProblems(draft, common, [email.split('@')[0] ?? ''])

  const errorOf = (field: Field) => {
    if (refusal?.field === field) return refusal.message
    if (!left.has(field)) return undefined
    // The mismatch waits until both were typed.
    if (field === 'confirmPassword' && !draft.confirmPassword) return undefined
    return problems.find((problem) => problem.field === field)?.description
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const [first] = problems
    if (first) {
      setLeft(new Set(FIELDS.map((field) => field.name)))
      toast.error(first.title, { description: first.description })
      return
    }
    changePassword.mutate(
      { email, ...draft },
      {
        onSuccess: () => {
          setDraft(EMPTY)
          setLeft(new Set())
          toast.success('Password Updated', { description: 'Your password has been changed.' })
        },
        onError: (error) => {
          // CurrentPasswordError says "Current password is incorrect"; others carry GoTrue's text.
          if (error instanceof CurrentPasswordError)
            setRefusal({ field: 'currentPassword', message: error.message })
          else if ((error as { code?: string }).code === 'weak_password')
            setRefusal({ field: 'newPassword', message: error.message })
        },
      },
    )
  }

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <KeyRound className="size-5 text-gold-dark" aria-hidden="true" /> Change Password
      </h3>
      <form onSubmit={handleSubmit} className="mt-5 space-y-4" noValidate>
        {FIELDS.map((field) => {
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
                value={draft[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined
                }
                onBlur={() => setLeft((fields) => new Set(fields).add(field.name))}
                onChange={(event) => {
                  if (refusal?.field === field.name) setRefusal(null)
                  setDraft({ ...draft, [field.name]: event.target.value })
                }}
              />
            </AdminFormField>
          )
        })}
        <div className="flex justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
