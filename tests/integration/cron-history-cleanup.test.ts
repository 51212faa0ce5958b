import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { startStack } from './support/local-stack.ts'

// Issue 18, point 10d (migration 20261126370200_cron_run_details_cleanup.sql): pg_cron keeps a
// row per run in cron.job_run_details (~1,800 a day here) and never deletes one. The job
// Supabase recommends, and its dashboard offers, keeps a week.

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

describe('the cron history', () => {
  it('has the cleanup job Supabase recommends, daily, scheduled by postgres', async () => {
    const { rows } = await stack.db.pg.query(
      `select schedule, command, username, active from cron.job where jobname = 'delete-job-run-details'`,
    )
    expect(rows).toEqual([
      {
        schedule: '0 12 * * *',
        command: `DELETE FROM cron.job_run_details WHERE end_time < now() - interval '7 days'`,
        username: 'postgres',
        active: true,
      },
    ])
  })

  it('keeps the last 7 days of every job’s runs and deletes the older ones', async () => {
    await stack.db.pg.exec(`
      insert into cron.job_run_details (jobid, username, command, status, start_time, end_time)
      select 1, who, 'select 1', 'succeeded', now() - age, now() - age
      from unnest(array['postgres', 'supabase_admin']) as who,
        unnest(array[interval '30 days', interval '8 days', interval '6 days', interval '1 hour']) as age
    `)
    const before = await stack.db.pg.query<{ old: number; recent: number }>(
      `select count(*) filter (where end_time < now() - interval '7 days')::int as old,
              count(*) filter (where end_time >= now() - interval '7 days')::int as recent
       from cron.job_run_details`,
    )
    expect(before.rows[0]!.old).toBe(4)

    await stack.cron.run('delete-job-run-details')

    const { rows } = await stack.db.pg.query<{ old: number; recent: number }>(
      `select count(*) filter (where end_time < now() - interval '7 days')::int as old,
              count(*) filter (where end_time >= now() - interval '7 days')::int as recent
       from cron.job_run_details`,
    )
    expect(rows[0]!.old).toBe(0)
    // The 4 recent rows stay, and the cleanup's own run is recorded as any run.
    expect(rows[0]!.recent).toBeGreaterThanOrEqual(before.rows[0]!.recent + 1)
    const run = await stack.db.pg.query(
      `select d.status, d.return_message from cron.job_run_details d
       join cron.job j using (jobid) where j.jobname = 'delete-job-run-details'`,
    )
    expect(run.rows).toEqual([{ status: 'succeeded', return_message: '4 rows' }])
  })
})
