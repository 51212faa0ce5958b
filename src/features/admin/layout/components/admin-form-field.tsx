import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { fieldErrorId } from '@/lib/form-rules'

interface AdminFormFieldProps {
  /** The id of the control inside, which the label points at. */
  htmlFor: string
  label: string
  isRequired?: boolean
  /** The field's error, shown under it (give the control aria-describedby `${htmlFor}-error`). */
  error?: string
  /** Shown under the control while there is no error (its id is `${htmlFor}-hint`). */
  hint?: string
  className?: string
  children: ReactNode
}

/** A labelled form control with its hint and error next to it. */
export function AdminFormField({
  htmlFor,
  label,
  isRequired,
  error,
  hint,
  className,
  children,
}: AdminFormFieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {isRequired && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {hint && !error && (
        <p id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(htmlFor)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
