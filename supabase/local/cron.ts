import { Cron } from 'croner'
import type { SqlEngine } from './db.ts'

/**
 * pg_cron's background worker for the local stack: runs the jobs of `cron.job` (scheduled with
 * `cron.schedule` by migrations or by hand) on their schedule, in UTC like pg_cron's default
 * `cron.timezone`, as the role that scheduled them, one run at a time per job, and records each
 * run in `cron.job_run_details` ('running', then 'succeeded' or 'failed' with the message).
 */
export interface Scheduler {
  /** Runs a job now, as its schedule would (for "sync now" buttons and tests). */
  run(jobname: string): Promise<void>
  stop(): Promise<void>
}

interface Job {
  jobid: number
  jobname: string | null
  schedule: string
  command: string
  username: string
}

const SECONDS = /^\s*(\d+)\s+seconds?\s*$/i

export async function startScheduler(
  pg: SqlEngine,
  log: (line: string) => void,
): Promise<Scheduler> {
  const timers: Array<{ stop(): void }> = []
  const running = new Map<number, Promise<void>>()
  let stopped = false

  async function load() {
    for (const timer of timers.splice(0)) timer.stop()
    if (stopped) return
    const { rows } = await pg.query<Job>(
      'select jobid, jobname, schedule, command, username from cron.job where active',
    )
    for (const job of rows) {
      const seconds = SECONDS.exec(job.schedule)
      if (seconds) {
        const interval = setInterval(() => void runOnce(job), Number(seconds[1]) * 1000)
        timers.push({ stop: () => clearInterval(interval) })
      } else {
        try {
          // pg_cron's `$` (the month's last day) is croner's `L`.
          const pattern = job.schedule.replace(/\$/g, 'L')
          const cron = new Cron(pattern, { timezone: 'UTC' }, () => void runOnce(job))
          timers.push({ stop: () => cron.stop() })
        } catch (error) {
          // One schedule croner cannot read must not keep the other jobs from running.
          log(`cron: job ${job.jobname ?? job.jobid} not scheduled: ${(error as Error).message}`)
        }
      }
    }
  }

  /** pg_cron never starts a job while its previous run is still going. */
  function runOnce(job: Job): Promise<void> {
    const current = running.get(job.jobid)
    if (current || stopped) return current ?? Promise.resolve()
    const run = execute(job).finally(() => running.delete(job.jobid))
    running.set(job.jobid, run)
    return run
  }

  async function execute(job: Job) {
    const { rows } = await pg.query<{ runid: number }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, pg_backend_pid(), current_database(), $2, $3, 'running', now())
       returning runid`,
      [job.jobid, job.username, job.command],
    )
    const runid = rows[0]!.runid
    let status = 'succeeded'
    let message: string
    try {
      message = await pg.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [job.username])
        return commandTag(await tx.exec(job.command))
      })
    } catch (error) {
      status = 'failed'
      message = (error as Error).message
      log(`cron: job ${job.jobname ?? job.jobid} failed: ${message}`)
    }
    await pg
      .query(
        `update cron.job_run_details set status = $2, return_message = $3, end_time = now()
         where runid = $1`,
        [runid, status, message],
      )
      .catch(() => {}) // the stack stopped meanwhile
  }

  await load()
  const unlisten = await pg.listen('local_stack_cron', () => {
    load().catch((error: unknown) => log(`cron: jobs could not be reloaded: ${error}`))
  })

  return {
    async run(jobname) {
      const { rows } = await pg.query<Job>(
        'select jobid, jobname, schedule, command, username from cron.job where jobname = $1',
        [jobname],
      )
      if (!rows[0]) throw new Error(`could not find valid entry for job '${jobname}'`)
      await runOnce(rows[0])
    },
    async stop() {
      stopped = true
      for (const timer of timers.splice(0)) timer.stop()
      await unlisten().catch(() => {})
      await Promise.allSettled([...running.values()])
    },
  }
}

/** pg_cron's return_message: '1 row' for a query, the command's row count otherwise. */
function commandTag(results: unknown): string {
  const list = Array.isArray(results) ? results : [results]
  const last = list[list.length - 1] as
    | { rows?: unknown[]; fields?: unknown[]; affectedRows?: number; rowCount?: number | null }
    | undefined
  if (!last) return ''
  const count =
    last.fields && last.fields.length > 0
      ? (last.rows?.length ?? 0)
      : (last.affectedRows ?? last.rowCount ?? 0)
  return `${count} row${count === 1 ? '' : 's'}`
}
