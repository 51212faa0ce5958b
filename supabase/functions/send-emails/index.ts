// send-emails: drains the notifications outbox. Called by the database right after it writes
// emails (pg_net, after commit), every minute by cron (retries that came due), and by staff
// from the admin ("Resend"). Claims due rows, renders each with its template, sends it through
// the configured provider and records the outcome; a failure is retried with a back-off and
// never dropped (migrations 20261126220000_notifications.sql, 20261126250000_outbox_hardening.sql).
// Each row is handled on its own: one that cannot be rendered or sent never stops the others.
// Before each email the sender checks that its claim still holds (and renews it); when the
// claim is gone, or an outcome cannot be recorded (the database is unreachable), it stops at
// once rather than send what another sender may send again (migration
// 20261126370300_outbox_send_leases.sql). Rows claimed but not tried go back to the outbox.
import {
  corsHeaders,
  jsonResponse,
  refuseUnlessServiceOrStaff,
  serviceClient,
  type ServiceClient,
} from '../_shared/clients.ts'
import type { Tables } from '../_shared/database.types.ts'
import type { SiteContact } from '../_shared/emails/layout.tsx'
import { renderNotification } from '../_shared/emails/render.tsx'
import { chooseProvider, type Provider } from './providers.ts'

/** A row claim_notifications handed over: its claim id is set. */
function claimed(row: Tables<'notifications'>) {
  if (!row.claim_id) throw new Error(`The notification ${row.id} came back without its claim`)
  return { ...row, claim_id: row.claim_id }
}

type ClaimedNotification = ReturnType<typeof claimed>

/**
 * The stay link of each guest email of the claim (issue 21): its plain token is kept apart from
 * the outbox row (private.stay_email_tokens), so it is read for the claim and put into the
 * payload the template reads, never written back.
 */
async function withStayLinks(
  db: ServiceClient,
  rows: ClaimedNotification[],
): Promise<ClaimedNotification[]> {
  const claimId = rows[0]?.claim_id
  if (!claimId) return rows
  const [stay, review] = await Promise.all([
    db.rpc('claimed_stay_tokens', { p_claim_id: claimId }),
    // The review link of a thank-you email (issue 21, point 5), kept the same way.
    db.rpc('claimed_review_tokens', { p_claim_id: claimId }),
  ])
  if (stay.error)
    throw new Error(`The stay links of the claim could not be read: ${stay.error.message}`)
  if (review.error) {
    throw new Error(`The review links of the claim could not be read: ${review.error.message}`)
  }
  const tokens = new Map(stay.data.map((link) => [link.notification_id, link.token]))
  const reviewTokens = new Map(review.data.map((link) => [link.notification_id, link.token]))
  return rows.map((row) => {
    const token = tokens.get(row.id)
    const reviewToken = reviewTokens.get(row.id)
    const payload = row.payload
    if (
      (!token && !reviewToken) ||
      typeof payload !== 'object' ||
      payload === null ||
      Array.isArray(payload)
    ) {
      return row
    }
    return {
      ...row,
      payload: {
        ...payload,
        ...(token ? { stay_token: token } : {}),
        ...(reviewToken ? { review_token: reviewToken } : {}),
      },
    }
  })
}

const BATCH_SIZE = 10
/**
 * No email is started after this long: with one send's limit below, the function ends well
 * inside hosted's 150 s wall-clock limit.
 */
const TIME_BUDGET_MS = 100_000
/** The longest one send may take (nodemailer's timeouts apply per step, not to the whole). */
const SEND_LIMIT_MS = 30_000

interface Sending {
  contact: SiteContact
  from: { name: string; address: string }
  replyTo: string | null
  provider: Provider | string
}

/** The sender's name, reply-to and the footer's contact details: the current settings. */
async function readSending(db: ServiceClient): Promise<Sending> {
  const { data, error } = await db
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', [
      'email_sender_name',
      'email_reply_to',
      'contact_phone',
      'contact_email',
      'contact_address',
    ])
  if (error) throw error
  const setting = (key: string) =>
    data.find((row) => row.setting_key === key)?.setting_value.trim() || null
  const name = setting('email_sender_name') ?? 'Riviera Villas'
  const siteUrl = Deno.env.get('SITE_URL')?.trim()
  const fromAddress = Deno.env.get('EMAIL_FROM_ADDRESS')?.trim()
  return {
    contact: {
      name,
      phone: setting('contact_phone') ?? '',
      email: setting('contact_email') ?? '',
      address: setting('contact_address') ?? '',
      siteUrl: siteUrl ?? '',
    },
    from: { name, address: fromAddress ?? '' },
    replyTo: setting('email_reply_to') ?? setting('contact_email'),
    // Every missing secret is a reason each claimed email fails with, so none goes unnoticed.
    provider: !siteUrl
      ? 'The SITE_URL secret is not set: emails cannot link to the site'
      : !fromAddress
        ? 'The EMAIL_FROM_ADDRESS secret is not set: emails have no sender address'
        : chooseProvider(),
  }
}

async function send(row: ClaimedNotification, sending: Sending) {
  if (typeof sending.provider === 'string') return { error: sending.provider }
  let subject: string | null = null
  try {
    // The payload is the one jsonb an email carries (private.booking_email_payload): an object.
    const payload = row.payload
    if (typeof payload !== 'object' || Array.isArray(payload)) {
      throw new Error(`The notification ${row.id} has no payload object`)
    }
    const email = await renderNotification(row.kind, payload, sending.contact)
    subject = email.subject
    const messageId = await withinLimit(
      sending.provider.send({
        notificationId: row.id,
        from: sending.from,
        to: row.recipients,
        replyTo: email.replyTo ?? sending.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
      }),
    )
    return { subject, messageId }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { subject, error: `${sending.provider.name}: ${reason}` }
  }
}

/** The send, or an error once SEND_LIMIT_MS have passed without an answer. */
function withinLimit<T>(sending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${SEND_LIMIT_MS / 1000} seconds`)),
      SEND_LIMIT_MS,
    )
  })
  return Promise.race([sending, timeout]).finally(() => clearTimeout(timer))
}

async function complete(
  db: ServiceClient,
  row: ClaimedNotification,
  result: { subject?: string | null; messageId?: string | null; error?: string },
): Promise<Pick<Tables<'notifications'>, 'status'>> {
  const { data, error } = await db
    .rpc('complete_notification', {
      p_id: row.id,
      p_claim_id: row.claim_id,
      p_error: result.error ?? undefined,
      p_provider_message_id: result.messageId ?? undefined,
      p_subject: result.subject ?? undefined,
    })
    .single()
  if (error) throw error
  return data
}

/**
 * Starting one email: true while the row is still this sender's claim (every row of the claim
 * is renewed); false, or an error when the database cannot be reached: stop sending.
 */
async function begin(db: ServiceClient, row: ClaimedNotification): Promise<boolean> {
  const { data, error } = await db.rpc('begin_notification_send', {
    p_id: row.id,
    p_claim_id: row.claim_id,
  })
  if (error) throw error
  return data === true
}

/** Gives back rows claimed but not tried: pending again, due now, no attempt counted. */
async function release(db: ServiceClient, rows: ClaimedNotification[]): Promise<number> {
  if (rows.length === 0) return 0
  const { data, error } = await db.rpc('release_notifications', {
    p_claim_id: rows[0]!.claim_id,
    p_ids: rows.map((row) => row.id),
  })
  if (error) {
    // They are claimed again after 2 minutes, as after a crash.
    console.error(`send-emails: ${rows.length} claimed emails not released: ${error.message}`)
    return 0
  }
  return data
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  const refused = await refuseUnlessServiceOrStaff(req)
  if (refused) return refused

  const started = Date.now()
  const inTime = () => Date.now() - started < TIME_BUDGET_MS
  const db = serviceClient()
  const sending = await readSending(db)
  // unrecorded: sent or not, the outcome could not be stored (the sender then stops); the row
  // is claimed again after 2 minutes, under the same Message-ID. released: claimed, not tried
  // (time ran out, or the sender stopped). stopped: why the sender stopped early.
  const counts = { sent: 0, retrying: 0, failed: 0, unrecorded: 0, released: 0 }
  let stopped: string | null = null
  try {
    while (inTime() && !stopped) {
      const { data, error } = await db.rpc('claim_notifications', { p_max_count: BATCH_SIZE })
      if (error) {
        console.error(`send-emails: could not claim emails: ${error.message}`)
        return jsonResponse(500, { ...counts, error: error.message })
      }
      let rows: ClaimedNotification[]
      try {
        rows = await withStayLinks(db, data.map(claimed))
      } catch (error) {
        // Never an email without its link: the claim goes back, the next call tries again.
        counts.released += await release(db, data.map(claimed))
        console.error(`send-emails: ${reason(error)}`)
        return jsonResponse(500, { ...counts, error: reason(error) })
      }
      for (const [index, row] of rows.entries()) {
        if (!inTime()) {
          counts.released += await release(db, rows.slice(index))
          break
        }
        try {
          if (!(await begin(db, row))) {
            stopped = 'the claim was taken over or given back'
          }
        } catch (error) {
          stopped = `the outbox cannot be reached (${reason(error)})`
        }
        if (stopped) {
          counts.released += await release(db, rows.slice(index))
          break
        }
        try {
          const outcome = await complete(db, row, await send(row, sending))
          if (outcome.status === 'sent') counts.sent += 1
          else if (outcome.status === 'failed') counts.failed += 1
          else counts.retrying += 1
        } catch (error) {
          counts.unrecorded += 1
          stopped = `the outcome of ${row.id} was not recorded (${reason(error)})`
          counts.released += await release(db, rows.slice(index + 1))
          break
        }
      }
      if (rows.length < BATCH_SIZE) break
    }
  } finally {
    if (typeof sending.provider !== 'string') sending.provider.close()
  }
  if (stopped) {
    console.error(`send-emails: stopped: ${stopped}`)
    // Another sender holding the rows is no fault; an unreachable outbox is.
    return jsonResponse(stopped.startsWith('the claim') ? 200 : 503, { ...counts, stopped })
  }
  return jsonResponse(200, counts)
})

function reason(error: unknown): string {
  return error instanceof Error
    ? error.message
    : typeof (error as { message?: unknown })?.message === 'string'
      ? (error as { message: string }).message
      : JSON.stringify(error)
}
