import { KeyRound } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { useCurrentSession } from '@/features/admin/auth/api/current-session'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { useChangePassword } from '../api/change-password'
import { passwordChangeProblem, type PasswordChangeDraft } from '../lib/password-change'

const EMPTY: PasswordChangeDraft = { currentPassword: '', newPassword: '', confirmPassword: '' }

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const

/** Change password: confirmation and length first, then the current password is checked. */
export function PasswordCard() {
  const session = useCurrentSession()
  const [draft, setDraft] = useState(EMPTY)
  const changePassword = useChangePassword()
  const id = useId()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problem = passwordChangeProblem(draft)
    if (problem) {
      toast.error(problem.title, { description: problem.description })
      return
    }
    changePassword.mutate(
      { email: session.user.email ?? '', ...draft },
      {
        onSuccess: () => {
          setDraft(EMPTY)
          toast.success('Password Updated', { description: 'Your password has been changed.' })
        },
        // CurrentPasswordError says "Current password is incorrect"; others carry GoTrue's text.
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    )
  }

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <KeyRound className="size-5 text-gold-dark" aria-hidden="true" /> Change Password
      </h3>
      <form onSubmit={handleSubmit} className="mt-5 space-y-4">
        {FIELDS.map((field) => (
          <AdminFormField
            key={field.name}
            htmlFor={`${id}-${field.name}`}
            label={field.label}
            isRequired
          >
            <Input
              id={`${id}-${field.name}`}
              type="password"
              required
              autoComplete={field.autoComplete}
              value={draft[field.name]}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            />
          </AdminFormField>
        ))}
        <p className="text-xs text-muted-foreground">At least 6 characters.</p>
        <div className="flex justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
