import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { clientFor, startStack } from './support/local-stack.ts'

// pg_cron, pg_net, vault and Edge Functions as the local stack serves them, held to hosted's
// behaviour: SQL scheduled as a migration would (as postgres), HTTP after commit, the gateway's
// JWT check and answers, the path and environment a function sees.

/** Runs SQL as `postgres`, the role migrations (and the SQL editor) use on hosted. */
async function asPostgres<T = Record<string, unknown>>(
  stack: Stack,
  sql: string,
  params?: unknown[],
) {
  return stack.db.pg.transaction(async (tx) => {
    await tx.exec('set local role postgres')
    return (await tx.query<T>(sql, params)).rows
  })
}

async function until<T>(read: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

interface Received {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

describe('pg_cron, pg_net and vault', () => {
  let stack: Stack
  let target: Server
  let targetUrl: string
  const received: Received[] = []

  beforeAll(async () => {
    stack = await startStack()
    target = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk))
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body })
        if (req.url?.startsWith('/slow')) return // never answers: the caller's timeout
        res.writeHead(201, { 'content-type': 'application/json', 'x-target': 'yes' })
        res.end(JSON.stringify({ ok: true }))
      })
    })
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await stack?.stop()
    target?.closeAllConnections()
    await new Promise((resolve) => target?.close(resolve))
  })

  it('runs a job scheduled by postgres on its schedule, as postgres, and records each run', async () => {
    await asPostgres(
      stack,
      'create table public.cron_ticks (at timestamptz default now(), who text)',
    )
    const [job] = await asPostgres<{ id: number }>(
      stack,
      `select cron.schedule('tick', '1 seconds', $$insert into public.cron_ticks (who) values (current_user)$$) as id`,
    )
    const runs = await until(async () => {
      const rows = await asPostgres<{ status: string; return_message: string; username: string }>(
        stack,
        `select status, return_message, username from cron.job_run_details
         where jobid = $1 and status <> 'running' order by runid`,
        [job!.id],
      )
      return rows.length >= 2 ? rows : null
    })
    expect(runs[0]).toEqual({ status: 'succeeded', return_message: '1 row', username: 'postgres' })
    const ticks = await asPostgres<{ who: string }>(stack, 'select who from public.cron_ticks')
    expect(ticks.length).toBeGreaterThanOrEqual(2)
    expect(new Set(ticks.map((tick) => tick.who))).toEqual(new Set(['postgres']))

    // Unscheduled: no more runs.
    await asPostgres(stack, `select cron.unschedule('tick')`)
    const [{ count: before }] = await asPostgres<{ count: number }>(
      stack,
      'select count(*)::int as count from public.cron_ticks',
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const [{ count: after }] = await asPostgres<{ count: number }>(
      stack,
      'select count(*)::int as count from public.cron_ticks',
    )
    expect(after).toBe(before)
  })

  it('lets postgres read cron.job but change jobs only through the functions, its own only', async () => {
    // As hosted (supabase/postgres 20231020085357): postgres holds SELECT on cron.job, no more.
    await expect(asPostgres(stack, `update cron.job set active = false`)).rejects.toThrow(
      'permission denied for table job',
    )
    await expect(
      asPostgres(
        stack,
        `insert into cron.job (schedule, command) values ('* * * * *', 'select 1')`,
      ),
    ).rejects.toThrow('permission denied for table job')
    // A job of another role (the platform's) is not postgres's to remove (postgres bypasses
    // row security, on hosted too, so it does see it).
    await stack.db.pg.query(`select cron.schedule('platform-only', '0 4 * * *', 'select 1')`)
    await expect(asPostgres(stack, `select cron.unschedule('platform-only')`)).rejects.toThrow(
      "could not find valid entry for job 'platform-only'",
    )
    await stack.db.pg.query(`select cron.unschedule('platform-only')`)
    // Its own: scheduled, paused, resumed, removed.
    const [job] = await asPostgres<{ id: number }>(
      stack,
      `select cron.schedule('mine', '15 2 * * *', 'select 1') as id`,
    )
    await asPostgres(stack, `select cron.alter_job($1, active := false)`, [job!.id])
    expect(
      await asPostgres(stack, `select username, active from cron.job where jobid = $1`, [job!.id]),
    ).toEqual([{ username: 'postgres', active: false }])
    await asPostgres(stack, `select cron.unschedule('mine')`)
  })

  it('records a failing job with its error, and keeps running it', async () => {
    const [job] = await asPostgres<{ id: number }>(
      stack,
      `select cron.schedule('broken', '1 seconds', 'select * from public.no_such_table') as id`,
    )
    const run = await until(async () => {
      const rows = await asPostgres<{ status: string; return_message: string }>(
        stack,
        `select status, return_message from cron.job_run_details where jobid = $1 and status = 'failed'`,
        [job!.id],
      )
      return rows[0]
    })
    expect(run.return_message).toContain('relation "public.no_such_table" does not exist')
    await asPostgres(stack, `select cron.unschedule($1::bigint)`, [job!.id])
  })

  it('answers schedule mistakes with pg_cron messages', async () => {
    await expect(
      asPostgres(stack, `select cron.schedule('bad', 'every day', 'select 1')`),
    ).rejects.toThrow('invalid schedule: every day')
    // pg_cron's parser: each field within its range, month and day names, steps, `$`.
    for (const schedule of [
      '99 * * * *',
      '0 24 * * *',
      '0 0 32 * *',
      '0 0 * 13 *',
      '0 0 * * 8',
      '* * * *',
      '0 0 * * fun',
      '*/0 * * * *',
      '60 seconds',
    ]) {
      await expect(
        asPostgres(stack, `select cron.schedule('bad', $1, 'select 1')`, [schedule]),
      ).rejects.toThrow(`invalid schedule: ${schedule}`)
    }
    for (const schedule of [
      '*/15 8-18/2 * * *',
      '30 2 1,15 jan-jun mon-fri',
      '0 0 $ * *',
      '0 3 * * 7',
      '@daily',
      '59 seconds',
    ]) {
      await asPostgres(stack, `select cron.schedule('good', $1, 'select 1')`, [schedule])
    }
    await asPostgres(stack, `select cron.unschedule('good')`)
    await expect(asPostgres(stack, `select cron.unschedule('never-scheduled')`)).rejects.toThrow(
      "could not find valid entry for job 'never-scheduled'",
    )
    // Same name again: the job is updated, not duplicated (as pg_cron ≥ 1.3).
    const [first] = await asPostgres<{ id: number }>(
      stack,
      `select cron.schedule('nightly', '0 3 * * *', 'select 1') as id`,
    )
    const [second] = await asPostgres<{ id: number }>(
      stack,
      `select cron.schedule('nightly', '30 3 * * *', 'select 2') as id`,
    )
    expect(second!.id).toBe(first!.id)
    const jobs = await asPostgres(
      stack,
      `select schedule, command from cron.job where jobname = 'nightly'`,
    )
    expect(jobs).toEqual([{ schedule: '30 3 * * *', command: 'select 2' }])
    await asPostgres(stack, `select cron.unschedule('nightly')`)
  })

  it('sends net.http_post after commit and records the answer in net._http_response', async () => {
    const [{ id }] = await asPostgres<{ id: number }>(
      stack,
      `select net.http_post(
         url := $1,
         body := '{"villa": "Les Pins"}'::jsonb,
         params := '{"source": "test"}'::jsonb,
         headers := '{"Content-Type": "application/json", "X-Trace": "abc"}'::jsonb
       ) as id`,
      [`${targetUrl}/hook`],
    )
    await stack.net.drain()
    const request = received.find((item) => item.url === '/hook?source=test')!
    expect(request.method).toBe('POST')
    expect(request.headers['x-trace']).toBe('abc')
    expect(JSON.parse(request.body)).toEqual({ villa: 'Les Pins' })
    const [response] = await asPostgres(
      stack,
      `select status_code, content_type, headers->>'x-target' as header, content, timed_out, error_msg
       from net._http_response where id = $1`,
      [id],
    )
    expect(response).toEqual({
      status_code: 201,
      content_type: 'application/json',
      header: 'yes',
      content: '{"ok":true}',
      timed_out: false,
      error_msg: null,
    })
  })

  it('sends nothing for a rolled-back transaction', async () => {
    await stack.db.pg
      .transaction(async (tx) => {
        await tx.query(`select net.http_get($1)`, [`${targetUrl}/rolled-back`])
        throw new Error('roll back')
      })
      .catch(() => {})
    await stack.net.drain()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received.some((item) => item.url === '/rolled-back')).toBe(false)
  })

  it('records timeouts and unreachable servers as pg_net does', async () => {
    const [{ slow, closed }] = await asPostgres<{ slow: number; closed: number }>(
      stack,
      `select net.http_get($1, timeout_milliseconds := 300) as slow, net.http_get('http://127.0.0.1:1/') as closed`,
      [`${targetUrl}/slow`],
    )
    await stack.net.drain()
    const rows = await asPostgres<{ id: number; timed_out: boolean; error_msg: string }>(
      stack,
      `select id, timed_out, error_msg from net._http_response where id in ($1, $2) order by id`,
      [slow, closed],
    )
    expect(rows[0]).toMatchObject({ id: slow, timed_out: true })
    expect(rows[0]!.error_msg).toMatch(/^Timeout of 300 ms reached/)
    expect(rows[1]).toEqual({
      id: closed,
      timed_out: false,
      error_msg: "Couldn't connect to server",
    })
  })

  it('sends each request on its own: targets that hang until their timeout delay no other', async () => {
    // 24 hanging targets queued first (more than the former batches of 20), then a fast one.
    await asPostgres(
      stack,
      `select net.http_get($1 || '/slow-' || n, timeout_milliseconds := 4000)
       from generate_series(1, 24) n`,
      [targetUrl],
    )
    const started = Date.now()
    const [{ id: fast }] = await asPostgres<{ id: number }>(
      stack,
      `select net.http_post($1, '{"booking": "new"}'::jsonb) as id`,
      [`${targetUrl}/fast`],
    )
    const answer = await until(async () => {
      const [row] = await asPostgres<{ status_code: number }>(
        stack,
        'select status_code from net._http_response where id = $1',
        [fast],
      )
      return row
    }, 10_000)
    const waited = Date.now() - started
    expect(answer.status_code).toBe(201)
    expect(waited).toBeLessThan(2_000)
    // The hanging ones are still in flight (pg_net's timeout per request still holds them).
    const [{ hanging }] = await asPostgres<{ hanging: number }>(
      stack,
      `select count(*)::int as hanging from net._http_response where id > $1 - 25 and id < $1`,
      [fast],
    )
    expect(hanging).toBe(0)
    await stack.net.drain()
    const [{ timedOut }] = await asPostgres<{ timedOut: number }>(
      stack,
      `select count(*) filter (where timed_out)::int as "timedOut" from net._http_response
       where id > $1 - 25 and id < $1`,
      [fast],
    )
    expect(timedOut).toBe(24)
  }, 30_000)

  it('keeps vault and the edge-function caller away from the API roles', async () => {
    const [secret] = await asPostgres<{ name: string; ok: boolean }>(
      stack,
      `select name, decrypted_secret = $1 as ok from vault.decrypted_secrets where name = 'project_url'`,
      [stack.url],
    )
    expect(secret).toEqual({ name: 'project_url', ok: true })
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(
        stack.db.pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`)
          await tx.query('select * from vault.decrypted_secrets')
        }),
      ).rejects.toThrow(/permission denied/)
      await expect(
        stack.db.pg.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`)
          await tx.query(`select private.invoke_edge_function('send-emails')`)
        }),
      ).rejects.toThrow(/permission denied/)
    }
  })
})

describe('Edge Functions', () => {
  let stack: Stack
  let workdir: string

  beforeAll(async () => {
    // A project of its own: one function that tells what it sees, one behind no JWT check.
    workdir = await mkdtemp(join(tmpdir(), 'functions-'))
    await mkdir(join(workdir, 'supabase', 'functions', 'echo'), { recursive: true })
    await mkdir(join(workdir, 'supabase', 'functions', 'open'), { recursive: true })
    await mkdir(join(workdir, 'supabase', 'migrations'))
    await writeFile(
      join(workdir, 'supabase', 'config.toml'),
      '[auth]\nsite_url = "http://localhost:5173"\n[functions.open]\nverify_jwt = false\n',
    )
    const echo = `Deno.serve(async (req) => {
      const url = new URL(req.url)
      const env = Object.fromEntries(['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY',
        'SITE_URL', 'SMTP_PORT', 'GREETING', 'SUPABASE_OVERRIDE'].map((name) => [name, Deno.env.get(name) ?? null]))
      return Response.json({ path: url.pathname, search: url.search, method: req.method,
        body: await req.text(), env }, { headers: { 'x-echo': 'yes' } })
    })`
    await writeFile(join(workdir, 'supabase', 'functions', 'echo', 'index.ts'), echo)
    await writeFile(
      join(workdir, 'supabase', 'functions', 'open', 'index.ts'),
      `Deno.serve(() => new Response('open to all', { headers: { 'content-type': 'text/plain' } }))`,
    )
    await writeFile(
      join(workdir, 'supabase', 'functions', '.env'),
      'GREETING=bonjour\nSUPABASE_OVERRIDE=refused\nSUPABASE_URL=https://refused.example\n',
    )
    stack = await startStack({ workdir })
  })

  afterAll(async () => {
    await stack?.stop()
    if (workdir) await rm(workdir, { recursive: true, force: true })
  })

  it('checks the JWT unless the function opts out, with the gateway answers of hosted', async () => {
    const url = `${stack.url}/functions/v1/echo`
    let response = await fetch(url, { method: 'POST' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' })
    response = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer not-a-jwt' } })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' })

    response = await fetch(`${stack.url}/functions/v1/open`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('open to all')

    response = await fetch(`${stack.url}/functions/v1/missing`, {
      headers: { authorization: `Bearer ${stack.anonKey}` },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    })
  })

  it('serves a function called through supabase-js with the path and environment hosted gives', async () => {
    const client = clientFor(stack, stack.anonKey)
    const { data, error } = await client.functions.invoke('echo/sub/path?x=1', {
      body: { hello: 'world' },
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      path: '/echo/sub/path',
      search: '?x=1',
      method: 'POST',
      body: JSON.stringify({ hello: 'world' }),
      env: {
        SUPABASE_URL: stack.url,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        SITE_URL: 'http://localhost:5173',
        SMTP_PORT: String(stack.mail.smtpPort),
        GREETING: 'bonjour',
        // Hosted refuses secrets named SUPABASE_*: the platform's own values win.
        SUPABASE_OVERRIDE: null,
      },
    })
  })

  it('reaches a function from SQL through net.http_post, as scheduled jobs do', async () => {
    const [{ id }] = await asPostgres<{ id: number }>(
      stack,
      `select net.http_post($1, '{"from": "sql"}'::jsonb,
         headers := jsonb_build_object('Authorization', 'Bearer ' || $2, 'Content-Type', 'application/json')) as id`,
      [`${stack.url}/functions/v1/echo`, stack.serviceRoleKey],
    )
    await stack.net.drain()
    const [response] = await asPostgres<{ status_code: number; content: string }>(
      stack,
      'select status_code, content from net._http_response where id = $1',
      [id],
    )
    expect(response!.status_code).toBe(200)
    const answer = JSON.parse(response!.content) as { path: string; body: string }
    expect(answer.path).toBe('/echo')
    expect(JSON.parse(answer.body)).toEqual({ from: 'sql' })
  })
})
