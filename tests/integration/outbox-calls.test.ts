import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createVilla, day, startDatabaseStack, type DatabaseStack } from './support/database-stack'

// Issue 18, point 10c (migration 20261126370100_one_send_per_transaction.sql): the database
// asks the send-emails Edge Function to run once per transaction that writes emails, however
// many emails (and insert statements) the transaction writes. Counted where pg_net queues its
// requests (net.http_request_queue), as hosted's pg_net does.

let db: DatabaseStack
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Calls Test' })
  // A witness of every request pg_net is asked to send (the queue itself is emptied as sent).
  await db.stack.db.pg.exec(`
    create table public.test_net_calls (url text not null);
    create function public.test_log_net_call() returns trigger language plpgsql as $$
    begin
      insert into public.test_net_calls (url) values (new.url);
      return new;
    end $$;
    create trigger test_log_net_call after insert on net.http_request_queue
      for each row execute function public.test_log_net_call();
  `)
})
afterAll(() => db?.stop())

/** send-emails calls queued while `act` runs. */
async function sendEmailsCalls(act: () => Promise<unknown>): Promise<number> {
  await db.stack.db.pg.exec('delete from public.test_net_calls')
  await act()
  const { rows } = await db.stack.db.pg.query<{ calls: number }>(
    `select count(*)::int as calls from public.test_net_calls where url like '%/functions/v1/send-emails'`,
  )
  return rows[0]!.calls
}

let nextOffset = 30
function request(guestEmail = `calls-${randomUUID().slice(0, 8)}@example.com`) {
  const checkIn = day(nextOffset)
  const checkOut = day(nextOffset + 2)
  nextOffset += 4
  return {
    id: randomUUID(),
    villa_id: villaId,
    check_in: checkIn,
    check_out: checkOut,
    guests_count: 2,
    total_price: 0,
    guest_name: 'Camille Laurent',
    guest_email: guestEmail,
    expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    terms_accepted: true,
    status: 'pending',
  }
}

describe('the send-emails calls the database makes', () => {
  it('is one per booking request, which writes a guest and a staff email', async () => {
    const booking = request()
    const calls = await sendEmailsCalls(async () => {
      const { error } = await db.anon.from('bookings').insert(booking)
      expect(error).toBeNull()
    })
    expect(calls).toBe(1)
    const { data } = await db.service
      .from('notifications')
      .select('kind')
      .eq('booking_id', booking.id)
    expect(data!.map((row) => row.kind).sort()).toEqual([
      'request_received',
      'request_received_staff',
    ])
  })

  it('is one per enquiry', async () => {
    const calls = await sendEmailsCalls(async () => {
      const { error } = await db.anon.from('contact_submissions').insert({
        name: 'Camille Laurent',
        email: 'calls-enquiry@example.com',
        message: 'Is the villa free in June?',
        form_type: 'general',
      })
      expect(error).toBeNull()
    })
    expect(calls).toBe(1)
  })

  it('is one for a transaction writing several requests in several statements', async () => {
    const first = request()
    const second = request()
    const calls = await sendEmailsCalls(() =>
      db.stack.db.pg.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
        for (const booking of [first, second]) {
          await tx.query(
            `insert into public.bookings (id, villa_id, check_in, check_out, guests_count,
               total_price, guest_name, guest_email, expires_at, status)
             values ($1, $2, $3, $4, 2, 0, 'Camille Laurent', $5, $6, 'pending')`,
            [
              booking.id,
              booking.villa_id,
              booking.check_in,
              booking.check_out,
              booking.guest_email,
              booking.expires_at,
            ],
          )
        }
      }),
    )
    expect(calls).toBe(1)
    const { count } = await db.service
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .in('booking_id', [first.id, second.id])
    expect(count).toBe(4)
  })

  it('is made again when the statement that made it was rolled back to a savepoint', async () => {
    const undone = request()
    const kept = request()
    const insert = `insert into public.bookings (id, villa_id, check_in, check_out, guests_count,
        total_price, guest_name, guest_email, expires_at, status)
      values ($1, $2, $3, $4, 2, 0, 'Camille Laurent', $5, $6, 'pending')`
    const values = (booking: ReturnType<typeof request>) => [
      booking.id,
      booking.villa_id,
      booking.check_in,
      booking.check_out,
      booking.guest_email,
      booking.expires_at,
    ]
    const calls = await sendEmailsCalls(() =>
      db.stack.db.pg.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
        await tx.query('savepoint first_request')
        await tx.query(insert, values(undone))
        await tx.query('rollback to savepoint first_request')
        await tx.query(insert, values(kept))
      }),
    )
    // The call the rolled-back insert queued went with it: the kept request queues its own.
    expect(calls).toBe(1)
    const { count } = await db.service
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .in('booking_id', [undone.id, kept.id])
    expect(count).toBe(2)
  })

  it('is one per transaction, not one ever: the next request calls again', async () => {
    const calls = await sendEmailsCalls(async () => {
      for (const booking of [request(), request()]) {
        const { error } = await db.anon.from('bookings').insert(booking)
        expect(error).toBeNull()
      }
    })
    expect(calls).toBe(2)
  })

  it('still delivers both emails of a request', async () => {
    const booking = request()
    await db.anon.from('bookings').insert(booking)
    const deadline = Date.now() + 30_000
    for (;;) {
      const { data } = await db.service
        .from('notifications')
        .select('status')
        .eq('booking_id', booking.id)
      if (data!.length === 2 && data!.every((row) => row.status === 'sent')) break
      if (Date.now() > deadline) throw new Error(`not sent: ${JSON.stringify(data)}`)
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  })
})
