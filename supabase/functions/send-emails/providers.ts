// Where the emails leave: Resend's HTTP API when RESEND_API_KEY is set, else SMTP (the local
// mail catcher by default, or any SMTP relay on port 465/2525: hosted Edge Functions cannot
// open outbound connections on ports 25 and 587).
import nodemailer from 'npm:nodemailer@10.6.1'

export interface OutgoingEmail {
  /** The outbox row: a retry of a send that went through after all is recognised by it. */
  notificationId: string
  from: { name: string; address: string }
  to: string[]
  replyTo: string | null
  subject: string
  html: string
  text: string
}

export interface Provider {
  name: string
  /** Sends one email; resolves to the provider's message id, rejects with the reason. */
  send(email: OutgoingEmail): Promise<string | null>
  close(): void
}

function secret(name: string): string | null {
  const value = Deno.env.get(name)?.trim()
  return value ? value : null
}

/** The sender's address as a header: "Riviera Villas" <bookings@…> (the name has no quotes). */
function fromHeader(from: OutgoingEmail['from']): string {
  return `"${from.name}" <${from.address}>`
}

function resend(apiKey: string): Provider {
  return {
    name: 'Resend',
    async send(email) {
      const response = await fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          // Resend sends one email per key for 24 hours: a retry after a lost answer is not
          // delivered twice.
          'idempotency-key': `notification-${email.notificationId}`,
        },
        body: JSON.stringify({
          from: fromHeader(email.from),
          to: email.to,
          reply_to: email.replyTo ?? undefined,
          subject: email.subject,
          html: email.html,
          text: email.text,
        }),
        signal: AbortSignal.timeout(20_000),
      })
      const body = await response.json().catch(() => null)
      if (!response.ok) {
        throw new Error(
          `Resend answered ${response.status}: ${body?.message ?? response.statusText}`,
        )
      }
      return typeof body?.id === 'string' ? body.id : null
    },
    close() {},
  }
}

function smtp(host: string): Provider {
  const port = Number(secret('SMTP_PORT') ?? 465)
  const user = secret('SMTP_USER')
  const transport = nodemailer.createTransport({
    host,
    port,
    // TLS from the first byte (465) unless SMTP_SECURE says otherwise; STARTTLS is used when
    // the server offers it.
    secure: (secret('SMTP_SECURE') ?? String(port === 465)) === 'true',
    auth: user ? { user, pass: secret('SMTP_PASS') ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    name: 'SMTP',
    async send(email) {
      const info = await transport.sendMail({
        // The same Message-ID on every attempt: mail systems drop a copy they already have.
        messageId: `<notification-${email.notificationId}@${email.from.address.split('@')[1] ?? 'localhost'}>`,
        from: email.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
      })
      return typeof info.messageId === 'string' ? info.messageId : null
    },
    close() {
      transport.close()
    },
  }
}

/** The provider the secrets configure, or why there is none (every email then fails with it). */
export function chooseProvider(): Provider | string {
  const resendKey = secret('RESEND_API_KEY')
  if (resendKey) return resend(resendKey)
  const smtpHost = secret('SMTP_HOST')
  if (smtpHost) return smtp(smtpHost)
  return 'No email provider is configured: set the RESEND_API_KEY secret, or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASS)'
}
