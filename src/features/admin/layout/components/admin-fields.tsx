import { forwardRef, type ComponentProps, type ReactNode } from 'react'
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { errorIdOf, fieldErrorProps } from '@/lib/form-rules'
import { cn } from '@/lib/utils'
import { AdminFormField } from './admin-form-field'
import { DatePicker } from './date-pickers'

// The admin forms' field rows: a label, the control, its hint and its error next to it
// (AdminFormField), wired for react-hook-form (`{...form.register(name)}` spreads onto them).

/** An amount in euros or a percentage: a number to the cent, never negative. */
export const DECIMAL_INPUT = {
  type: 'number',
  min: '0',
  step: '0.01',
  inputMode: 'decimal',
} as const
/** A count (nights, days, an order): a whole number, never negative. */
export const WHOLE_NUMBER_INPUT = {
  type: 'number',
  min: '0',
  step: '1',
  inputMode: 'numeric',
} as const

interface RowProps {
  id: string
  label: string
  isRequired?: boolean
  error?: string
  hint?: string
  /** The row's place in the dialog's grid, e.g. "sm:col-span-2". */
  className?: string
}

/** The row's own props (for AdminFormField) apart from the control's. */
function splitRow<T extends RowProps>(props: T) {
  const { id, label, isRequired, error, hint, className, ...control } = props
  return { row: { htmlFor: id, label, isRequired, error, hint, className }, control }
}

/** A labelled input (text or number) with its hint and error. */
export const AdminInputField = forwardRef<
  HTMLInputElement,
  RowProps & Omit<ComponentProps<'input'>, 'id' | 'className'>
>(function AdminInputField(props, ref) {
  const { row, control } = splitRow(props)
  return (
    <AdminFormField {...row}>
      <Input id={props.id} ref={ref} {...fieldErrorProps(props.id, props.error)} {...control} />
    </AdminFormField>
  )
})

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** A labelled native select (its options as children): light, and the phone's own picker. */
export const AdminSelectField = forwardRef<
  HTMLSelectElement,
  Omit<RowProps, 'error'> & Omit<ComponentProps<'select'>, 'id' | 'className'>
>(function AdminSelectField(props, ref) {
  const { row, control } = splitRow(props)
  return (
    <AdminFormField {...row}>
      <select id={props.id} ref={ref} className={SELECT_CLASS} {...control} />
    </AdminFormField>
  )
})

interface AdminDayFieldProps<T extends FieldValues> extends RowProps {
  control: Control<T>
  /** A field holding an ISO day ("2027-01-01"), '' when none is picked. */
  name: FieldPathByValue<T, string>
  /** The first and last days that can be picked (yyyy-MM-dd). */
  min?: string
  max?: string
}

/** A labelled day, picked on a calendar; the form holds it as an ISO day. */
export function AdminDayField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  isRequired,
  error,
  hint,
  className,
  min,
  max,
}: AdminDayFieldProps<T>) {
  return (
    <AdminFormField
      htmlFor={id}
      label={label}
      isRequired={isRequired}
      error={error}
      hint={hint}
      className={className}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DatePicker
            id={id}
            value={field.value}
            onChange={field.onChange}
            min={min}
            max={max}
            triggerRef={field.ref}
            errorId={errorIdOf(id, error)}
          />
        )}
      />
    </AdminFormField>
  )
}

/** A checkbox with its words after it (e.g. "Active (shown in quotes)"). */
export const AdminCheckbox = forwardRef<
  HTMLInputElement,
  { label: string; className?: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>
>(function AdminCheckbox({ label, className, ...input }, ref) {
  return (
    <label className={cn('flex items-center gap-2 text-sm', className)}>
      <input ref={ref} type="checkbox" className="size-4 accent-navy" {...input} />
      {label}
    </label>
  )
})

/** What the row being edited will do, in words, as the fields change ("Added to every stay…"). */
export function AdminFormPreview({ children }: { children: ReactNode }) {
  return (
    <p
      className="rounded-md bg-muted/50 px-3 py-2 text-sm text-navy sm:col-span-2"
      aria-live="polite"
    >
      {children}
    </p>
  )
}
