import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { codeErrorMessage, codeHint, codeFormSchema } from '../lib/otp-code'
import * as m from '@/paraglide/messages'

interface CodeFormProps {
  /** Checks the code with Auth; a rejection is shown next to the field. */
  onVerify: (code: string) => Promise<unknown>
  submitLabel: string
  pendingLabel: string
  autoFocus?: boolean
}

/**
 * The authenticator's 6-digit code: numeric keyboard, the browser's one-time-code autofill, what
 * is wrong next to the field, and the typed code kept (selected, ready to be typed over).
 */
export function CodeForm({ onVerify, submitLabel, pendingLabel, autoFocus }: CodeFormProps) {
  const id = useId()
  // Checked on submit only; typing clears the message rather than trading it for another.
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  })
  const error = form.formState.errors.code?.message
  const isPending = form.formState.isSubmitting

  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onVerify(code)
    } catch (failure) {
      form.setError('code', { message: codeErrorMessage(failure) })
      form.setFocus('code', { shouldSelect: true })
    }
  })

  const fieldId = `${id}-code`
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>{m.admin_2fa_code_label()}</Label>
        <Input
          id={fieldId}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          maxLength={9}
          placeholder="123 456"
          className="max-w-[12rem] text-center font-mono text-lg tracking-[0.3em]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          {...form.register('code', { onChange: () => error && form.clearErrors('code') })}
        />
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
            {codeHint()}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
