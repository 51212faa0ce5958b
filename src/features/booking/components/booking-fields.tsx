import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

/** The form's field names; the widget reads them with FormData. */
export const bookingFieldNames = {
  guestName: 'guest_name',
  guestEmail: 'guest_email',
  guestsCount: 'guests_count',
  guestPhone: 'guest_phone',
  specialRequests: 'special_requests',
} as const

interface BookingFieldsProps {
  maxGuests: number
  defaultGuests: number
}

const Required = () => (
  <span className="text-terracotta" aria-hidden="true">
    *
  </span>
)

/**
 * The guest's details. Missing name or email get the spec's toast rather than the browser's
 * bubble, so those fields are aria-required instead of required.
 */
export function BookingFields({ maxGuests, defaultGuests }: BookingFieldsProps) {
  const names = bookingFieldNames
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="booking-name">
          Full name <Required />
        </Label>
        <Input id="booking-name" autoComplete="name" aria-required="true" name={names.guestName} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="booking-email">
          Email <Required />
        </Label>
        <Input
          id="booking-email"
          type="email"
          autoComplete="email"
          aria-required="true"
          name={names.guestEmail}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="booking-guests">Guests</Label>
          <Input
            id="booking-guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxGuests}
            required
            name={names.guestsCount}
            defaultValue={defaultGuests}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="booking-phone">Phone (optional)</Label>
          <Input id="booking-phone" type="tel" autoComplete="tel" name={names.guestPhone} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="booking-requests">Special requests (optional)</Label>
        <Textarea
          id="booking-requests"
          className="min-h-[80px]"
          placeholder="Arrival time, a chef for one evening, a cot for the little one…"
          name={names.specialRequests}
        />
      </div>
    </div>
  )
}
