import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { CODE_HINT, codeErrorMessage, codeProblem } from '../lib/otp-code'

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
  const inputRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = codeProblem(code)
    if (problem) {
      setError(problem)
      inputRef.current?.focus()
      return
    }
    setIsPending(true)
    setError(null)
    try {
      await onVerify(code)
    } catch (failure) {
      setError(codeErrorMessage(failure))
      inputRef.current?.select()
    } finally {
      setIsPending(false)
    }
  }

  const fieldId = `${id}-code`
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>Authentication code</Label>
        <Input
          ref={inputRef}
          id={fieldId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
          maxLength={9}
          placeholder="123 456"
          className="max-w-[12rem] text-center font-mono text-lg tracking-[0.3em]"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          onChange={(event) => {
            setCode(event.target.value)
            if (error) setError(null)
          }}
        />
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
            {CODE_HINT}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  )
}
