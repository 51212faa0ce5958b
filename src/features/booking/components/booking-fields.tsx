import type { ReactNode } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { FieldError as FieldMessage } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { bookingFieldIds, fieldErrorProps } from '@/features/booking/lib/booking-fields'
import type {
  BookingField,
  BookingFieldErrors,
  BookingFormValues,
} from '@/features/booking/lib/validate-booking'

interface BookingFieldsProps {
  maxGuests: number
  register: UseFormRegister<BookingFormValues>
  errors: BookingFieldErrors
}

const Required = () => (
  <span className="text-terracotta" aria-hidden="true">
    *
  </span>
)

/** A booking field's message, beside it. */
export function FieldError({ field, errors }: { field: BookingField; errors: BookingFieldErrors }) {
  return <FieldMessage fieldId={bookingFieldIds[field]} message={errors[field]} />
}

function Field(props: {
  field: BookingField
  label: ReactNode
  children: ReactNode
  errors: BookingFieldErrors
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={bookingFieldIds[props.field]}>{props.label}</Label>
      {props.children}
      <FieldError field={props.field} errors={props.errors} />
    </div>
  )
}

/**
 * The guest's details. The form checks them itself (noValidate) and says what is wrong next to
 * the field at fault, so the required ones are aria-required rather than required.
 */
export function BookingFields({ maxGuests, register, errors }: BookingFieldsProps) {
  const ids = bookingFieldIds
  return (
    <div className="grid gap-4">
      <Field
        field="guestName"
        errors={errors}
        label={
          <>
            Full name <Required />
          </>
        }
      >
        <Input
          id={ids.guestName}
          autoComplete="name"
          aria-required="true"
          {...register('guestName')}
          {...fieldErrorProps('guestName', errors)}
        />
      </Field>
      <Field
        field="guestEmail"
        errors={errors}
        label={
          <>
            Email <Required />
          </>
        }
      >
        <Input
          id={ids.guestEmail}
          type="email"
          autoComplete="email"
          aria-required="true"
          {...register('guestEmail')}
          {...fieldErrorProps('guestEmail', errors)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field field="guestsCount" errors={errors} label="Guests">
          <Input
            id={ids.guestsCount}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxGuests}
            aria-required="true"
            {...register('guestsCount')}
            {...fieldErrorProps('guestsCount', errors)}
          />
        </Field>
        <Field field="guestPhone" errors={errors} label="Phone (optional)">
          <Input
            id={ids.guestPhone}
            type="tel"
            autoComplete="tel"
            {...register('guestPhone')}
            {...fieldErrorProps('guestPhone', errors)}
          />
        </Field>
      </div>
      <Field field="specialRequests" errors={errors} label="Special requests (optional)">
        <Textarea
          id={ids.specialRequests}
          className="min-h-[80px]"
          placeholder="Arrival time, a chef for one evening, a cot for the little one…"
          {...register('specialRequests')}
          {...fieldErrorProps('specialRequests', errors)}
        />
      </Field>
    </div>
  )
}
