import type { ReactNode } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { FieldError as FieldMessage } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import * as m from '@/paraglide/messages'
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

/** The hint under adults and children (both fields point at it). */
const PARTY_HINT_ID = 'booking-party-hint'

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
            {m.booking_field_name()} <Required />
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
            {m.booking_field_email()} <Required />
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
      <fieldset className="grid gap-2">
        <legend className="sr-only">{m.booking_field_party()}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field
            field="adults"
            errors={errors}
            label={
              <>
                {m.booking_field_adults()} <Required />
              </>
            }
          >
            <Input
              id={ids.adults}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxGuests}
              aria-required="true"
              {...register('adults')}
              {...fieldErrorProps('adults', errors, PARTY_HINT_ID)}
            />
          </Field>
          <Field field="children" errors={errors} label={m.booking_field_children()}>
            <Input
              id={ids.children}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxGuests - 1}
              {...register('children')}
              {...fieldErrorProps('children', errors, PARTY_HINT_ID)}
            />
          </Field>
        </div>
        <p id={PARTY_HINT_ID} className="text-xs text-muted-foreground">
          {m.booking_party_hint({ count: maxGuests })}
        </p>
      </fieldset>
      <Field field="guestPhone" errors={errors} label={m.booking_field_phone()}>
        <Input
          id={ids.guestPhone}
          type="tel"
          autoComplete="tel"
          {...register('guestPhone')}
          {...fieldErrorProps('guestPhone', errors)}
        />
      </Field>
      <Field field="specialRequests" errors={errors} label={m.booking_field_requests()}>
        <Textarea
          id={ids.specialRequests}
          className="min-h-[80px]"
          placeholder={m.booking_field_requests_placeholder()}
          {...register('specialRequests')}
          {...fieldErrorProps('specialRequests', errors)}
        />
      </Field>
    </div>
  )
}
