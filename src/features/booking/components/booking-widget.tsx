import { addDays, addMonths, min, startOfToday } from 'date-fns'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { LoadError } from '@/components/feedback/load-error'
import { Button } from '@/components/ui/button'
import { useCreateBooking } from '@/features/booking/api/create-booking'
import { useStayQuote } from '@/features/booking/api/get-stay-quote'
import { useUnavailableDates } from '@/features/booking/api/get-unavailable-dates'
import { useVillaCalendar } from '@/features/booking/api/get-villa-calendar'
import type { Changeover, StayRange } from '@/features/booking/lib/availability'
import { quoteStay } from '@/features/booking/lib/pricing'
import { bookingDraftError } from '@/features/booking/lib/validate-booking'
import { isoDay } from '@/features/booking/lib/iso-day'
import { formatEuro } from '@/lib/money'
import { BookingFields, bookingFieldNames as names } from './booking-fields'
import { DatesField } from './dates-field'
import { StaySummary } from './stay-summary'
import { throttleMessage } from '@/lib/throttle-message'
import { useSubmissionId } from '@/lib/submission-id'
import type { RulesByDay } from '@/features/booking/lib/stay-rules'

/** Beyond the last check-in, prices and availability cover a month of check-out days. */
const CHECK_OUT_DAYS_AFTER_HORIZON = 31
/** get_villa_prices answers at most 731 days at a time. */
const MAX_PRICE_DAYS = 730
const DEFAULT_GUESTS = 2
const EMPTY_PRICES = new Map<string, number>()
const NO_DAYS: string[] = []
const NO_RULES: RulesByDay = new Map()

interface BookingWidgetProps {
  villaId: string
  pricePerNight: number
  /** The villa's one from price (villas.from_price), the figure every card shows. */
  fromPrice: number
  maxGuests: number
  /** How far ahead the villa takes bookings (the last check-in day). */
  horizonMonths: number
  /** Dates carried from a search (/villa/:id?check_in=…&check_out=…). */
  initialRange?: StayRange
  /** Whether a stay may begin on another stay's check-out day. */
  changeover?: Changeover
}

export function BookingWidget({
  villaId,
  pricePerNight,
  fromPrice,
  maxGuests,
  horizonMonths,
  initialRange,
  changeover = 'full_day',
}: BookingWidgetProps) {
  const [today] = useState(startOfToday)
  const from = isoDay(today)
  const lastCheckIn = addMonths(today, horizonMonths)
  // One request each for the whole bookable horizon: every day of the calendar has its price.
  const to = isoDay(
    min([addDays(lastCheckIn, CHECK_OUT_DAYS_AFTER_HORIZON), addDays(today, MAX_PRICE_DAYS)]),
  )
  const calendar = useVillaCalendar(villaId, from, to)
  const prices = calendar.data?.prices ?? EMPTY_PRICES
  const rules = calendar.data?.rules ?? NO_RULES
  const availability = useUnavailableDates(villaId, from, to)
  const unavailable = availability.data ?? NO_DAYS
  // Days are only pickable once both their availability and their rules are known: a failed
  // load must never make booked days look free.
  const calendarState =
    availability.isError || calendar.isError
      ? 'error'
      : availability.isPending || calendar.isPending
        ? 'loading'
        : 'ready'
  const [range, setRange] = useState<StayRange | undefined>(initialRange)
  const stay = range?.from && range.to ? { from: range.from, to: range.to } : undefined
  const quote = useStayQuote(
    villaId,
    stay ? isoDay(stay.from) : undefined,
    stay ? isoDay(stay.to) : undefined,
  )
  const defaultGuests = Math.min(DEFAULT_GUESTS, maxGuests)
  const createBooking = useCreateBooking()
  const submission = useSubmissionId()

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const values = {
      guestName: text(names.guestName),
      guestEmail: text(names.guestEmail),
      guestsCount: Number(text(names.guestsCount)),
      guestPhone: text(names.guestPhone),
      specialRequests: text(names.specialRequests),
    }
    const checkIn = range?.from
    const checkOut = range?.to
    const problem = bookingDraftError({ checkIn, checkOut, ...values })
    if (problem || !checkIn || !checkOut) {
      toast.error('Error', { description: problem ?? undefined })
      return
    }
    // The database would refuse it with the same words: say so before the guest sends it.
    if (quote.data && !quote.data.bookable && quote.data.problem) {
      toast.error('Error', { description: quote.data.problem.message })
      return
    }
    const request = {
      villaId,
      checkIn: isoDay(checkIn),
      checkOut: isoDay(checkOut),
      guestsCount: values.guestsCount,
      // What the database quoted; it stores its own total in any case.
      totalPrice: quote.data?.total ?? quoteStay(checkIn, checkOut, prices, pricePerNight).total,
      guestName: values.guestName,
      guestEmail: values.guestEmail,
      guestPhone: values.guestPhone,
      specialRequests: values.specialRequests,
    }
    createBooking.mutate(
      { ...request, submissionId: submission.idFor(request) },
      {
        onSuccess: () => {
          submission.settle()
          toast.success('Booking Request Submitted', {
            description: "We'll contact you within 24 hours to confirm your booking.",
          })
          setRange(undefined)
          // Back to the fields' defaults: empty texts, guests 2.
          form.reset()
        },
        onError: (error) => {
          console.error('Failed to submit booking request', error)
          toast.error('Error', {
            description:
              throttleMessage(error) ?? 'Failed to submit booking request. Please try again.',
          })
        },
      },
    )
  }

  return (
    <div className="rounded-lg border border-border/70 bg-card p-6 shadow-xl shadow-navy/5 md:p-8">
      <p className="text-sm text-muted-foreground">
        From{' '}
        <span className="font-display text-3xl font-semibold text-navy">
          {formatEuro(fromPrice)}
        </span>{' '}
        / night
      </p>
      <p className="mt-1 text-xs uppercase tracking-[0.15em] text-gold-dark">Request to book</p>
      <form onSubmit={handleSubmit} className="mt-6 grid gap-5" aria-label="Booking request">
        {calendarState === 'error' ? (
          <LoadError
            title="The calendar could not load."
            onRetry={() => Promise.all([availability.refetch(), calendar.refetch()])}
            isRetrying={availability.isFetching || calendar.isFetching}
            className="rounded-md border border-border/70 py-8"
          />
        ) : (
          <DatesField
            isLoading={calendarState === 'loading'}
            today={today}
            range={range}
            onRangeChange={setRange}
            prices={prices}
            basePrice={pricePerNight}
            unavailable={unavailable}
            lastCheckIn={lastCheckIn}
            rules={rules}
            changeover={changeover}
          />
        )}
        {stay && (
          <StaySummary
            quote={quote.data}
            isError={quote.isError}
            onRetry={() => void quote.refetch()}
          />
        )}
        <BookingFields maxGuests={maxGuests} defaultGuests={defaultGuests} />
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
