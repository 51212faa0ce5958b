import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack.ts'

// "Needs attention" above the admin screens (admin_attention): failed emails not sent again,
// imported calendars that fail or clash with a confirmed stay. Staff only. (The legal identity
// it also lists is tested in legal-identity.test.ts.)

let db: DatabaseStack
let staff: SignedInUser
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  villaId = await createVilla(db.service, { name: 'Villa Attention' })
})
afterAll(() => db?.stop())

async function attention() {
  const { data, error } = await staff.client.rpc('admin_attention')
  if (error) throw error
  return data[0]
}

/** A failed email, created `daysAgo` days ago (written as the outbox would leave it). */
async function failedEmail(daysAgo = 0): Promise<string> {
  const { rows } = await db.stack.db.pg.query<{ id: string }>(
    `insert into public.notifications (kind, recipients, status, attempts, last_error, created_at)
     values ('enquiry_received_staff', array['staff@example.com'], 'failed', 8, 'SMTP: 451',
             now() - make_interval(days => $1))
     returning id`,
    [daysAgo],
  )
  return rows[0]!.id
}

async function addFeed(name: string) {
  const { data, error } = await db.service
    .from('villa_calendar_feeds')
    .insert({ villa_id: villaId, name, url: `https://calendar.example/${name}.ics` })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

describe('what needs attention', () => {
  it('is nothing on a quiet day', async () => {
    expect(await attention()).toMatchObject({
      failed_emails: 0,
      failing_feeds: [],
      conflicting_feeds: [],
    })
  })

  it("counts this week's failed emails that were not sent again", async () => {
    await failedEmail()
    const resent = await failedEmail()
    await failedEmail(8) // older than a week: the log still has it
    expect((await staff.client.rpc('admin_resend_notification', { p_id: resent })).error).toBeNull()
    expect((await attention())!.failed_emails).toBe(1)
  })

  it('names the villa and channel of a failing feed, and of a feed that clashes with a stay', async () => {
    const failing = await addFeed('Airbnb')
    const clashing = await addFeed('Vrbo')
    await addFeed('Booking.com') // fine
    await db.stack.db.pg.query(
      `update public.villa_calendar_feeds set last_error = 'The channel answered 500' where id = $1`,
      [failing],
    )
    const stay = await createConfirmedBooking(db.service, {
      villa_id: villaId,
      check_in: day(20),
      check_out: day(24),
    })
    await db.stack.db.pg.query(
      `update public.villa_calendar_feeds
       set conflicts = jsonb_build_array(jsonb_build_object('booking_id', $2::text)) where id = $1`,
      [clashing, stay],
    )
    const { failing_feeds, conflicting_feeds } = (await attention())!
    expect(failing_feeds).toEqual([{ villa_id: villaId, villa: 'Villa Attention', feed: 'Airbnb' }])
    expect(conflicting_feeds).toEqual([
      { villa_id: villaId, villa: 'Villa Attention', feed: 'Vrbo' },
    ])
  })

  it('is for staff only', async () => {
    const visitor = await db.anon.rpc('admin_attention')
    expect(visitor.error?.code).toBe('42501')
    const user = await db.signIn('user')
    const signedIn = await user.client.rpc('admin_attention')
    expect(signedIn.error).toMatchObject({
      code: '42501',
      message: 'Only staff can see what needs attention',
    })
  })
})
