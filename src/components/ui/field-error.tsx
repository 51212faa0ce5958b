import { fieldErrorId } from '@/lib/form-rules'

/**
 * What is wrong with a field, said beside it; the field points at it with
 * `fieldErrorProps(fieldId, message)` (lib/form-rules.ts). Nothing when the field is fine.
 */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null
  return (
    <p id={fieldErrorId(fieldId)} className="text-sm font-medium text-destructive">
      {message}
    </p>
  )
}
