import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { dataOf } from '@/lib/api'
import { createQueryClient } from '@/lib/query-client'
import { Toaster } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/lib/i18n/locale'
import { BookingWidget } from '@/features/booking/components/booking-widget'
import type { CreateBookingInput } from '@/features/booking/api/create-booking'

// The feature's api modules are stubbed: these tests are about the form, not the backend.
const api = vi.hoisted(() => ({
  createBooking: vi.fn<(input: unknown) => Promise<void>>(),
}))

vi.mock('@/features/booking/api/create-booking', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/booking/api/create-booking')>()
  return {
    ...actual,
    useCreateBooking: () =>
      useMutation({ mutationFn: api.createBooking, meta: { errorToast: actual.sendFailedToast } }),
  }
})
// The calendar: €1,200 on July 11th; from July 25th, a season of Saturday arrivals, 7 nights
// minimum and Saturday departures.
const calendarRules = vi.hoisted(() => {
  const rules = new Map<string, unknown>()
  for (let day = 1; day <= 31; day++) {
    const date = `2026-08-${String(day).padStart(2, '0')}`
    rules.set(date, {
      canArrive: new Date(`${date}T00:00:00`).getDay() === 6,
      minNights: 7,
      departureWeekdays: [6],
      seasonName: 'High Summer',
    })
  }
  return rules
})
vi.mock('@/features/booking/api/get-villa-calendar', () => ({
  useVillaCalendar: () => ({
    data: { prices: new Map([['2026-07-11', 1200]]), rules: calendarRules },
    refetch: () => undefined,
  }),
}))
// The villa's optional extras: a chef's dinner all year, a boat day only in the July season.
vi.mock('@/features/booking/api/get-villa-extras', () => ({
  useVillaExtras: () => ({
    data: [
      {
        id: 'e0000000-0000-4000-8000-000000000001',
        name: "Private chef's dinner",
        description: 'A four-course dinner cooked at the villa',
        amount: 95,
        unit: 'per_guest',
        display_order: 1,
        season_id: null,
        season: null,
      },
      {
        id: 'e0000000-0000-4000-8000-000000000002',
        name: 'Boat day',
        description: '',
        amount: 900,
        unit: 'per_stay',
        display_order: 2,
        season_id: 's0000000-0000-4000-8000-000000000001',
        season: {
          start_date: '2026-07-01',
          end_date: '2026-07-31',
          priority: 1,
          is_active: true,
          created_at: '2026-01-01T00:00:00Z',
        },
      },
    ],
  }),
}))
const VILLA_ID_FOR_MOCKS = vi.hoisted(() => 'a1000000-0000-4000-8000-000000000001')
// The unavailable days as loaded, or a load still running or failed (set per test).
const availability = vi.hoisted(() => ({
  state: 'loaded' as 'loaded' | 'pending' | 'failed',
  refetch: (() => undefined) as () => unknown,
}))
vi.mock('@/features/booking/api/get-unavailable-dates', () => ({
  useUnavailableDates: () =>
    availability.state === 'loaded'
      ? { data: ['2026-07-20'], isPending: false, isError: false }
      : {
          data: undefined,
          isPending: availability.state === 'pending',
          isError: availability.state === 'failed',
          isFetching: false,
          refetch: availability.refetch,
        },
}))
// quote_stay as the database answers it: €1,000 a night, €1,200 on July 11th, and the rule
// the test sets in `quoteProblem`.
const quoteProblem = vi.hoisted(() => ({
  current: null as { rule: string; message: string; message_fr: string | null } | null,
}))
// The party each quote was asked for (adults, children, extras).
const quotedParties = vi.hoisted(() => [] as unknown[])
vi.mock('@/features/booking/api/get-stay-quote', async () => {
  const { addDays, format } = await import('date-fns')
  return {
    useStayQuote: (_villaId: string, checkIn?: string, checkOut?: string, party?: unknown) => {
      quotedParties.push(party)
      if (!checkIn || !checkOut) return { data: undefined, isError: false, refetch: vi.fn() }
      const nights = []
      for (
        let d = new Date(`${checkIn}T00:00:00`);
        format(d, 'yyyy-MM-dd') < checkOut;
        d = addDays(d, 1)
      ) {
        const date = format(d, 'yyyy-MM-dd')
        nights.push({ date, price: date === '2026-07-11' ? 1200 : 1000 })
      }
      const total = nights.reduce((sum, night) => sum + night.price, 0)
      const problem = quoteProblem.current
      const line = (label: string, amount: number) => ({
        kind: 'nights',
        label,
        basis: null,
        quantity: 1,
        unit_amount: amount,
        amount,
        charge_id: null,
      })
      // The whole offer as quote_stay words it (no tax: the villa has no commune).
      const offer = {
        lines: [
          line(`${nights.length - 1} nights × €1,000`, total - 1200),
          line('1 night × €1,200', 1200),
        ],
        total,
        securityDeposit: 5000,
        payments: [{ kind: 'full', label: 'Full payment', due_on: '2026-07-04', amount: total }],
        cancellation: [
          { from_date: '2026-07-01', until_date: checkIn, charge_percent: 100, amount: total },
        ],
        reletFee: 250,
        taxNote: null,
        rounding: 'Amounts in euros, each line rounded to the cent (half up).',
      }
      return {
        data: { nights, nightCount: nights.length, total, bookable: !problem, problem, offer },
        isError: false,
        refetch: vi.fn(),
      }
    },
  }
})

const VILLA_ID = VILLA_ID_FOR_MOCKS

/** Where the form went after a request: the address and the history entry's state. */
function SentPage() {
  const location = useLocation()
  return (
    <p data-testid="sent-page">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  )
}

function renderWidget(
  changeover: 'full_day' | 'same_day' = 'full_day',
  initialParty: { adults: number; children: number } | undefined = undefined,
) {
  // The app's client: a failed mutation's toast comes from its mutation cache.
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/villa/${VILLA_ID}`]}>
        <Routes>
          <Route
            path="/villa/:id"
            element={
              <BookingWidget
                villaId={VILLA_ID}
                pricePerNight={1000}
                fromPrice={900}
                maxGuests={6}
                horizonMonths={18}
                changeover={changeover}
                initialParty={initialParty}
              />
            }
          />
          <Route path="/villa/:id/request-sent/:bookingId" element={<SentPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
  // Radix's modal popover briefly marks the page pointer-events: none while it mounts; the
  // end-to-end tests click the real calendar in Chromium.
  return userEvent.setup({ pointerEventsCheck: 0 })
}

const dayButton = (iso: string) =>
  screen.getByRole('button', {
    name: new RegExp(format(new Date(`${iso}T00:00:00`), 'EEEE, MMMM do, yyyy')),
  })

/** Opens the calendar (its code loads on demand) and waits for its days. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Check-in Add date Check-out Add date' }))
  await screen.findByRole('grid', {}, { timeout: 5000 })
}

async function pickDates(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await openCalendar(user)
  await user.click(dayButton(from))
  await user.click(dayButton(to))
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/full name/i), 'Ada Lovelace')
  await user.type(screen.getByLabelText(/email/i), 'ada@example.com')
  await user.clear(screen.getByLabelText(/^Adults/))
  await user.type(screen.getByLabelText(/^Adults/), '3')
  await user.clear(screen.getByLabelText('Children'))
  await user.type(screen.getByLabelText('Children'), '1')
  await user.type(screen.getByLabelText(/phone/i), '+44 20 7946 0000')
  await user.type(screen.getByLabelText(/special requests/i), 'Late arrival')
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Booking' }))
}

describe('BookingWidget', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T09:00:00') })
    api.createBooking.mockReset()
    quoteProblem.current = null
    quotedParties.length = 0
    availability.state = 'loaded'
  })
  afterEach(() => vi.useRealTimers())

  it("shows the database's from price in the header", () => {
    renderWidget()
    expect(screen.getByText('€900').parentElement).toHaveTextContent('From €900 / night')
  })

  it('asks for the dates before anything else', async () => {
    const user = renderWidget()
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    // In the toast and beside the dates. The first test of the file also waits for the form's
    // checks to load, seconds on a busy machine.
    expect(await screen.findByText('Error', {}, { timeout: 5_000 })).toBeInTheDocument()
    expect(screen.getAllByText('Please select check-in and check-out dates')).toHaveLength(2)
    expect(api.createBooking).not.toHaveBeenCalled()
  })

  it('asks for the name and email once the dates are chosen', async () => {
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await user.type(screen.getByLabelText(/email/i), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument()
    expect(api.createBooking).not.toHaveBeenCalled()
  })

  it('shows the nightly breakdown and the total of the chosen stay', async () => {
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    expect(screen.getByTestId('booking-total')).toHaveTextContent('€3,200')
    expect(screen.getByText('1 night × €1,200')).toBeInTheDocument()
    expect(screen.getByText('Total (3 nights)')).toBeInTheDocument()
    expect(screen.getByTestId('security-deposit')).toHaveTextContent('€5,000')
    expect(screen.getByTestId('offer-payment')).toHaveTextContent(
      'Full payment, due by 4 July 2026€3,200',
    )
    expect(screen.getByTestId('offer-cancellation')).toHaveTextContent(
      'Until 10 July 2026€3,200 (100 %)',
    )
    expect(
      screen.getByText(
        'Under article L221-28 12° of the French Consumer Code, there is no 14-day right of withdrawal for a stay booked for set dates.',
      ),
    ).toBeInTheDocument()
  })

  it('shows the offer after the party and extras that change it, then the Terms, then Request to Book', async () => {
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    const order = [
      screen.getByLabelText('Children'),
      screen.getByTestId('offer'),
      screen.getByRole('checkbox', { name: 'I accept the Terms of Booking' }),
      screen.getByRole('button', { name: 'Request to Book' }),
    ]
    for (const [before, after] of order.slice(0, -1).map((el, i) => [el, order[i + 1]!])) {
      expect(before!.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  it('quotes the stay for the adults and children typed, and keeps the last good party meanwhile', async () => {
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    expect(quotedParties.at(-1)).toEqual({ adults: 2, children: 0, extras: [] })
    await user.clear(screen.getByLabelText(/^Adults/))
    await user.type(screen.getByLabelText(/^Adults/), '4')
    await user.clear(screen.getByLabelText('Children'))
    await user.type(screen.getByLabelText('Children'), '2')
    expect(quotedParties.at(-1)).toEqual({ adults: 4, children: 2, extras: [] })
    // 4 + 3 is more than the villa's 6: the quote stays on 4 + 2.
    await user.clear(screen.getByLabelText('Children'))
    await user.type(screen.getByLabelText('Children'), '3')
    expect(quotedParties.at(-1)).toEqual({ adults: 4, children: 2, extras: [] })
  })

  it('says children pay no tourist tax, beside adults and children', () => {
    renderWidget()
    expect(screen.getByLabelText(/^Adults/)).toHaveAccessibleDescription(
      'Up to 6 guests. Children under 18 pay no tourist tax.',
    )
    expect(screen.getByLabelText('Children')).toHaveAccessibleDescription(
      'Up to 6 guests. Children under 18 pay no tourist tax.',
    )
  })

  it('offers the extras of the stay’s season with their price basis, and quotes the ticked ones', async () => {
    const user = renderWidget()
    // Before dates, only the all-year extra.
    expect(screen.queryByRole('checkbox', { name: /Boat day/ })).not.toBeInTheDocument()
    const chef = screen.getByRole('checkbox', { name: /Private chef's dinner/ })
    expect(chef.closest('label')).toHaveTextContent('€95 per guest')
    await pickDates(user, '2026-07-10', '2026-07-13')
    const boat = screen.getByRole('checkbox', { name: /Boat day/ })
    expect(boat.closest('label')).toHaveTextContent('€900 per stay')
    await user.click(chef)
    await user.click(boat)
    expect(quotedParties.at(-1)).toEqual({
      adults: 2,
      children: 0,
      extras: ['e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002'],
    })
    // An August stay is out of the boat's season: no longer offered, nor quoted.
    await user.click(screen.getByRole('button', { name: /^Check-in/ }))
    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }))
    await user.click(dayButton('2026-08-01'))
    await user.click(dayButton('2026-08-08'))
    expect(screen.queryByRole('checkbox', { name: /Boat day/ })).not.toBeInTheDocument()
    expect(quotedParties.at(-1)).toEqual({
      adults: 2,
      children: 0,
      extras: ['e0000000-0000-4000-8000-000000000001'],
    })
  })

  it('sends nothing until the Terms of Booking are accepted, and says so next to the box', async () => {
    // Never answered: the success toast of this test would linger into the next.
    api.createBooking.mockReturnValue(new Promise(() => {}))
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await fillGuest(user)
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms of Booking' })
    await user.click(terms) // untick what fillGuest ticked
    expect(screen.getByRole('link', { name: 'Terms of Booking' })).toHaveAttribute('href', '/terms')
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(terms).toHaveAccessibleDescription('Please accept the Terms of Booking')
    expect(terms).toHaveFocus()
    expect(api.createBooking).not.toHaveBeenCalled()
    await user.click(terms)
    expect(terms).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(api.createBooking.mock.calls[0][0]).toMatchObject({ termsAccepted: true })
  })

  it("shows the database's reason beside the price, and sends nothing it would refuse", async () => {
    quoteProblem.current = {
      rule: 'min_nights',
      message: 'Minimum 7 nights',
      message_fr: '7\u00a0nuits minimum',
    }
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    expect(screen.getByTestId('booking-total')).toHaveTextContent('€3,200')
    expect(screen.getByTestId('stay-problem')).toHaveTextContent('Minimum 7 nights')
    await fillGuest(user)
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(await screen.findAllByText('Minimum 7 nights')).toHaveLength(2)
    expect(api.createBooking).not.toHaveBeenCalled()
  })

  it('sends the request, then opens its confirmation with the email in the history entry', async () => {
    api.createBooking.mockResolvedValue(undefined)
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await fillGuest(user)
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))

    expect(await screen.findByText('Booking Request Submitted')).toBeInTheDocument()
    expect(
      screen.getByText("We'll contact you within 24 hours to confirm your booking."),
    ).toBeInTheDocument()
    const sent = api.createBooking.mock.calls[0][0] as CreateBookingInput
    expect(sent).toMatchObject({
      villaId: VILLA_ID,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      guestsCount: 4,
      totalPrice: 3200,
      guestName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      adults: 3,
      children: 1,
      extras: [],
      termsAccepted: true,
    })
    // The request's id is the row's id: the confirmation reads it back with the email.
    // The router navigates in a transition: the page arrives a moment later.
    expect(await screen.findByTestId('sent-page')).toHaveTextContent(
      `/villa/${VILLA_ID}/request-sent/${sent.submissionId} {"guestEmail":"ada@example.com"}`,
    )
  })

  it('says what is wrong next to each field at fault, and focuses the first', async () => {
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await user.type(screen.getByLabelText(/email/i), 'ada@example')
    await user.clear(screen.getByLabelText('Children'))
    await user.type(screen.getByLabelText('Children'), '5')
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))

    const name = screen.getByLabelText(/full name/i)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Please enter your full name')
    expect(name).toHaveFocus()
    expect(screen.getByLabelText(/email/i)).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com',
    )
    expect(screen.getByLabelText('Children')).toHaveAccessibleDescription(
      'Between 1 and 6 guests, children included Up to 6 guests. Children under 18 pay no tourist tax.',
    )
    expect(screen.getByLabelText(/phone/i)).not.toHaveAttribute('aria-invalid')
    expect(
      (await screen.findAllByText('Please fill in all required fields')).length,
    ).toBeGreaterThan(0)
    expect(api.createBooking).not.toHaveBeenCalled()
    // Nothing typed is lost, and typing clears that field's message.
    expect(screen.getByLabelText(/email/i)).toHaveValue('ada@example')
    await user.type(name, 'Ada')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument()
  })

  it('checks again only when sent: a message goes as its field is typed in, and only that one', async () => {
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await user.type(screen.getByLabelText(/email/i), 'ada@example')
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    const email = screen.getByLabelText(/email/i)
    expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com',
    )
    // Still no valid address, yet the guest is not told off while typing.
    await user.type(email, 'x')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/full name/i)).toHaveAccessibleDescription(
      'Please enter your full name',
    )
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com',
    )
    expect(api.createBooking).not.toHaveBeenCalled()
  })

  it('marks the dates when none are chosen', async () => {
    const user = renderWidget()
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    const dates = screen.getByRole('button', { name: 'Check-in Add date Check-out Add date' })
    expect(dates).toHaveAttribute('aria-invalid', 'true')
    expect(dates).toHaveAccessibleDescription('Please select check-in and check-out dates')
    expect(dates).toHaveFocus()
  })

  it('starts with the adults and children a search carried, within the villa’s capacity', () => {
    renderWidget('full_day', { adults: 4, children: 5 })
    expect(screen.getByLabelText(/^Adults/)).toHaveValue(4)
    expect(screen.getByLabelText('Children')).toHaveValue(2)
  })

  it('keeps every field when the request fails', async () => {
    api.createBooking.mockRejectedValue(new Error('network down'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await fillGuest(user)
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))

    expect(
      await screen.findAllByText('Failed to submit booking request. Please try again.'),
    ).toHaveLength(2)
    // Beside the button as well as in the toast, which vanishes.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to submit booking request. Please try again.',
    )
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText(/email/i)).toHaveValue('ada@example.com')
    expect(screen.getByLabelText(/^Adults/)).toHaveValue(3)
    expect(screen.getByLabelText('Children')).toHaveValue(1)
    expect(screen.getByLabelText(/special requests/i)).toHaveValue('Late arrival')
    const dates = screen.getByRole('button', { name: /^Check-in \w{3} \d{2}, \d{4} Check-out/ })
    expect(within(dates).getByText('Jul 10, 2026')).toBeInTheDocument()
    expect(within(dates).getByText('Jul 13, 2026')).toBeInTheDocument()
  })

  /** The booking trigger's refusal as PostgREST answers it (French in its hint), thrown by the api layer. */
  function refuseAsUnavailable() {
    api.createBooking.mockImplementation(async () =>
      dataOf({
        data: null,
        error: {
          code: 'P0001',
          message: 'These dates are not available',
          details: 'quote_stay.unavailable',
          hint: 'Ces dates ne sont pas disponibles',
        },
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
  }

  it('says the booking rule the database refused the request with beside the button', async () => {
    refuseAsUnavailable()
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await fillGuest(user)
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('These dates are not available')
  })

  describe('in French', () => {
    afterEach(() => applyLocale('en'))

    it('says the French refusal the database sent as its hint beside the button', async () => {
      applyLocale('fr')
      refuseAsUnavailable()
      const user = renderWidget()
      await user.click(
        screen.getByRole('button', { name: 'Arrivée Ajouter une date Départ Ajouter une date' }),
      )
      await screen.findByRole('grid', {}, { timeout: 5000 })
      await user.click(screen.getByRole('button', { name: /vendredi 10 juillet 2026/ }))
      await user.click(screen.getByRole('button', { name: /lundi 13 juillet 2026/ }))
      await user.type(screen.getByLabelText(/^Nom complet/), 'Ada Lovelace')
      await user.type(screen.getByLabelText(/^E-mail/), 'ada@example.com')
      await user.click(screen.getByRole('checkbox', { name: /^J’accepte les/ }))
      await user.click(screen.getByRole('button', { name: 'Demander à réserver' }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Ces dates ne sont pas disponibles')
      expect(alert).not.toHaveTextContent('These dates are not available')
    })
  })

  it('disables check-out days from the first unavailable day after the check-in', async () => {
    const user = renderWidget()
    await openCalendar(user)
    await user.click(dayButton('2026-07-15'))
    expect(dayButton('2026-07-19')).toBeEnabled()
    expect(dayButton('2026-07-19')).toHaveAttribute('title', '4 nights, €4,000 total')
    expect(dayButton('2026-07-20')).toBeDisabled()
    expect(dayButton('2026-07-22')).toBeDisabled()
  })

  it('says the arrival rule above the calendar as soon as it opens', async () => {
    const user = renderWidget()
    await openCalendar(user)
    expect(screen.getByTestId('stay-rules-notice')).toHaveTextContent(
      'Saturday arrivals only · 7 nights minimum · departures on Saturday',
    )
  })

  it('follows the stay rules: only Saturday arrivals, then 7 nights to a Saturday departure', async () => {
    const user = renderWidget()
    await openCalendar(user)
    await user.click(screen.getByRole('button', { name: /next month/i }))
    // Wednesday August 5th is no arrival day; Saturday August 8th is.
    expect(dayButton('2026-08-05')).toBeDisabled()
    await user.click(dayButton('2026-08-08'))
    expect(
      screen.getByText('Minimum 7 nights in High Summer · departures on Saturday'),
    ).toBeInTheDocument()
    expect(dayButton('2026-08-11')).toBeDisabled()
    expect(dayButton('2026-08-11')).toHaveAccessibleName(/Minimum 7 nights in High Summer/)
    expect(dayButton('2026-08-15')).toBeEnabled()
    expect(dayButton('2026-08-16')).toBeDisabled()
    expect(dayButton('2026-08-16')).toHaveAccessibleName(/Departures are on Saturday/)
    expect(dayButton('2026-08-22')).toBeEnabled()
  })

  it('at a same-day changeover villa, ends a stay on the next taken day and starts one the day before it', async () => {
    const user = renderWidget('same_day')
    await openCalendar(user)
    // July 20th is taken: July 19th can be a check-in (one night), as it cannot at a full-day villa.
    expect(dayButton('2026-07-19')).toBeEnabled()
    await user.click(dayButton('2026-07-15'))
    expect(dayButton('2026-07-20')).toBeEnabled()
    expect(dayButton('2026-07-21')).toBeDisabled()
  })

  it('at a full-day villa, keeps a day between stays', async () => {
    const user = renderWidget('full_day')
    await openCalendar(user)
    expect(dayButton('2026-07-19')).toBeDisabled()
    await user.click(dayButton('2026-07-15'))
    expect(dayButton('2026-07-19')).toBeEnabled()
    expect(dayButton('2026-07-20')).toBeDisabled()
  })

  it('shows "Submitting..." on a disabled button while sending', async () => {
    api.createBooking.mockReturnValue(new Promise(() => {}))
    const user = renderWidget()
    await pickDates(user, '2026-07-10', '2026-07-13')
    await fillGuest(user)
    await user.click(screen.getByRole('button', { name: 'Request to Book' }))
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
  })

  it('keeps the calendar shut until the taken days are known', () => {
    availability.state = 'pending'
    renderWidget()
    expect(
      screen.getByRole('button', { name: 'Check-in Add date Check-out Add date' }),
    ).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability...')
  })

  it('never shows days as free when the taken days failed to load, and offers to try again', async () => {
    availability.state = 'failed'
    const refetch = vi.fn()
    availability.refetch = refetch
    const user = renderWidget()
    expect(screen.queryByRole('button', { name: /^Check-in/ })).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The calendar could not load.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })
})
