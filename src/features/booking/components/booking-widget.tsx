import { addDays, startOfToday } from 'date-fns'
import { useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { useCreateBooking } from '@/features/booking/api/create-booking'
import { useUnavailableDates } from '@/features/booking/api/get-unavailable-dates'
import { useVillaPrices } from '@/features/booking/api/get-villa-prices'
import type { StayRange } from '@/features/booking/lib/availability'
import { quoteStay } from '@/features/booking/lib/pricing'
import { bookingDraftError } from '@/features/booking/lib/validate-booking'
import { toIsoDate } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { BookingFields, type BookingFieldValues } from './booking-fields'
import { DateRangePicker } from './date-range-picker'
import { StaySummary } from './stay-summary'

/** Prices are looked up for the next 60 days; unavailable days for the year the calendar shows. */
const PRICE_LOOKAHEAD_DAYS = 60
const CALENDAR_DAYS = 366
const DEFAULT_GUESTS = 2
const EMPTY_PRICES = new Map<string, number>()
const NO_DAYS: string[] = []

interface BookingWidgetProps {
  villaId: string
  pricePerNight: number
  maxGuests: number
}

export function BookingWidget({ villaId, pricePerNight, maxGuests }: BookingWidgetProps) {
  const [today] = useState(startOfToday)
  const from = toIsoDate(today)
  const { data: prices = EMPTY_PRICES } = useVillaPrices(
    villaId,
    from,
    toIsoDate(addDays(today, PRICE_LOOKAHEAD_DAYS - 1)),
  )
  const { data: unavailable = NO_DAYS } = useUnavailableDates(
    villaId,
    from,
    toIsoDate(addDays(today, CALENDAR_DAYS)),
  )
  const [range, setRange] = useState<StayRange | undefined>()
  const defaultValues: BookingFieldValues = {
    guestName: '',
    guestEmail: '',
    guestsCount: Math.min(DEFAULT_GUESTS, maxGuests),
    guestPhone: '',
    specialRequests: '',
  }
  const { register, getValues, reset } = useForm<BookingFieldValues>({ defaultValues })
  const createBooking = useCreateBooking()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const values = getValues()
    const checkIn = range?.from
    const checkOut = range?.to
    const problem = bookingDraftError({ checkIn, checkOut, ...values })
    if (problem || !checkIn || !checkOut) {
      toast.error('Error', { description: problem ?? undefined })
      return
    }
    createBooking.mutate(
      {
        villaId,
        checkIn: toIsoDate(checkIn),
        checkOut: toIsoDate(checkOut),
        guestsCount: values.guestsCount,
        totalPrice: quoteStay(checkIn, checkOut, prices, pricePerNight).total,
        guestName: values.guestName,
        guestEmail: values.guestEmail,
        guestPhone: values.guestPhone,
        specialRequests: values.specialRequests,
      },
      {
        onSuccess: () => {
          toast.success('Booking Request Submitted', {
            description: "We'll contact you within 24 hours to confirm your booking.",
          })
          setRange(undefined)
          reset(defaultValues)
        },
        onError: (error) => {
          console.error('Failed to submit booking request', error)
          toast.error('Error', {
            description: 'Failed to submit booking request. Please try again.',
          })
        },
      },
    )
  }

  return (
    <div className="rounded-lg border border-border/70 bg-card p-6 shadow-xl shadow-navy/5 md:p-8">
      <p className="text-sm text-muted-foreground">
        <span className="font-display text-3xl font-semibold text-navy">
          {formatEuro(pricePerNight)}
        </span>{' '}
        / night
      </p>
      <p className="mt-1 text-xs uppercase tracking-[0.15em] text-gold-dark">Request to book</p>
      <form onSubmit={handleSubmit} className="mt-6 grid gap-5" aria-label="Booking request">
        <DateRangePicker
          today={today}
          range={range}
          onRangeChange={setRange}
          prices={prices}
          basePrice={pricePerNight}
          unavailable={unavailable}
        />
        {range?.from && range.to && (
          <StaySummary
            checkIn={range.from}
            checkOut={range.to}
            prices={prices}
            basePrice={pricePerNight}
          />
        )}
        <BookingFields register={register} maxGuests={maxGuests} />
        <Button type="submit" variant="gold" size="lg" disabled={createBooking.isPending}>
          {createBooking.isPending ? 'Submitting...' : 'Request to Book'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          No payment now. We confirm availability within 24 hours.
        </p>
      </form>
    </div>
  )
}
