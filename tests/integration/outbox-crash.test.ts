import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer as createNetServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { simpleParser } from 'mailparser'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/well-known.mjs'
import { clientFor, ENGINE } from './support/local-stack.ts'

// Issue 18, point 11c (migration 20261126370300_outbox_send_leases.sql, send-emails): a stack
// killed with SIGKILL in the middle of a batch of emails. Before: the function's worker kept
// sending for up to a second after the stack died (4 of 300 emails arrived twice) and the rows it
// had claimed waited 10 minutes. Now the worker stops at once (it checks its claim before each
// email), the rows go back to the outbox after 2 minutes, and the one email that may have been
// in flight at the kill is sent again under the same Message-ID, which mail systems collapse.
//
// The stack runs as a child process (the real CLI) on a data folder (PGlite) or a database of
// its own (PostgreSQL), so it can be killed and started again on the same data; its Edge
// Functions send to an SMTP server of this test, which outlives the stack, as a provider does.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const EMAILS = 100
/** Each SMTP message takes this long to be accepted: the kill lands between two emails or in one. */
const SMTP_DELAY_MS = 25

interface Received {
  to: string
  messageId: string
  at: number
}

const received: Received[] = []
let smtp: SMTPServer
let smtpPort: number
let workdir: string
let dataArgs: string[]
let dropDatabase: (() => Promise<void>) | null = null
let child: ChildProcess | null = null
let port: number

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port: chosen } = server.address() as { port: number }
      server.close(() => resolve(chosen))
    })
  })
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS))
          const to = [mail.to ?? []].flat().flatMap((address) => address.value)
          for (const address of to) {
            received.push({
              to: address.address ?? '',
              messageId: mail.messageId ?? '',
              at: Date.now(),
            })
          }
          callback()
        })
        .catch(callback)
    },
  })
  smtpPort = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  )

  // The repository's project, with function secrets pointing the emails at this test's server.
  // Inside the repository (git-ignored), where Deno finds the npm packages the functions import.
  workdir = await mkdtemp(join(ROOT, '.supabase-local-outbox-crash-'))
  await cp(join(ROOT, 'supabase'), join(workdir, 'supabase'), {
    recursive: true,
    filter: (source) =>
      !/\/supabase\/(local|scale)(\/|$)/.test(source) && !source.endsWith('/functions/.env'),
  })
  await writeFile(
    join(workdir, 'supabase', 'functions', '.env'),
    `SMTP_HOST=127.0.0.1\nSMTP_PORT=${smtpPort}\nSMTP_SECURE=false\n`,
  )
  if (ENGINE === 'postgres') {
    const name = `outbox_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    const admin = new pg.Client({ connectionString: process.env.LOCAL_STACK_DB_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(process.env.LOCAL_STACK_DB_URL!)
    url.pathname = `/${name}`
    dataArgs = ['--db-url', url.toString()]
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: process.env.LOCAL_STACK_DB_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  } else {
    dataArgs = ['--data-dir', join(workdir, 'data')]
  }
  port = await freePort()
}, 120_000)

afterAll(async () => {
  child?.kill('SIGKILL')
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
  await dropDatabase?.().catch(() => {})
  if (workdir) await rm(workdir, { recursive: true, force: true })
})

/** The stack CLI in a child process, answering on `port` once started. */
async function startChildStack(): Promise<ChildProcess> {
  const { LOCAL_STACK_DB_URL: _ignored, ...env } = process.env
  const started = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'supabase/local/cli.ts',
      '--workdir',
      workdir,
      ...dataArgs,
      '--port',
      String(port),
      '--smtp-port',
      String(await freePort()),
      '--inbox-port',
      String(await freePort()),
      '--quiet',
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  started.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (started.exitCode !== null) throw new Error(`the stack exited: ${stderr}`)
    const answered = await fetch(`http://127.0.0.1:${port}/`)
      .then((response) => response.ok)
      .catch(() => false)
    if (answered) return started
    if (Date.now() > deadline) throw new Error(`the stack did not start: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | false> | T | null | false,
  timeoutMs = 60_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

const service = () => clientFor({ url: `http://127.0.0.1:${port}` }, SERVICE_ROLE_KEY)

describe('a stack killed in the middle of a batch of emails', () => {
  it('sends no email twice under two Message-IDs, stops the sender at once, and sends every email after restart', async () => {
    child = await startChildStack()
    const recipients = Array.from({ length: EMAILS }, (_, i) => `crash-${i}@example.com`)
    // One statement: one call to send-emails, one sender working through the whole outbox.
    const { error } = await service()
      .from('notifications')
      .insert(
        recipients.map((to, i) => ({
          kind: 'enquiry_received_staff',
          recipients: [to],
          payload: {
            enquiry_id: randomUUID(),
            form_type: 'general',
            name: `Guest ${i}`,
            email: `guest-${i}@example.com`,
            message: `Enquiry number ${i}`,
            received_at: new Date().toISOString(),
          },
        })),
      )
    expect(error).toBeNull()

    await waitFor('the batch to be under way', () => received.length >= 35, 60_000, 5)
    const killedAt = Date.now()
    child.kill('SIGKILL')
    await new Promise((resolve) => child!.once('exit', resolve))
    child = null
    const atKill = received.filter((email) => email.at <= killedAt).length

    // The sender notices at its next step: at most the email it was sending arrives after.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const afterKill = received.length - atKill
    expect(received.length).toBeLessThan(EMAILS)

    child = await startChildStack()
    const db = service()
    const { data: stuck } = await db
      .from('notifications')
      .select('id, claim_id')
      .eq('status', 'sending')
    // One sender was started for the batch; on a busy machine the scheduled retry may have
    // started a second one beside it, each with its own claim and at most one email in flight.
    const senders = new Set(stuck!.map((row) => row.claim_id)).size
    expect(senders).toBeGreaterThanOrEqual(1)
    expect(senders).toBeLessThanOrEqual(2)
    expect(afterKill).toBeLessThanOrEqual(senders)
    // The rows the dead sender held are released once their claim lapses (2 minutes, nobody
    // renewing it): here the clock is moved on instead of waiting.
    const { data: before } = await db
      .from('notifications')
      .select('id')
      .eq('status', 'sending')
      .gt('claimed_at', new Date(Date.now() - 100_000).toISOString())
    expect(before!.length).toBe(stuck!.length)
    const lapsed = new Date(Date.now() - 121_000).toISOString()
    await db.from('notifications').update({ claimed_at: lapsed }).eq('status', 'sending')
    const { error: invokeError } = await db.functions.invoke('send-emails', { body: {} })
    expect(invokeError).toBeNull()

    const rows = await waitFor(
      'every email sent',
      async () => {
        const { data } = await db
          .from('notifications')
          .select('id, status, attempts, recipients')
          .eq('kind', 'enquiry_received_staff')
        return data!.length === EMAILS && data!.every((row) => row.status === 'sent') && data!
      },
      90_000,
      300,
    )
    // A row the dead sender never started is not charged an attempt.
    const retried = rows.filter((row) => row.attempts > 1)
    expect(retried.length).toBeLessThanOrEqual(senders)
    const stuckIds = new Set(stuck!.map((row) => row.id))
    expect(retried.every((row) => stuckIds.has(row.id))).toBe(true)

    await waitFor('every email received', () => {
      const reached = new Set(received.map((email) => email.to))
      return recipients.every((to) => reached.has(to))
    })
    const byRecipient = new Map<string, Received[]>()
    for (const email of received) {
      byRecipient.set(email.to, [...(byRecipient.get(email.to) ?? []), email])
    }
    const repeated = [...byRecipient.values()].filter((emails) => emails.length > 1)
    // At most the email each sender had in flight at the kill arrives twice, and then as one message:
    // the same Message-ID, which mail systems and clients keep once.
    expect(repeated.length).toBeLessThanOrEqual(senders)
    for (const emails of repeated) {
      expect(new Set(emails.map((email) => email.messageId)).size).toBe(1)
    }
    const ids = new Map(rows.map((row) => [row.recipients[0], row.id]))
    for (const [to, emails] of byRecipient) {
      expect(emails[0]!.messageId).toBe(`<notification-${ids.get(to)}@rivieravillas.test>`)
    }
    console.info(
      `outbox crash (${ENGINE}): ${atKill} emails received at the kill, ${afterKill} after it; ` +
        `${stuck!.length} rows stuck, released; ${repeated.length} email received twice (same Message-ID)`,
    )
  }, 300_000)

  it('lets a sender start an email only under its own claim, and renews that claim', async () => {
    child ??= await startChildStack()
    const db = service()
    // Two rows of one claim, 90 s old (not lapsed: no sender takes them over).
    const ownClaim = randomUUID()
    const { data: inserted, error } = await db
      .from('notifications')
      .insert(
        ['lease-a@example.com', 'lease-b@example.com'].map((to) => ({
          kind: 'enquiry_received_staff',
          recipients: [to],
          status: 'sending',
          attempts: 1,
          claim_id: ownClaim,
          claimed_at: new Date(Date.now() - 90_000).toISOString(),
        })),
      )
      .select('id')
    expect(error).toBeNull()
    const ids = inserted!.map((row) => row.id as string)

    const other = await db.rpc('begin_notification_send', {
      p_id: ids[0],
      p_claim_id: randomUUID(),
    })
    expect(other.data).toBe(false)
    const own = await db.rpc('begin_notification_send', { p_id: ids[0], p_claim_id: ownClaim })
    expect(own.data).toBe(true)
    const { data: after } = await db
      .from('notifications')
      .select('id, claimed_at, send_started_at')
      .in('id', ids)
    for (const row of after!) {
      // Both rows of the claim are renewed; only the first is marked started.
      expect(Date.now() - Date.parse(row.claimed_at as string)).toBeLessThan(30_000)
      expect(row.send_started_at === null).toBe(row.id !== ids[0])
    }
    // Visitors cannot call it.
    const anon = clientFor({ url: `http://127.0.0.1:${port}` }, ANON_KEY)
    const refused = await anon.rpc('begin_notification_send', {
      p_id: ids[0],
      p_claim_id: ownClaim,
    })
    expect(refused.error?.code).toBe('42501')
  }, 180_000)
})
