import { zodResolver } from '@hookform/resolvers/zod'
import { addDays, addMonths, min } from 'date-fns'
import { useMemo, useState, type FormEvent } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { LoadError } from '@/components/feedback/load-error'
import { Button } from '@/components/ui/button'
import { useCreateBooking } from '@/features/booking/api/create-booking'
import { quoteProblemText } from '@/components/offer/offer-text'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import { useStayQuote } from '@/features/booking/api/get-stay-quote'
import { useUnavailableDates } from '@/features/booking/api/get-unavailable-dates'
import { useVillaCalendar } from '@/features/booking/api/get-villa-calendar'
import { useVillaExtras } from '@/features/booking/api/get-villa-extras'
import { partyWithin, typedParty, type Party } from '@/features/booking/lib/party'
import { offeredExtras } from '@/features/booking/lib/villa-extras'
import type { Changeover, StayRange } from '@/features/booking/lib/availability'
import { quoteStay } from '@/features/booking/lib/pricing'
import {
  BOOKING_FIELD_ORDER,
  bookingErrorToast,
  type BookingField,
  type BookingFieldErrors,
  type BookingFormValues,
} from '@/features/booking/lib/validate-booking'
import type { BookingFormOutput } from '@/features/booking/lib/booking-form-schema'
import { lazyResolver } from '@/lib/form-rules'
import { bookingFieldIds, fieldErrorProps } from '@/features/booking/lib/booking-fields'
import type { RequestSentState } from '@/features/booking/lib/request-sent-state'
import { paths } from '@/config/paths'
import { isoDay, parisToday } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { BookingFields, FieldError } from './booking-fields'
import { DatesField } from './dates-field'
import { ExtrasField } from './extras-field'
import { STAY_PROBLEM_ID, StayProblem, StaySummary } from './stay-summary'
import { TERMS_FIELD_ID, TermsAcceptance } from './terms-acceptance'
import { refusalMessage, throttleMessage } from '@/lib/refusals'
import { useSubmissionId } from '@/lib/submission-id'
import type { RulesByDay } from '@/features/booking/lib/stay-rules'

/** Beyond the last check-in, prices and availability cover a month of check-out days. */
const CHECK_OUT_DAYS_AFTER_HORIZON = 31
/** get_villa_prices answers at most 731 days at a time. */
const MAX_PRICE_DAYS = 730
const DEFAULT_PARTY: Party = { adults: 2, children: 0 }
const EMPTY_PRICES = new Map<string, number>()
const NO_DAYS: string[] = []
const NO_RULES: RulesByDay = new Map()

const isBookingField = (name: string): name is BookingField => name in bookingFieldIds

/** Each field's message, as the form shows them. */
const messagesOf = (errors: FieldErrors<BookingFormValues>): BookingFieldErrors =>
  Object.fromEntries(
    BOOKING_FIELD_ORDER.flatMap((field) => {
      const message = errors[field]?.message
      return message ? [[field, message]] : []
    }),
  )

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
  /** Adults and children carried from a search (/villa/:id?adults=4&children=2). */
  initialParty?: Party
}

export function BookingWidget({
  villaId,
  pricePerNight,
  fromPrice,
  maxGuests,
  horizonMonths,
  initialRange,
  changeover = 'full_day',
  initialParty,
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
  const defaultParty = partyWithin(initialParty ?? DEFAULT_PARTY, maxGuests)
  // The checks load when the guest starts on the form (onFocus), not with the page; their
  // messages are in the page's language.
  const locale = currentLocale()
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('@/features/booking/lib/booking-form-schema').then(({ bookingFormSchema }) =>
          zodResolver(bookingFormSchema(maxGuests)),
        ),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
    [maxGuests, locale],
  )
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver,
    defaultValues: {
      dates: initialRange,
      guestName: '',
      guestEmail: '',
      adults: String(defaultParty.adults),
      children: String(defaultParty.children),
      extras: [],
      guestPhone: '',
      specialRequests: '',
    },
    // A message stays until the guest types in its field, then goes (handleInput); the first
    // field at fault takes the focus, the dates included (handleInvalid).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const range = form.watch('dates')
  const errors = messagesOf(form.formState.errors)
  const stay = range?.from && range.to ? { from: range.from, to: range.to } : undefined
  // The quote follows the adults and children typed while the villa takes them, and the extras
  // ticked that the stay can have (an extra of another season is not offered, nor sent).
  const [lastParty, setLastParty] = useState(defaultParty)
  const party = typedParty(form.watch('adults'), form.watch('children'), maxGuests, lastParty)
  if (party.adults !== lastParty.adults || party.children !== lastParty.children) {
    setLastParty(party)
  }
  const villaExtras = useVillaExtras(villaId)
  const checkInDay = stay ? isoDay(stay.from) : undefined
  const extras = useMemo(
    () => offeredExtras(villaExtras.data ?? [], checkInDay),
    [villaExtras.data, checkInDay],
  )
  const ticked = form.watch('extras')
  const chosenExtras = useMemo(
    () => extras.filter((extra) => ticked.includes(extra.id)).map((extra) => extra.id),
    [extras, ticked],
  )
  const quote = useStayQuote(villaId, checkInDay, stay ? isoDay(stay.to) : undefined, {
    ...party,
    extras: chosenExtras,
  })
  const createBooking = useCreateBooking()
  const submission = useSubmissionId()
  const navigate = useNavigate()
  const [sendError, setSendError] = useState<string | null>(null)
  // The database would refuse the stay with these words (shown beside the dates).
  const stayProblem = quote.data && !quote.data.bookable ? quote.data.problem : null

  const handleRangeChange = (next: StayRange | undefined) => {
    form.setValue('dates', next)
    form.clearErrors('dates')
  }

  // Typing in a field clears its message: the guest sees it was heard.
  const handleInput = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name
    if (isBookingField(field) && errors[field]) form.clearErrors(field)
    setSendError(null)
  }

  /** Says what is wrong (the toast, each message beside its field) and focuses the first. */
  const refuse = (found: BookingFieldErrors) => {
    toast.error(m.booking_error_title(), {
      description: bookingErrorToast(found) ?? (stayProblem && quoteProblemText(stayProblem)),
    })
    const first = BOOKING_FIELD_ORDER.find((field) => found[field]) ?? 'dates'
    document.getElementById(bookingFieldIds[first])?.focus()
  }

  const send = (values: BookingFormOutput) => {
    const checkIn = values.dates?.from
    const checkOut = values.dates?.to
    if (stayProblem || !checkIn || !checkOut) return refuse({})
    // The Terms checkbox (terms-acceptance.tsx) says its own message; the toast and focus are ours.
    const terms = document.getElementById(TERMS_FIELD_ID)
    if (!(terms instanceof HTMLInputElement && terms.checked)) {
      toast.error(m.booking_error_title(), { description: m.booking_terms_required() })
      terms?.focus()
      return
    }
    const request = {
      villaId,
      checkIn: isoDay(checkIn),
      checkOut: isoDay(checkOut),
      guestsCount: values.adults + values.children,
      // What the database quoted; it stores its own total in any case.
      totalPrice: quote.data?.total ?? quoteStay(checkIn, checkOut, prices, pricePerNight).total,
      guestName: values.guestName,
      guestEmail: values.guestEmail,
      guestPhone: values.guestPhone,
      specialRequests: values.specialRequests,
      adults: values.adults,
      children: values.children,
      extras: chosenExtras,
      termsAccepted: true,
    }
    const bookingId = submission.idFor(request)
    createBooking.mutate(
      { ...request, submissionId: bookingId },
      {
        onSuccess: () => {
          submission.settle()
          toast.success(m.booking_submitted_title(), {
            description: m.booking_submitted_description(),
          })
          // The confirmation has its own address; the email rides in the history entry (it
          // survives a reload, never lands in the address) to read the request back.
          const state: RequestSentState = { guestEmail: request.guestEmail.trim() }
          navigate(paths.bookingRequestSent.href(villaId, bookingId), { state })
        },
        onError: (error) => {
          console.error('Failed to submit booking request', error)
          // The form keeps everything typed; the database's own reason (a booking rule's, in the
          // page's language: lib/refusal-text.ts) stays beside the button (the toast comes from
          // the mutation: api/create-booking.ts).
          setSendError(
            throttleMessage(error) ??
              refusalMessage(error, 'bookingRule') ??
              m.booking_send_failed(),
          )
        },
      },
    )
  }

  return (
    <div className="rounded-lg border border-border/70 bg-card p-6 shadow-xl shadow-navy/5 md:p-8">
      <p className="text-sm text-muted-foreground">
        {m.booking_from()}{' '}
        <span className="font-display text-3xl font-semibold text-navy">
          {formatEuro(fromPrice)}
        </span>{' '}
        {m.booking_per_night_suffix()}
      </p>
      <p className="mt-1 text-xs uppercase tracking-[0.15em] text-gold-dark">
        {m.booking_request_eyebrow()}
      </p>
      <form
        onSubmit={(event) => {
          setSendError(null)
          form
            .handleSubmit(send, (found) => refuse(messagesOf(found)))(event)
            .catch((error: unknown) => {
              // The checks' code could not load (offline): nothing was sent, nothing is lost.
              console.error('Failed to check the booking request', error)
              toast.error(m.booking_error_title(), { description: m.booking_send_failed() })
              setSendError(m.booking_send_failed())
            })
        }}
        onFocus={resolver.preload}
        onInput={handleInput}
        noValidate
        className="mt-6 grid gap-5"
        aria-label={m.booking_form_label()}
      >
        {calendarState === 'error' ? (
          <LoadError
            title={m.booking_calendar_failed()}
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
        {stay && <StayProblem quote={quote.data} />}
        <BookingFields maxGuests={maxGuests} register={form.register} errors={errors} />
        <ExtrasField
          extras={extras}
          chosen={chosenExtras}
          onChange={(next) => form.setValue('extras', next)}
        />
        {/* The offer as chosen (party and extras above), then, last before sending, the Terms. */}
        {stay && (
          <StaySummary
            quote={quote.data}
            isError={quote.isError}
            onRetry={() => void quote.refetch()}
          />
        )}
        {stay && <TermsAcceptance />}
        {sendError && (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {sendError}
          </p>
        )}
        <Button type="submit" variant="gold" size="lg" disabled={createBooking.isPending}>
          {createBooking.isPending ? m.booking_submitting() : m.booking_submit()}
        </Button>
        <p className="text-center text-xs text-muted-foreground">{m.booking_no_payment_note()}</p>
      </form>
    </div>
  )
}
