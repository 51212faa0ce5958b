import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'
import { quoteStay, type StayQuoteArgs } from './support/stay-quote.ts'

// Issue 22: quote_stay words each booking rule's refusal once, in English (the spec's sentence,
// the refusal's key) and in French, and the booking trigger refuses a request with both: the
// English as the message, the rule as the detail and the French as the hint.

let db: DatabaseStack
beforeAll(async () => {
  db = await startDatabaseStack()
})
afterAll(() => db?.stop())

const NB = '\u00a0'

/** The first day at least `after` days ahead that falls on an ISO weekday (1 Monday … 7 Sunday). */
function nextWeekday(isoWeekday: number, after: number): string {
  const date = new Date(`${day(after)}T00:00:00Z`)
  while (((date.getUTCDay() + 6) % 7) + 1 !== isoWeekday) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}
const plus = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A published villa with these rules (columns of public.villas). */
async function villaWith(rules: Record<string, unknown>, maxGuests = 8) {
  const villa = await createVilla(db.service, { price_per_night: 400, max_guests: maxGuests })
  if (Object.keys(rules).length > 0) {
    await db.service.from('villas').update(rules).eq('id', villa).throwOnError()
  }
  return villa
}

async function season(villa: string, name: string, nameFr: string | null, from: string) {
  await db.service
    .from('seasonal_pricing')
    .insert({
      villa_id: villa,
      season_name: name,
      season_name_fr: nameFr,
      start_date: from,
      end_date: plus(from, 60),
      price_per_night: 900,
      min_nights: 7,
    })
    .throwOnError()
}

interface Case {
  name: string
  args: StayQuoteArgs
  rule: string
  message: string
  message_fr: string
}

async function cases(): Promise<Case[]> {
  const plain = await villaWith({})
  const hidden = await createVilla(db.service, { is_active: false })
  const horizon = await villaWith({ booking_horizon_months: 6 })
  const notice = await villaWith({ advance_notice_days: 3 })
  const oneDayNotice = await villaWith({ advance_notice_days: 1 })
  const oneMonth = await villaWith({ booking_horizon_months: 1 })
  const weekends = await villaWith({ arrival_weekdays: [6, 7] })
  const longWeekends = await villaWith({ arrival_weekdays: [5, 6, 7] })
  const saturdays = await villaWith({ departure_weekdays: [6] })
  const threeNights = await villaWith({ min_nights: 3 })
  const named = await villaWith({})
  await season(named, 'High Summer', 'Haute saison', day(60))
  const unnamed = await villaWith({})
  await season(unnamed, 'July and August', null, day(60))
  const fortnight = await villaWith({ max_nights: 14 })
  const oneNight = await villaWith({ max_nights: 1 })
  const single = await villaWith({}, 1)
  const taken = await villaWith({})
  await createConfirmedBooking(db.service, {
    villa_id: taken,
    check_in: day(30),
    check_out: day(35),
  })
  const stay = (villa: string, from: number, to: number, more: Partial<StayQuoteArgs> = {}) => ({
    p_villa_id: villa,
    p_check_in: day(from),
    p_check_out: day(to),
    ...more,
  })
  const wednesday = nextWeekday(3, 20)
  return [
    {
      name: 'an unpublished villa',
      args: stay(hidden, 20, 23),
      rule: 'villa',
      message: 'This villa is not available for booking',
      message_fr: 'Cette villa n’est pas ouverte à la réservation',
    },
    {
      name: 'dates in the wrong order',
      args: stay(plain, 23, 20),
      rule: 'dates',
      message: 'Check-out must be after check-in',
      message_fr: 'La date de départ doit suivre la date d’arrivée',
    },
    {
      name: 'a past check-in',
      args: stay(plain, -1, 2),
      rule: 'past',
      message: 'Check-in cannot be in the past',
      message_fr: 'La date d’arrivée ne peut pas être passée',
    },
    {
      name: 'beyond the horizon',
      args: stay(horizon, 200, 204),
      rule: 'horizon',
      message: 'This villa takes bookings up to 6 months ahead',
      message_fr: `Cette villa se réserve jusqu’à 6${NB}mois à l’avance`,
    },
    {
      name: 'too short a notice',
      args: stay(notice, 1, 4),
      rule: 'notice',
      message: "This villa needs 3 days' notice before arrival",
      message_fr: `Cette villa demande un délai de 3${NB}jours avant l’arrivée`,
    },
    {
      name: 'a month’s horizon, counted in the singular',
      args: stay(oneMonth, 45, 48),
      rule: 'horizon',
      message: 'This villa takes bookings up to 1 month ahead',
      message_fr: `Cette villa se réserve jusqu’à 1${NB}mois à l’avance`,
    },
    {
      name: 'a day’s notice, counted in the singular',
      args: stay(oneDayNotice, 0, 3),
      rule: 'notice',
      message: "This villa needs 1 day's notice before arrival",
      message_fr: `Cette villa demande un délai de 1${NB}jour avant l’arrivée`,
    },
    {
      name: 'a weekday arrival at a weekend villa',
      args: { ...stay(weekends, 0, 0), p_check_in: wednesday, p_check_out: plus(wednesday, 4) },
      rule: 'arrival',
      message: 'Arrivals are on Saturday or Sunday',
      message_fr: 'Arrivées le samedi ou le dimanche',
    },
    {
      name: 'a weekday arrival at a long-weekend villa',
      args: { ...stay(longWeekends, 0, 0), p_check_in: wednesday, p_check_out: plus(wednesday, 4) },
      rule: 'arrival',
      message: 'Arrivals are on Friday, Saturday or Sunday',
      message_fr: 'Arrivées le vendredi, le samedi ou le dimanche',
    },
    {
      name: 'a weekday departure at a Saturday villa',
      args: { ...stay(saturdays, 0, 0), p_check_in: wednesday, p_check_out: plus(wednesday, 4) },
      rule: 'departure',
      message: 'Departures are on Saturday',
      message_fr: 'Départs le samedi',
    },
    {
      name: 'too short a stay, the villa’s own minimum',
      args: stay(threeNights, 20, 22),
      rule: 'min_nights',
      message: 'Minimum 3 nights',
      message_fr: `3${NB}nuits minimum`,
    },
    {
      name: 'too short a stay in a season named in French',
      args: stay(named, 70, 73),
      rule: 'min_nights',
      message: 'Minimum 7 nights in High Summer',
      message_fr: `7${NB}nuits minimum (Haute saison)`,
    },
    {
      name: 'too short a stay in a season not yet named in French',
      args: stay(unnamed, 70, 73),
      rule: 'min_nights',
      message: 'Minimum 7 nights in July and August',
      message_fr: `7${NB}nuits minimum (July and August)`,
    },
    {
      name: 'too long a stay',
      args: stay(fortnight, 20, 35),
      rule: 'max_nights',
      message: 'A stay at this villa is at most 14 nights',
      message_fr: `Un séjour dans cette villa dure au plus 14${NB}nuits`,
    },
    {
      name: 'more than one night at a one-night villa',
      args: stay(oneNight, 20, 22),
      rule: 'max_nights',
      message: 'A stay at this villa is at most 1 night',
      message_fr: `Un séjour dans cette villa dure au plus 1${NB}nuit`,
    },
    {
      name: 'two guests at a villa for one',
      args: stay(single, 20, 23, { p_adults: 2 }),
      rule: 'guests',
      message: 'This villa accepts at most 1 guest',
      message_fr: `Cette villa accueille au plus 1${NB}voyageur`,
    },
    {
      name: 'nine guests at a villa for eight',
      args: stay(plain, 20, 23, { p_adults: 6, p_children: 3 }),
      rule: 'guests',
      message: 'This villa accepts at most 8 guests',
      message_fr: `Cette villa accueille au plus 8${NB}voyageurs`,
    },
    {
      name: 'an extra the villa does not offer',
      args: stay(plain, 20, 23, { p_adults: 2, p_extras: [randomUUID()] }),
      rule: 'extras',
      message: 'An extra you chose is not offered for this stay',
      message_fr: 'Une prestation choisie n’est pas proposée pour ce séjour',
    },
    {
      name: 'days another stay holds',
      args: stay(taken, 32, 36),
      rule: 'unavailable',
      message: 'These dates are not available',
      message_fr: 'Ces dates ne sont pas disponibles',
    },
  ]
}

describe('a booking rule’s refusal, in English and in French', () => {
  it('is worded by quote_stay for every rule, and raised with both by the booking trigger', async () => {
    for (const { name, args, rule, message, message_fr } of await cases()) {
      const quote = await quoteStay(db.anon, args)
      expect({ name, bookable: quote.bookable, problem: quote.problem }).toEqual({
        name,
        bookable: false,
        problem: { rule, message, message_fr },
      })

      // The same stay sent as a request by a visitor (supabase-js, the site's own call).
      const { error } = await db.anon.from('bookings').insert(
        bookingRequest({
          villa_id: args.p_villa_id,
          check_in: args.p_check_in,
          check_out: args.p_check_out,
          adults: args.p_adults ?? 2,
          children: args.p_children ?? 0,
          extras: args.p_extras ?? [],
          guest_email: `rule-${randomUUID().slice(0, 8)}@example.com`,
        }),
      )
      const { code, details, hint } = error ?? {}
      expect({ name, code, message: error?.message, details, hint }).toEqual({
        name,
        code: 'P0001',
        message,
        details: `quote_stay.${rule}`,
        hint: message_fr,
      })
    }
  })

  it('says the missing dates and the party’s own problems in both languages too', async () => {
    const villa = await villaWith({})
    const stay = { p_villa_id: villa, p_check_in: day(20), p_check_out: day(23) }
    const problems = [
      [
        { ...stay, p_check_in: null as unknown as string },
        'dates',
        'Please select check-in and check-out dates',
        'Veuillez choisir vos dates d’arrivée et de départ',
      ],
      [
        { ...stay, p_adults: 0, p_children: 2 },
        'guests',
        'At least one adult is required',
        'Au moins un adulte est nécessaire',
      ],
      [
        { ...stay, p_adults: 2, p_children: -1 },
        'guests',
        'The number of children cannot be negative',
        'Le nombre d’enfants ne peut pas être négatif',
      ],
      [
        { ...stay, p_guests: 0 },
        'guests',
        'At least one guest is required',
        'Au moins un voyageur est nécessaire',
      ],
    ] as const
    for (const [args, rule, message, message_fr] of problems) {
      expect((await quoteStay(db.anon, args)).problem).toEqual({ rule, message, message_fr })
    }
  })

  it('names the days as French says them, with their article', async () => {
    const names = async (days: number[]) => {
      const { data, error } = await db.anon.rpc('weekday_names_fr', { p_days: days })
      if (error) throw error
      return data
    }
    expect(await names([1])).toBe('le lundi')
    expect(await names([7, 6])).toBe('le samedi ou le dimanche')
    expect(await names([1, 2, 3, 4, 5, 6, 7])).toBe(
      'le lundi, le mardi, le mercredi, le jeudi, le vendredi, le samedi ou le dimanche',
    )
  })
})
