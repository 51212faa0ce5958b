import { addDays, addMonths, min } from 'date-fns'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { LoadError } from '@/components/feedback/load-error'
import { Button } from '@/components/ui/button'
import { SEND_FAILED, useCreateBooking } from '@/features/booking/api/create-booking'
import { useStayQuote } from '@/features/booking/api/get-stay-quote'
import { useUnavailableDates } from '@/features/booking/api/get-unavailable-dates'
import { useVillaCalendar } from '@/features/booking/api/get-villa-calendar'
import type { Changeover, StayRange } from '@/features/booking/lib/availability'
import { quoteStay } from '@/features/booking/lib/pricing'
import {
  BOOKING_FIELD_ORDER,
  bookingErrorToast,
  bookingFieldErrors,
  type BookingFieldErrors,
} from '@/features/booking/lib/validate-booking'
import {
  bookingFieldIds,
  bookingFieldNames as names,
  fieldErrorProps,
} from '@/features/booking/lib/booking-fields'
import type { RequestSentState } from '@/features/booking/lib/request-sent-state'
import { paths } from '@/config/paths'
import { isoDay, parisToday } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { BookingFields, FieldError } from './booking-fields'
import { DatesField } from './dates-field'
import { STAY_PROBLEM_ID, StaySummary } from './stay-summary'
import { TERMS_FIELD_ID, TERMS_REQUIRED, termsAccepted } from './terms-acceptance'
import { refusalMessage, throttleMessage } from '@/lib/refusals'
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

const fieldOfName = (name: string) =>
  (Object.keys(names) as (keyof typeof names)[]).find((field) => names[field] === name)

/** The booking trigger's own sentence (a booking rule's refusal), in the guest's words. */
const databaseReason = (error: unknown) => refusalMessage(error, 'bookingRule')

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
  /** Guests carried from a search (/villa/:id?guests=8). */
  initialGuests?: number
}

export function BookingWidget({
  villaId,
  pricePerNight,
  fromPrice,
  maxGuests,
  horizonMonths,
  initialRange,
  changeover = 'full_day',
  initialGuests,
}: BookingWidgetProps) {
  const [today] = useState(() => parisToday())
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
  const defaultGuests = Math.min(initialGuests ?? DEFAULT_GUESTS, maxGuests)
  // Issue 20 bridge until the form asks for adults and children: every guest is an adult.
  const [guests, setGuests] = useState(defaultGuests)
  const quote = useStayQuote(
    villaId,
    stay ? isoDay(stay.from) : undefined,
    stay ? isoDay(stay.to) : undefined,
    { adults: guests >= 1 ? guests : 1, children: 0, extras: [] },
  )
  const createBooking = useCreateBooking()
  const submission = useSubmissionId()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<BookingFieldErrors>({})
  const [sendError, setSendError] = useState<string | null>(null)
  // The database would refuse the stay with these words (shown beside the dates).
  const stayProblem = quote.data && !quote.data.bookable ? quote.data.problem : null

  const handleRangeChange = (next: StayRange | undefined) => {
    setRange(next)
    setErrors(({ dates: _dates, ...others }) => others)
  }

  // Typing in a field clears its message: the guest sees it was heard.
  const handleInput = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOfName((event.target as HTMLInputElement).name)
    if (field === 'guestsCount') {
      const count = Number((event.target as HTMLInputElement).value)
      if (Number.isInteger(count) && count >= 1 && count <= maxGuests) setGuests(count)
    }
    if (field && errors[field]) setErrors(({ [field]: _cleared, ...others }) => others)
    setSendError(null)
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
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
    const found = bookingFieldErrors({ checkIn, checkOut, maxGuests, ...values })
    setErrors(found)
    setSendError(null)
    const accepted = termsAccepted(data)
    const problem =
      bookingErrorToast(found) ?? stayProblem?.message ?? (accepted ? null : TERMS_REQUIRED)
    if (problem || !checkIn || !checkOut) {
      toast.error('Error', { description: problem ?? undefined })
      const first = BOOKING_FIELD_ORDER.find((field) => found[field])
      const termsFirst = !first && !stayProblem && checkIn && checkOut && !accepted
      document
        .getElementById(termsFirst ? TERMS_FIELD_ID : bookingFieldIds[first ?? 'dates'])
        ?.focus()
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
      adults: values.guestsCount,
      children: 0,
      extras: [],
      termsAccepted: accepted,
    }
    const bookingId = submission.idFor(request)
    createBooking.mutate(
      { ...request, submissionId: bookingId },
      {
        onSuccess: () => {
          submission.settle()
          toast.success('Booking Request Submitted', {
            description: "We'll contact you within 24 hours to confirm your booking.",
          })
          // The confirmation has its own address; the email rides in the history entry (it
          // survives a reload, never lands in the address) to read the request back.
          const state: RequestSentState = { guestEmail: request.guestEmail.trim() }
          navigate(paths.bookingRequestSent.href(villaId, bookingId), { state })
        },
        onError: (error) => {
          console.error('Failed to submit booking request', error)
          const throttled = throttleMessage(error)
          // The form keeps everything typed; the database's own reason stays beside the button
          // (the toast comes from the mutation: api/create-booking.ts).
          setSendError(throttled ?? databaseReason(error) ?? SEND_FAILED)
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
      <form
        onSubmit={handleSubmit}
        onInput={handleInput}
        noValidate
        className="mt-6 grid gap-5"
        aria-label="Booking request"
      >
        {calendarState === 'error' ? (
          <LoadError
            title="The calendar could not load."
            onRetry={() => Promise.all([availability.refetch(), calendar.refetch()])}
            isRetrying={availability.isFetching || calendar.isFetching}
            className="rounded-md border border-border/70 py-8"
          />
        ) : (
          <div className="grid gap-2">
            <DatesField
              isLoading={calendarState === 'loading'}
              today={today}
              range={range}
              onRangeChange={handleRangeChange}
              prices={prices}
              basePrice={pricePerNight}
              unavailable={unavailable}
              lastCheckIn={lastCheckIn}
              rules={rules}
              changeover={changeover}
              triggerProps={{
                id: bookingFieldIds.dates,
                ...(stayProblem && !errors.dates
                  ? { 'aria-invalid': true, 'aria-describedby': STAY_PROBLEM_ID }
                  : fieldErrorProps('dates', errors)),
              }}
            />
            <FieldError field="dates" errors={errors} />
          </div>
        )}
        {stay && (
          <StaySummary
            quote={quote.data}
            isError={quote.isError}
            onRetry={() => void quote.refetch()}
          />
        )}
        <BookingFields maxGuests={maxGuests} defaultGuests={defaultGuests} errors={errors} />
        {sendError && (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {sendError}
          </p>
        )}
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
