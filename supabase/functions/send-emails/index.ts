// send-emails: drains the notifications outbox. Called by the database right after it writes
// emails (pg_net, after commit), every minute by cron (retries that came due), and by staff
// from the admin ("Resend"). Claims due rows, renders each with its template, sends it through
// the configured provider and records the outcome; a failure is retried with a back-off and
// never dropped (migration 20261126220000_notifications.sql).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@^2.109.0'
import {
  corsHeaders,
  jsonResponse,
  refuseUnlessServiceOrStaff,
  serviceClient,
} from '../_shared/clients.ts'
import type { SiteContact } from '../_shared/emails/layout.tsx'
import { renderNotification } from '../_shared/emails/render.tsx'
import { chooseProvider, type Provider } from './providers.ts'

interface ClaimedNotification {
  id: string
  kind: string
  recipients: string[]
  payload: Record<string, unknown>
  attempts: number
}

interface Outcome {
  status: 'sent' | 'pending' | 'failed'
}

const BATCH_SIZE = 20
/** Stop claiming after this long, well inside the platform's wall-clock limit (150 s). */
const TIME_BUDGET_MS = 60_000

interface Sending {
  contact: SiteContact
  from: { name: string; address: string }
  replyTo: string | null
  provider: Provider | string
}

/** The sender's name, reply-to and the footer's contact details: the current settings. */
async function readSending(db: SupabaseClient): Promise<Sending> {
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
    (data as { setting_key: string; setting_value: string }[])
      .find((row) => row.setting_key === key)
      ?.setting_value.trim() || null
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
    const email = await renderNotification(row.kind, row.payload, sending.contact)
    subject = email.subject
    const messageId = await sending.provider.send({
      from: sending.from,
      to: row.recipients,
      replyTo: email.replyTo ?? sending.replyTo,
      subject: email.subject,
      html: email.html,
      text: email.text,
    })
    return { subject, messageId }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { subject, error: `${sending.provider.name}: ${reason}` }
  }
}

async function complete(
  db: SupabaseClient,
  row: ClaimedNotification,
  result: { subject?: string | null; messageId?: string | null; error?: string },
): Promise<Outcome> {
  const { data, error } = await db
    .rpc('complete_notification', {
      p_id: row.id,
      p_error: result.error ?? null,
      p_provider_message_id: result.messageId ?? null,
      p_subject: result.subject ?? null,
    })
    .single()
  if (error) throw error
  return data as Outcome
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  const refused = await refuseUnlessServiceOrStaff(req)
  if (refused) return refused

  const db = serviceClient()
  const sending = await readSending(db)
  const counts = { sent: 0, retrying: 0, failed: 0 }
  const started = Date.now()
  try {
    while (Date.now() - started < TIME_BUDGET_MS) {
      const { data, error } = await db.rpc('claim_notifications', { p_max_count: BATCH_SIZE })
      if (error) throw error
      const rows = data as ClaimedNotification[]
      for (const row of rows) {
        const outcome = await complete(db, row, await send(row, sending))
        if (outcome.status === 'sent') counts.sent += 1
        else if (outcome.status === 'failed') counts.failed += 1
        else counts.retrying += 1
      }
      if (rows.length < BATCH_SIZE) break
    }
  } finally {
    if (typeof sending.provider !== 'string') sending.provider.close()
  }
  return jsonResponse(200, counts)
})
