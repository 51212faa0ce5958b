import type { ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import {
  bookingFieldIds,
  bookingFieldNames,
  fieldErrorId,
  fieldErrorProps,
} from '@/features/booking/lib/booking-fields'
import type { BookingField, BookingFieldErrors } from '@/features/booking/lib/validate-booking'

interface BookingFieldsProps {
  maxGuests: number
  defaultGuests: number
  errors: BookingFieldErrors
}

const Required = () => (
  <span className="text-terracotta" aria-hidden="true">
    *
  </span>
)

export function FieldError({ field, errors }: { field: BookingField; errors: BookingFieldErrors }) {
  if (!errors[field]) return null
  return (
    <p id={fieldErrorId(field)} className="text-sm font-medium text-destructive">
      {errors[field]}
    </p>
  )
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
export function BookingFields({ maxGuests, defaultGuests, errors }: BookingFieldsProps) {
  const names = bookingFieldNames
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
          name={names.guestName}
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
          name={names.guestEmail}
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
            name={names.guestsCount}
            defaultValue={defaultGuests}
            {...fieldErrorProps('guestsCount', errors)}
          />
        </Field>
        <Field field="guestPhone" errors={errors} label="Phone (optional)">
          <Input
            id={ids.guestPhone}
            type="tel"
            autoComplete="tel"
            name={names.guestPhone}
            {...fieldErrorProps('guestPhone', errors)}
          />
        </Field>
      </div>
      <Field field="specialRequests" errors={errors} label="Special requests (optional)">
        <Textarea
          id={ids.specialRequests}
          className="min-h-[80px]"
          placeholder="Arrival time, a chef for one evening, a cot for the little one…"
          name={names.specialRequests}
          {...fieldErrorProps('specialRequests', errors)}
        />
      </Field>
    </div>
  )
}
