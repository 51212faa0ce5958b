import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { ENGINE } from './support/local-stack'

// Issue 23, point 3 (supabase/schemas/80_publishing.sql): the public pages are prerendered at
// build time, so a staff change to what they show asks the static host for a new build. The job
// `publish-site` POSTs to the deploy hook stored in the vault once the changes have settled
// (two minutes without one), once per burst of edits. Waiting is simulated by moving the last
// change back in time, as postgres.

let db: DatabaseStack
let staff: SignedInUser
let villaId: string
let hook: Server
let hookUrl: string
const posts: string[] = []

/** Runs SQL as `postgres`, the role that schedules the jobs and stores the vault's secrets. */
async function asPostgres<T = Record<string, unknown>>(sql: string, params?: unknown[]) {
  return db.stack.db.pg.transaction(async (tx) => {
    await tx.exec('set local role postgres')
    return (await tx.query<T>(sql, params)).rows
  })
}

/** The changes noted so far (0 before the first). */
async function changesNoted(): Promise<number> {
  const rows = await asPostgres<{ changes: number }>(
    'select changes::int as changes from private.site_content_changes',
  )
  return rows[0]?.changes ?? 0
}

/** Two minutes pass: the last change is now old enough for the job to act on. */
async function settle() {
  await asPostgres(
    `update private.site_content_changes set changed_at = changed_at - interval '3 minutes'`,
  )
}

/** Runs the job as pg_cron would, then waits until pg_net has sent what it queued. */
async function runJob() {
  await db.stack.cron.run('publish-site')
  await db.stack.net.drain()
}

async function removeHook() {
  await asPostgres(`delete from vault.secrets where name = 'site_deploy_hook'`)
}

async function storeHook() {
  await removeHook()
  await asPostgres(`select vault.create_secret($1, 'site_deploy_hook')`, [hookUrl])
}

async function staffEdit(table: string, values: Record<string, unknown>, id: string) {
  const { error, count } = await staff.client
    .from(table)
    .update(values, { count: 'exact' })
    .eq('id', id)
  expect(error).toBeNull()
  expect(count).toBe(1)
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  villaId = await createVilla(db.service, { name: 'Villa Publication' })
  hook = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      posts.push(`${req.method} ${req.url}`)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"job":{"id":"build"}}')
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/riviera`
  // The seed and the villa above are changes too: built once, before any hook exists.
  await settle()
  await runJob()
})

afterAll(async () => {
  await db?.stop()
  hook?.closeAllConnections()
  await new Promise((resolve) => hook?.close(resolve))
})

beforeEach(async () => {
  await storeHook()
  posts.length = 0
})

describe('publishing staff changes to the prerendered pages', () => {
  it('is a job scheduled every minute by postgres', async () => {
    expect(
      await asPostgres(
        `select schedule, command, username, active from cron.job where jobname = 'publish-site'`,
      ),
    ).toEqual([
      {
        schedule: '* * * * *',
        command: 'select private.request_site_build()',
        username: 'postgres',
        active: true,
      },
    ])
  })

  it('asks the host for one build after a burst of staff edits, once they have settled', async () => {
    const { data: section } = await db.service
      .from('page_content')
      .select('id')
      .eq('page_slug', 'home')
      .limit(1)
      .single()
    await staffEdit('villas', { description: 'A terrace above the bay.' }, villaId)
    await staffEdit('page_content', { title_fr: 'Villas de la Riviera' }, section!.id as string)
    await staffEdit('villas', { description_fr: 'Une terrasse au-dessus de la baie.' }, villaId)
    expect(await changesNoted()).toBeGreaterThanOrEqual(3)

    // Staff may still be editing: nothing yet.
    await runJob()
    expect(posts).toEqual([])

    await settle()
    await runJob()
    expect(posts).toEqual(['POST /build_hooks/riviera'])
    const [state] = await asPostgres<{ answered: number }>(
      `select a.status_code as answered
       from private.site_content_changes c join net._http_response a on a.id = c.build_request_id`,
    )
    expect(state).toEqual({ answered: 200 })

    // Nothing changed since: no more builds.
    await runJob()
    await settle()
    await runJob()
    expect(posts).toEqual(['POST /build_hooks/riviera'])
  })

  it('asks for nothing when nothing the pages show changed', async () => {
    const before = await changesNoted()
    // A booking's life: requested, confirmed, deleted (which clears its review's link: a
    // statement on villa_reviews that changes no row).
    const bookingId = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(40),
      check_out: day(44),
    })
    const { error: confirmed } = await staff.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', bookingId)
    expect(confirmed).toBeNull()
    await asPostgres('delete from public.bookings where id = $1', [bookingId])
    // A staff save that matched no row, and the nightly from-price refresh with nothing to do.
    const { error: missed } = await staff.client
      .from('villas')
      .update({ description: 'Nowhere' })
      .eq('id', '00000000-0000-4000-8000-000000000000')
    expect(missed).toBeNull()
    await db.stack.cron.run('refresh-from-prices')

    expect(await changesNoted()).toBe(before)
    await settle()
    await runJob()
    expect(posts).toEqual([])
  })

  it('counts a season, a photo, a FAQ, a review and a site setting as changes', async () => {
    const writes = [
      () =>
        db.service.from('seasonal_pricing').insert({
          villa_id: villaId,
          season_name: 'Summer',
          start_date: day(60),
          end_date: day(90),
          price_per_night: 900,
        }),
      () =>
        db.service
          .from('villa_photos')
          .insert({ villa_id: villaId, url: 'https://example.com/terrace.jpg' }),
      () =>
        db.service
          .from('villa_faqs')
          .insert({ villa_id: villaId, question: 'Is there parking?', answer: 'Yes, for 3 cars.' }),
      () =>
        db.service.from('villa_reviews').insert({
          villa_id: villaId,
          guest_name: 'Claire',
          guest_location: 'Lyon',
          review_text: 'A wonderful week.',
        }),
      () =>
        db.service
          .from('site_settings')
          .update({ setting_value: '+33 4 94 12 34 56' })
          .eq('setting_key', 'contact_phone'),
    ]
    for (const write of writes) {
      const before = await changesNoted()
      const { error } = await write()
      expect(error).toBeNull()
      expect(await changesNoted()).toBeGreaterThan(before)
    }
    await settle()
    await runJob()
    expect(posts).toEqual(['POST /build_hooks/riviera'])
  })

  it('sends nothing without a deploy hook in the vault, and the job does not fail', async () => {
    await removeHook()
    await staffEdit('villas', { description: 'Without a hook.' }, villaId)
    await settle()
    await runJob()
    expect(posts).toEqual([])
    const [run] = await asPostgres<{ status: string }>(
      `select d.status from cron.job_run_details d join cron.job j using (jobid)
       where j.jobname = 'publish-site' order by d.runid desc limit 1`,
    )
    expect(run).toEqual({ status: 'succeeded' })

    // Once the hook is stored, the next change is published.
    await storeHook()
    await staffEdit('villas', { description: 'With a hook.' }, villaId)
    await settle()
    await runJob()
    expect(posts).toEqual(['POST /build_hooks/riviera'])
  })

  // Two sessions truly at once need a server: PGlite runs one transaction at a time (the run on
  // PostgreSQL, required in CI, registers this one).
  const onServer = ENGINE === 'postgres' ? it : () => {}

  onServer(
    'never holds up a staff save for long while another change is being written',
    async () => {
      const otherVilla = await createVilla(db.service, { name: 'Villa Held' })
      await db.stack.db.pg.transaction(async (tx) => {
        // Another change, not yet committed: it holds the record of changes.
        await tx.query(`update public.villas set description = 'Held' where id = $1`, [otherVilla])
        const started = Date.now()
        await staffEdit('villas', { description: 'Saved meanwhile.' }, villaId)
        expect(Date.now() - started).toBeLessThan(1000)
      })
      const { data } = await db.anon.from('villas').select('description').eq('id', villaId).single()
      expect(data).toEqual({ description: 'Saved meanwhile.' })
      // The change that held the record was noted: one build covers both.
      await settle()
      await runJob()
      expect(posts).toEqual(['POST /build_hooks/riviera'])
    },
  )

  it('is neither readable nor callable by the API roles', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(
        db.stack.db.pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`)
          await tx.query('select * from private.site_content_changes')
        }),
      ).rejects.toThrow('permission denied')
      await expect(
        db.stack.db.pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`)
          await tx.query('select private.request_site_build()')
        }),
      ).rejects.toThrow('permission denied')
    }
    const { error } = await staff.client.schema('private').rpc('request_site_build')
    expect(error).not.toBeNull()
  })
})
