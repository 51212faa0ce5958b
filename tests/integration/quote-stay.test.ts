import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'
import { quoteStay } from './support/stay-quote.ts'

// quote_stay is the one source of truth for money: the booking trigger stores exactly its total,
// and it agrees with the nightly prices the calendar shows.

let db: DatabaseStack
let villas: { id: string; name: string }[]

beforeAll(async () => {
  db = await startDatabaseStack()
  const { data, error } = await db.anon.from('villas').select('id, name').order('name')
  if (error) throw error
  villas = data
})
afterAll(() => db?.stop())

function quote(villaId: string, checkIn: string, checkOut: string, guests?: number) {
  return quoteStay(db.anon, {
    p_villa_id: villaId,
    p_check_in: checkIn,
    p_check_out: checkOut,
    ...(guests === undefined ? {} : { p_guests: guests }),
  })
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % max
  }
}

describe('quote_stay', () => {
  // Hundreds of requests in a row: a loaded machine needs more than the default 30 s.
  it('is what the booking stores, line by line, and the sum of the calendar prices, for 200 random stays', async () => {
    const next = random(20261126)
    const { data: extras, error: extrasError } = await db.anon
      .from('villa_charges')
      .select('id, villa_id')
      .eq('is_optional', true)
    if (extrasError) throw extrasError
    let stored = 0
    let taxed = 0
    for (let i = 0; i < 200; i++) {
      const villa = villas[next(villas.length)]!
      const start = next(530)
      const nights = 1 + next(14)
      const [checkIn, checkOut] = [day(start), day(start + nights)]
      const adults = 1 + next(4)
      const children = next(3)
      // A random choice among the villa's extras (the seed gives each villa four).
      const chosen = extras!
        .filter((extra) => extra.villa_id === villa.id)
        .filter(() => next(2) === 1)
        .map((extra) => extra.id as string)
      const q = await quoteStay(db.anon, {
        p_villa_id: villa.id,
        p_check_in: checkIn,
        p_check_out: checkOut,
        p_adults: adults,
        p_children: children,
        p_extras: chosen,
      })
      const lines = q.lines ?? []

      const prices = await db.anon.rpc('get_villa_prices', {
        p_villa_id: villa.id,
        p_from: checkIn,
        p_to: day(start + nights - 1),
      })
      expect(q.nights).toEqual(prices.data)
      const rent = prices.data!.reduce(
        (sum: number, night: { price: number }) => sum + night.price,
        0,
      )
      expect(
        lines.filter((line) => line.kind === 'nights').reduce((s, l) => s + l.amount!, 0),
      ).toBe(rent)
      if (lines.some((line) => line.kind === 'tourist_tax')) taxed++

      const { data, error } = await db.service
        .from('bookings')
        .insert(
          bookingRequest({
            villa_id: villa.id,
            check_in: checkIn,
            check_out: checkOut,
            adults,
            children,
            extras: chosen,
          }),
        )
        .select('total_price, quote')
        .maybeSingle()
      if (q.bookable) {
        expect(error).toBeNull()
        expect(data!.total_price).toBe(q.total)
        // Shown == stored, line by line: the snapshot is the quote itself.
        expect(data!.quote.lines).toEqual(q.lines)
        expect(data!.quote).toEqual(q)
        stored++
      } else {
        expect(error?.message).toBe(q.problem!.message)
      }
    }
    expect(stored).toBeGreaterThan(130)
    expect(taxed).toBe(200)
  }, 120_000)

  it("takes today to be the villa's day in Europe/Paris, whatever the session's time zone", async () => {
    const villa = await createVilla(db.service, { price_per_night: 300 })
    await db.service.from('villas').update({ advance_notice_days: 0 }).eq('id', villa)
    // Two zones a day apart, both with a different day from Paris part of the time (UTC+14 and
    // UTC-11); hosted Supabase runs in UTC, where current_date is the day before Paris's from
    // 22:00 or 23:00 UTC. Whatever the hour, the Paris day is the earliest check-in.
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const answers = await db.stack.db.pg.transaction(async (tx) => {
        await tx.query(`select set_config('timezone', $1, true)`, [zone])
        const { rows } = await tx.query<{ today: string; refused: string; accepted: boolean }>(
          `with paris as (select (now() at time zone 'Europe/Paris')::date as today)
           select paris.today::text as today,
             (public.quote_stay($1, paris.today - 1, paris.today + 2)).problem.rule as refused,
             (public.quote_stay($1, paris.today, paris.today + 2)).bookable as accepted
           from paris`,
          [villa],
        )
        return rows[0]!
      })
      expect({ zone, ...answers }).toEqual({ zone, today: day(0), refused: 'past', accepted: true })
    }
  })

  it('names the rule that makes a stay impossible, with the words the guest sees', async () => {
    const villa = await createVilla(db.service, { price_per_night: 300, max_guests: 4 })
    const strict = await createVilla(db.service, { price_per_night: 300 })
    await db.service
      .from('villas')
      .update({ min_nights: 3, max_nights: 14, booking_horizon_months: 6 })
      .eq('id', strict)
    const hidden = await createVilla(db.service, { is_active: false })
    const cases: [string, string, string, number | undefined, string, string][] = [
      [villa, day(10), day(10), undefined, 'dates', 'Check-out must be after check-in'],
      [villa, day(-3), day(2), undefined, 'past', 'Check-in cannot be in the past'],
      [
        villa,
        day(20),
        day(81),
        undefined,
        'max_nights',
        'A stay at this villa is at most 60 nights',
      ],
      [
        villa,
        day(600),
        day(603),
        undefined,
        'horizon',
        'This villa takes bookings up to 18 months ahead',
      ],
      [villa, day(10), day(12), 5, 'guests', 'This villa accepts at most 4 guests'],
      [villa, day(10), day(12), 0, 'guests', 'At least one guest is required'],
      [strict, day(10), day(12), undefined, 'min_nights', 'Minimum 3 nights'],
      [
        strict,
        day(10),
        day(25),
        undefined,
        'max_nights',
        'A stay at this villa is at most 14 nights',
      ],
      [
        strict,
        day(200),
        day(204),
        undefined,
        'horizon',
        'This villa takes bookings up to 6 months ahead',
      ],
      [hidden, day(10), day(12), undefined, 'villa', 'This villa is not available for booking'],
    ]
    for (const [villaId, checkIn, checkOut, guests, rule, message] of cases) {
      const q = await quote(villaId, checkIn, checkOut, guests)
      expect({ rule: q.problem?.rule, message: q.problem?.message, bookable: q.bookable }).toEqual({
        rule,
        message,
        bookable: false,
      })
      const insert = await db.anon.from('bookings').insert(
        bookingRequest({
          villa_id: villaId,
          check_in: checkIn,
          check_out: checkOut,
          guests_count: guests ?? 2,
          guest_email: `rule-${rule}-${Math.abs(checkIn.length)}@example.com`,
        }),
      )
      expect(insert.error?.message).toBe(message)
    }
  })

  it('prices a refused stay when it can, so the page shows the price beside the reason', async () => {
    const villa = await createVilla(db.service, { price_per_night: 250, max_guests: 2 })
    const q = await quote(villa, day(30), day(33), 3)
    expect(q).toMatchObject({
      night_count: 3,
      total: 750,
      bookable: false,
      problem: { rule: 'guests' },
    })
  })
})

describe('search_villas', () => {
  // Hundreds of requests in a row: a loaded machine needs more than the default 30 s.
  it('agrees with quote_stay and the unavailable days for every villa on 50 random ranges', async () => {
    const next = random(4242)
    let found = 0
    for (let i = 0; i < 50; i++) {
      const start = next(500)
      const nights = 1 + next(10)
      const guests = 1 + next(10)
      const [checkIn, checkOut] = [day(start), day(start + nights)]
      const { data: results, error } = await db.anon.rpc('search_villas', {
        p_check_in: checkIn,
        p_check_out: checkOut,
        p_guests: guests,
      })
      expect(error).toBeNull()
      const byVilla = new Map(
        (results as { villa_id: string; total: number; night_count: number }[]).map((row) => [
          row.villa_id,
          row,
        ]),
      )
      for (const villa of villas) {
        const q = await quote(villa.id, checkIn, checkOut, guests)
        const { data: unavailable } = await db.anon.rpc('get_villa_unavailable_dates', {
          p_villa_id: villa.id,
          p_from: checkIn,
          p_to: checkOut,
        })
        if (unavailable!.length > 0) expect(q.bookable).toBe(false)
        const result = byVilla.get(villa.id)
        expect(Boolean(result)).toBe(q.bookable)
        if (result) {
          expect(result.total).toBe(q.total)
          expect(result.night_count).toBe(nights)
          found++
        }
      }
    }
    expect(found).toBeGreaterThan(100)
  }, 120_000)
})

describe('stay rules', () => {
  /** The next date (yyyy-MM-dd, UTC) at least `after` days ahead falling on an ISO weekday. */
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

  it('applies the villa rules, and a season overrides them for stays arriving in it', async () => {
    const villa = await createVilla(db.service, { price_per_night: 400 })
    await db.service
      .from('villas')
      .update({ advance_notice_days: 3, min_nights: 2 })
      .eq('id', villa)
    const summerStart = nextWeekday(6, 60)
    const { error } = await db.service.from('seasonal_pricing').insert({
      villa_id: villa,
      season_name: 'High Summer',
      start_date: summerStart,
      end_date: plus(summerStart, 55),
      price_per_night: 900,
      priority: 5,
      min_nights: 7,
      arrival_weekdays: [6],
      departure_weekdays: [6],
    })
    expect(error).toBeNull()

    const saturday = plus(summerStart, 14)
    const wednesday = plus(saturday, 4)
    const cases: [string, string, string | null][] = [
      [day(1), day(4), "This villa needs 3 days' notice before arrival"],
      [day(10), day(11), 'Minimum 2 nights'],
      [day(10), day(12), null],
      [wednesday, plus(wednesday, 7), 'Arrivals are on Saturday'],
      [saturday, plus(saturday, 4), 'Departures are on Saturday'],
      [saturday, plus(saturday, 7), null],
      [saturday, plus(saturday, 14), null],
      // The rule of the arrival day: a stay arriving the day before summer follows the villa's.
      [plus(summerStart, -2), plus(summerStart, 1), null],
    ]
    for (const [checkIn, checkOut, message] of cases) {
      const q = await quote(villa, checkIn, checkOut)
      expect([checkIn, checkOut, q.problem?.message ?? null]).toEqual([checkIn, checkOut, message])
    }
    // A 1-week season minimum shows its season's name.
    const shortStay = await quote(villa, saturday, plus(saturday, 7))
    expect(shortStay.bookable).toBe(true)
    const { data: calendar } = await db.anon.rpc('get_villa_calendar', {
      p_villa_id: villa,
      p_from: saturday,
      p_to: plus(saturday, 4),
    })
    expect(calendar).toEqual([
      {
        date: saturday,
        price: 900,
        can_arrive: true,
        min_nights: 7,
        departure_weekdays: [6],
        season_name: 'High Summer',
        season_name_fr: null,
      },
      ...[1, 2, 3, 4].map((i) => ({
        date: plus(saturday, i),
        price: 900,
        can_arrive: false,
        min_nights: 7,
        departure_weekdays: [6],
        season_name: 'High Summer',
        season_name_fr: null,
      })),
    ])
  })

  it('names the season in a seasonal minimum', async () => {
    const villa = await createVilla(db.service, { price_per_night: 400 })
    await db.service.from('seasonal_pricing').insert({
      villa_id: villa,
      season_name: 'July and August',
      start_date: day(40),
      end_date: day(100),
      price_per_night: 800,
      min_nights: 5,
    })
    const q = await quote(villa, day(50), day(52))
    expect(q.problem?.message).toBe('Minimum 5 nights in July and August')
  })
})

describe('changeover day', () => {
  async function confirmedWeek(villa: string, checkIn: string, checkOut: string) {
    const { data, error } = await db.service
      .from('bookings')
      .insert(bookingRequest({ villa_id: villa, check_in: checkIn, check_out: checkOut }))
      .select('id')
      .single()
    if (error) throw error
    const confirmed = await db.service
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', data.id)
    return confirmed.error
  }

  it('lets back-to-back stays share a day only at a same-day villa', async () => {
    const sameDay = await createVilla(db.service, { price_per_night: 500 })
    const fullDay = await createVilla(db.service, { price_per_night: 500 })
    await db.service.from('villas').update({ changeover: 'same_day' }).eq('id', sameDay)

    for (const villa of [sameDay, fullDay]) {
      expect(await confirmedWeek(villa, day(100), day(107))).toBeNull()
    }
    // The next week starts on the check-out day.
    const next = await quote(sameDay, day(107), day(114))
    expect(next.bookable).toBe(true)
    expect(await confirmedWeek(sameDay, day(107), day(114))).toBeNull()
    const blocked = await quote(fullDay, day(107), day(114))
    expect(blocked.problem?.message).toBe('These dates are not available')
    expect((await quote(fullDay, day(108), day(115))).bookable).toBe(true)

    // The same-day villa's check-out day is free as a check-in, its nights are not.
    const { data: unavailable } = await db.anon.rpc('get_villa_unavailable_dates', {
      p_villa_id: sameDay,
      p_from: day(99),
      p_to: day(115),
    })
    expect(unavailable).toEqual([...Array(14).keys()].map((i) => day(100 + i)))

    // A real overlap is still refused, by the trigger and by the exclusion constraint itself.
    const { data: overlapping } = await db.service
      .from('bookings')
      .insert(bookingRequest({ villa_id: sameDay, check_in: day(120), check_out: day(122) }))
      .select('id')
      .single()
    await db.stack.db.pg.query(
      `update public.bookings set check_in = $2, check_out = $3 where id = $1`,
      [overlapping!.id, day(110), day(112)],
    )
    const refused = await db.service
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', overlapping!.id)
    expect(refused.error?.message).toBe('These dates overlap a confirmed booking for this villa')
    await expect(
      db.stack.db.pg.transaction(async (tx) => {
        await tx.exec(`set local session_replication_role = replica`)
        await tx.query(
          `update public.bookings set status = 'confirmed', occupied = daterange($2, $3, '[)') where id = $1`,
          [overlapping!.id, day(110), day(112)],
        )
      }),
    ).rejects.toMatchObject({ code: '23P01' })
  })
})

describe('get_villa_from_prices', () => {
  it('is the lowest nightly price over the horizon, below the base price when a season is', async () => {
    const villa = await createVilla(db.service, { price_per_night: 1000 })
    await db.service.from('seasonal_pricing').insert({
      villa_id: villa,
      season_name: 'Winter',
      start_date: day(30),
      end_date: day(60),
      price_per_night: 640,
    })
    await db.service.from('seasonal_pricing').insert({
      villa_id: villa,
      season_name: 'Beyond the horizon',
      start_date: day(700),
      end_date: day(710),
      price_per_night: 100,
    })
    const { data, error } = await db.anon.rpc('get_villa_from_prices', { p_villa_id: villa })
    expect(error).toBeNull()
    expect(data).toEqual([{ villa_id: villa, from_price: 640 }])
    const all = await db.anon.rpc('get_villa_from_prices')
    expect(all.data!.length).toBeGreaterThanOrEqual(villas.length)
  })
})
