import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import {
  SCALE_VILLA,
  anchorOf,
  scaleChecksums,
  scaleCounts,
  seedScale,
  todayUtc,
  type ScaleCounts,
} from '../../scripts/lib/scale-seed.ts'
import { ENGINE, clientFor, startStack } from './support/local-stack.ts'

// The scale dataset (`npm run db:seed -- --scale small`), loaded into a throw-away stack: the
// rows it promises, the database's rules kept row by row, the same data on every load.

/** The small scale loads in a second or two here (large: under 10 s); a busy CI machine
 *  running other test files at the same time gets ample room. */
const LOAD_LIMIT_SECONDS = 30

const today = todayUtc()
const anchor = anchorOf(today)
let stack: Stack
let loadSeconds: number
let counts: ScaleCounts

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await stack.db.pg.query<T>(sql, params)
  return rows[0]!
}

async function many<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await stack.db.pg.query<T>(sql, params)
  return rows
}

beforeAll(async () => {
  stack = await startStack()
  const report = await seedScale(stack.db.pg, 'small', { today })
  loadSeconds = report.seconds
  counts = await scaleCounts(stack.db.pg, anchor)
})
afterAll(() => stack?.stop())

describe('the small scale dataset', () => {
  it(`loads in one transaction within ${LOAD_LIMIT_SECONDS} s (${ENGINE})`, () => {
    expect(loadSeconds).toBeLessThan(LOAD_LIMIT_SECONDS)
  })

  it('has its villas, seasons, blocked days, enquiries, FAQs and reviews', () => {
    expect(counts.villas).toEqual({ active: 9, inactive: 1 })
    // Every villa has its seasons for every year it is in the collection, plus one inactive offer.
    expect(counts.seasonalPricing).toBeGreaterThanOrEqual(10 * 4 * 5)
    expect(counts.blockedDates).toBeGreaterThan(6_000)
    expect(counts.blockedDates).toBeLessThan(10_000)
    expect(counts.enquiries.total).toBe(200)
    expect(counts.faqs).toBe(40)
    expect(counts.reviews).toBeGreaterThanOrEqual(30)
  })

  it('has about 2,000 bookings in every status: confirmed, cancelled, expired and open', () => {
    const { bookings } = counts
    expect(bookings.total).toBeGreaterThan(1_700)
    expect(bookings.total).toBeLessThan(2_800)
    expect(bookings.confirmed).toBeGreaterThan(400)
    expect(bookings.cancelled).toBeGreaterThan(400)
    expect(bookings.expired).toBeGreaterThan(100)
    // The fresh requests of the last hours before the day's start are still open that day.
    expect(bookings.pending).toBeGreaterThanOrEqual(4)
    expect(bookings.confirmed + bookings.cancelled + bookings.expired + bookings.pending).toBe(
      bookings.total,
    )
  })

  it('has enquiries of both forms in every status', () => {
    const { enquiries } = counts
    expect(enquiries.general).toBeGreaterThan(0)
    expect(enquiries.concierge).toBeGreaterThan(0)
    expect(enquiries.unread).toBeGreaterThanOrEqual(3)
    expect(enquiries.read).toBeGreaterThan(0)
    expect(enquiries.replied).toBeGreaterThan(0)
  })

  it('covers the last four years and the next twelve months, summer busiest', async () => {
    const span = await one<{ first: Date; last: Date; future: number; past: number }>(
      `select min(check_in) as first, max(check_in) as last,
              count(*) filter (where status = 'confirmed' and check_in >= $1::date)::int as future,
              count(*) filter (where status = 'confirmed' and check_in < $1::date)::int as past
       from public.bookings where villa_id ${SCALE_VILLA}`,
      [today],
    )
    const days = (date: Date) => (date.getTime() - Date.parse(today)) / 86_400_000
    // Four years back (the first stays follow the first winter closure) …
    expect(days(span.first)).toBeLessThan(-3.5 * 365)
    expect(days(span.first)).toBeGreaterThanOrEqual(-4 * 366)
    // … to requests for the coming seasons, at most twelve months ahead.
    expect(days(span.last)).toBeGreaterThan(150)
    expect(days(span.last)).toBeLessThanOrEqual(366)
    expect(span.future).toBeGreaterThan(0)
    expect(span.past).toBeGreaterThan(span.future)
    const byMonth = await many<{ month: number; nights: number }>(
      `select extract(month from d)::int as month, count(*)::int as nights
       from public.bookings b
       cross join lateral generate_series(b.check_in, b.check_out - 1, interval '1 day') as d
       where b.villa_id ${SCALE_VILLA} and b.status = 'confirmed'
       group by 1`,
    )
    const nights = new Map(byMonth.map((row) => [row.month, row.nights]))
    expect(nights.get(8)!).toBeGreaterThan(3 * (nights.get(11) ?? 0))
    expect(nights.get(7)!).toBeGreaterThan(nights.get(5)!)
  })

  it('keeps the demo seed as it was', async () => {
    const seed = await one<{ villas: number; bookings: number }>(
      `select (select count(*)::int from public.villas where id::text like 'a1000000-%') as villas,
              (select count(*)::int from public.bookings where id::text like 'b1000000-%') as bookings`,
    )
    // Nine requests and the two finished stays behind the demo's verified reviews.
    expect(seed).toEqual({ villas: 7, bookings: 11 })
  })

  it('never overlaps two confirmed stays of a villa (the days each occupies)', async () => {
    const overlaps = await one<{ n: number }>(
      `select count(*)::int as n
       from public.bookings a
       join public.bookings b on b.villa_id = a.villa_id and b.id > a.id and b.occupied && a.occupied
       where a.villa_id ${SCALE_VILLA} and a.status = 'confirmed' and b.status = 'confirmed'`,
    )
    expect(overlaps.n).toBe(0)
    // The occupied range follows the villa's changeover, as the booking trigger sets it.
    const ranges = await one<{ wrong: number }>(
      `select count(*)::int as wrong from public.bookings b join public.villas v on v.id = b.villa_id
       where b.villa_id ${SCALE_VILLA}
         and b.occupied <> public.stay_range(b.check_in, b.check_out, v.changeover)`,
    )
    expect(ranges.wrong).toBe(0)
  })

  it('never blocks a day inside a confirmed stay', async () => {
    const clashes = await one<{ n: number }>(
      `select count(*)::int as n
       from public.blocked_dates d
       join public.bookings b on b.villa_id = d.villa_id and b.status = 'confirmed'
                             and d.blocked_date <@ b.occupied
       where d.villa_id ${SCALE_VILLA}`,
    )
    expect(clashes.n).toBe(0)
  })

  it('stores the totals the booking trigger would: the nightly prices of the stay', async () => {
    const wrong = await many<{ id: string; total_price: string; nightly: string }>(
      `select b.id, b.total_price, n.nightly
       from public.bookings b
       cross join lateral (
         select sum(public.get_villa_price_for_date(b.villa_id, b.check_in + i)) as nightly
         from generate_series(0, b.check_out - b.check_in - 1) as i
       ) as n
       where b.villa_id ${SCALE_VILLA} and b.total_price <> n.nightly`,
    )
    expect(wrong).toEqual([])
  })

  it("follows each villa's stay rules and the request rules, as quote_stay would", async () => {
    const broken = await many<{ id: string; why: string }>(
      `select b.id,
              concat_ws(' ',
                case when b.check_out - b.check_in < r.min_nights then 'min_nights' end,
                case when b.check_out - b.check_in > v.max_nights then 'max_nights' end,
                case when not extract(isodow from b.check_in)::smallint = any(r.arrival_weekdays) then 'arrival' end,
                case when not extract(isodow from b.check_out)::smallint = any(r.departure_weekdays) then 'departure' end,
                case when b.guests_count not between 1 and v.max_guests then 'guests' end,
                case when b.check_in < (b.created_at at time zone 'utc')::date + greatest(v.advance_notice_days, 0)
                       or b.check_in < (b.created_at at time zone 'utc')::date - 1 then 'notice' end,
                case when b.check_in > ((b.created_at at time zone 'utc')::date
                                        + make_interval(months => v.booking_horizon_months))::date then 'horizon' end,
                case when b.created_at >= $1::timestamptz then 'future request' end,
                case when b.created_at < v.created_at then 'before the villa' end,
                case when b.expires_at <> b.created_at + interval '24 hours' then 'expiry' end
              ) as why
       from public.bookings b
       join public.villas v on v.id = b.villa_id
       cross join lateral public.stay_rules_on(b.villa_id, b.check_in) as r
       where b.villa_id ${SCALE_VILLA}`,
      [anchor],
    )
    expect(broken.filter((row) => row.why !== '')).toEqual([])
  })

  it('sells the summer weeks of the by-the-week villas Saturday to Saturday', async () => {
    const weeks = await one<{ stays: number; saturday_to_saturday: number }>(
      `select count(*)::int as stays,
              count(*) filter (where extract(isodow from b.check_in) = 6
                                 and (b.check_out - b.check_in) % 7 = 0)::int as saturday_to_saturday
       from public.bookings b
       cross join lateral public.stay_rules_on(b.villa_id, b.check_in) as r
       where b.villa_id ${SCALE_VILLA} and r.arrival_weekdays = '{6}'`,
    )
    expect(weeks.stays).toBeGreaterThan(0)
    expect(weeks.saturday_to_saturday).toBe(weeks.stays)
  })

  it('gives the open requests dates staff can confirm: no confirmed stay, no blocked day', async () => {
    // What enforce_booking_status_change checks besides the expiry (which depends on the hour).
    const open = await many<{ id: string; overlaps: boolean; blocked: boolean }>(
      `select b.id,
              exists (select 1 from public.bookings c
                      where c.villa_id = b.villa_id and c.status = 'confirmed'
                        and c.occupied && public.stay_range(b.check_in, b.check_out, v.changeover)) as overlaps,
              exists (select 1 from public.blocked_dates d
                      where d.villa_id = b.villa_id
                        and d.blocked_date <@ public.stay_range(b.check_in, b.check_out, v.changeover)) as blocked
       from public.bookings b join public.villas v on v.id = b.villa_id
       where b.villa_id ${SCALE_VILLA} and b.status = 'pending' and b.expires_at > $1::timestamptz`,
      [anchor],
    )
    expect(open.length).toBe(counts.bookings.pending)
    expect(open.filter((row) => row.overlaps || row.blocked)).toEqual([])
  })

  it('leaves the triggers that shape visitors’ requests switched on', async () => {
    const triggers = await many<{ tgname: string; tgenabled: string }>(
      `select tgname, tgenabled from pg_trigger
       where tgname in ('bookings_enforce_request', 'contact_submissions_enforce_new') order by 1`,
    )
    expect(triggers).toEqual([
      { tgname: 'bookings_enforce_request', tgenabled: 'O' },
      { tgname: 'contact_submissions_enforce_new', tgenabled: 'O' },
    ])
  })

  it('is what the API serves: visitors see the active villas, staff the bookings', async () => {
    const anon = clientFor(stack, stack.anonKey)
    const villas = await anon.from('villas').select('id', { count: 'exact', head: true })
    expect(villas.error).toBeNull()
    expect(villas.count).toBe(7 + counts.villas.active)
    const service = clientFor(stack, stack.serviceRoleKey)
    const bookings = await service
      .from('bookings')
      .select('id, villas(name)', { count: 'exact' })
      .gte('villa_id', '5ca1e000-0001-0000-0000-000000000000')
      .lte('villa_id', '5ca1e000-0001-ffff-ffff-ffffffffffff')
      .order('created_at', { ascending: false })
      .limit(20)
    expect(bookings.error).toBeNull()
    expect(bookings.count).toBe(counts.bookings.total)
    expect(bookings.data).toHaveLength(20)
  })

  it('loads the same rows again: a re-run replaces its data, identically', async () => {
    const before = await scaleChecksums(stack.db.pg)
    await seedScale(stack.db.pg, 'small', { today })
    expect(await scaleChecksums(stack.db.pg)).toEqual(before)
    expect(await scaleCounts(stack.db.pg, anchor)).toEqual(counts)
  }, 120_000)
})
