import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { ENGINE } from './support/local-stack'

// Two members of staff confirm overlapping requests at the same moment: one wins, and the other
// reads the same sentence as when the overlap was already confirmed, never the raw "conflicting
// key value violates exclusion constraint".
const OVERLAP = 'These dates overlap a confirmed booking for this villa'
const BLOCKED = 'These dates include a blocked day for this villa'

let db: DatabaseStack
let alice: SignedInUser
let bruno: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  alice = await db.signIn('staff')
  bruno = await db.signIn('staff')
})

afterAll(async () => {
  await db?.stop()
})

/** Two pending requests of one villa, on overlapping nights (from `offset`). */
async function overlappingRequests(offset: number) {
  const villaId = await createVilla(db.service)
  const first = await createBooking(db.service, {
    villa_id: villaId,
    check_in: day(offset),
    check_out: day(offset + 4),
  })
  const second = await createBooking(db.service, {
    villa_id: villaId,
    check_in: day(offset + 2),
    check_out: day(offset + 6),
  })
  return { villaId, first, second }
}

function confirm(staff: SignedInUser, id: string) {
  return staff.client.from('bookings').update({ status: 'confirmed' }).eq('id', id)
}

async function waitForLockWait(what: string) {
  const deadline = Date.now() + 5_000
  for (;;) {
    const { rows } = await db.stack.db.pg.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where wait_event_type = 'Lock' and query ilike '%bookings%'`,
    )
    if (rows[0]!.waiting > 0) return
    if (Date.now() > deadline) throw new Error(`${what} never waited`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe(`two staff confirming overlapping requests at once (${ENGINE})`, () => {
  it('lets one win and tells the other the dates overlap a confirmed booking', async () => {
    for (let round = 0; round < 8; round++) {
      const { first, second } = await overlappingRequests(100 + round * 10)
      const results = await Promise.all([confirm(alice, first), confirm(bruno, second)])
      const errors = results.map((result) => result.error?.message ?? null)
      expect(errors.filter((message) => message === null)).toHaveLength(1)
      expect(errors.filter((message) => message !== null)).toEqual([OVERLAP])
      // The refusal the client recognises (src/lib/refusals.ts): the same code either way.
      expect(results.map((result) => result.error?.code ?? null).filter(Boolean)).toEqual(['23P01'])
    }
  })

  // Two sessions truly at once need a server: PGlite runs one transaction at a time. These run in
  // the PostgreSQL run of the suite (required in CI), and are not registered on PGlite.
  const onServer = ENGINE === 'postgres' ? it : () => {}

  onServer(
    'makes a confirmation that waited for another one read the overlap in words',
    async () => {
      const { first, second } = await overlappingRequests(200)
      let waiting: PromiseLike<{ error: { message: string; code: string } | null }> | undefined
      await db.stack.db.pg.transaction(async (tx) => {
        // Alice's confirmation, not yet committed.
        await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
        await tx.query(`update public.bookings set status = 'confirmed' where id = $1`, [first])
        // Bruno confirms the overlapping request meanwhile: he waits for Alice's transaction.
        waiting = confirm(bruno, second).then((result) => result)
        await waitForLockWait("Bruno's confirmation")
      })
      const { error } = await waiting!
      expect(error?.message).toBe(OVERLAP)
      expect(error?.code).toBe('23P01')
      expect(error?.message).not.toMatch(/exclusion constraint/)
      const { data } = await alice.client
        .from('bookings')
        .select('id, status')
        .in('id', [first, second])
      expect(Object.fromEntries((data ?? []).map((row) => [row.id, row.status]))).toEqual({
        [first]: 'confirmed',
        [second]: 'pending',
      })
    },
  )

  onServer(
    'makes a confirmation that waited for a day being blocked read it in words',
    async () => {
      const { villaId, first } = await overlappingRequests(300)
      let waiting: PromiseLike<{ error: { message: string; code: string } | null }> | undefined
      await db.stack.db.pg.transaction(async (tx) => {
        await tx.query(
          `insert into public.blocked_dates (villa_id, blocked_date, reason) values ($1, $2, 'Works')`,
          [villaId, day(301)],
        )
        waiting = confirm(bruno, first).then((result) => result)
        await waitForLockWait("Bruno's confirmation")
      })
      const { error } = await waiting!
      expect(error?.message).toBe(BLOCKED)
      expect(error?.code).toBe('23P01')
    },
  )
})
