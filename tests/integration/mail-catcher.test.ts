import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { startStack } from './support/local-stack.ts'

/** Mailpit's API shapes, as much as these tests read. */
interface Address {
  Name: string
  Address: string
}
interface Summary {
  ID: string
  MessageID: string
  From: Address
  To: Address[]
  ReplyTo: Address[]
  Subject: string
  Created: string
  Snippet: string
}
interface Listing {
  total: number
  messages_count: number
  start: number
  messages: Summary[]
}
interface Message extends Omit<Summary, 'Created' | 'Snippet'> {
  Date: string
  Text: string
  HTML: string
  Bcc: Address[]
  Size: number
}

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())
beforeEach(async () => {
  await fetch(`${stack.mail.url}/api/v1/messages`, { method: 'DELETE' })
})

const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${stack.mail.url}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

function transport() {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: stack.mail.smtpPort,
    secure: false,
    ignoreTLS: true,
  })
}

function send(overrides: Partial<Mail.Options> = {}) {
  return transport().sendMail({
    from: { name: 'Riviera Villas', address: 'bookings@rivieravillas.test' },
    to: 'camille.laurent@example.com',
    replyTo: 'concierge@rivieravillas.test',
    subject: 'Votre séjour à la Villa Éden — acompte 1 250 €',
    text: 'Bonjour Camille,\nVotre réservation est confirmée.',
    html: '<p>Bonjour Camille,</p><p>Votre réservation est <strong>confirmée</strong>.</p>',
    ...overrides,
  })
}

describe('the mail catcher', () => {
  it('keeps what is sent to its SMTP port and lists it like Mailpit', async () => {
    await send()
    const listing = await api<Listing>('/api/v1/messages')
    expect(listing.total).toBe(1)
    const [summary] = listing.messages
    expect(summary).toMatchObject({
      From: { Name: 'Riviera Villas', Address: 'bookings@rivieravillas.test' },
      To: [{ Name: '', Address: 'camille.laurent@example.com' }],
      ReplyTo: [{ Name: '', Address: 'concierge@rivieravillas.test' }],
      Subject: 'Votre séjour à la Villa Éden — acompte 1 250 €',
    })
    expect(summary!.Snippet).toBe('Bonjour Camille, Votre réservation est confirmée.')
    expect(Date.now() - Date.parse(summary!.Created)).toBeLessThan(60_000)
  })

  it('serves one message with its HTML and text parts', async () => {
    await send({ bcc: 'owner@rivieravillas.test' })
    const { messages } = await api<Listing>('/api/v1/messages')
    const message = await api<Message>(`/api/v1/message/${messages[0]!.ID}`)
    expect(message.Subject).toBe('Votre séjour à la Villa Éden — acompte 1 250 €')
    expect(message.HTML).toContain('<strong>confirmée</strong>')
    expect(message.Text).toBe('Bonjour Camille,\nVotre réservation est confirmée.')
    expect(message.ReplyTo).toEqual([{ Name: '', Address: 'concierge@rivieravillas.test' }])
    expect(message.Bcc).toEqual([{ Name: '', Address: 'owner@rivieravillas.test' }])
    expect(message.Size).toBeGreaterThan(100)
    const missing = await fetch(`${stack.mail.url}/api/v1/message/nope`)
    expect(missing.status).toBe(404)
  })

  it('lists newest first, pages with start and limit, and searches by recipient and subject', async () => {
    await send({ to: 'first@example.com', subject: 'First' })
    await send({ to: 'second@example.com', subject: 'Second booking' })
    const page = await api<Listing>('/api/v1/messages?limit=1&start=1')
    expect(page.total).toBe(2)
    expect(page.messages.map((message) => message.Subject)).toEqual(['First'])
    const latest = await api<Listing>('/api/v1/messages')
    expect(latest.messages.map((message) => message.Subject)).toEqual(['Second booking', 'First'])

    const byRecipient = await api<Listing>('/api/v1/search?query=to:second@example.com')
    expect(byRecipient.messages.map((message) => message.Subject)).toEqual(['Second booking'])
    const bySubject = await api<Listing>(
      `/api/v1/search?query=${encodeURIComponent('subject:booking')}`,
    )
    expect(bySubject.messages.map((message) => message.Subject)).toEqual(['Second booking'])
    const byWords = await api<Listing>(
      `/api/v1/search?query=${encodeURIComponent('"second booking"')}`,
    )
    expect(byWords.messages_count).toBe(1)
  })

  it('deletes chosen messages, then all of them', async () => {
    await send({ subject: 'Keep' })
    await send({ subject: 'Drop' })
    const { messages } = await api<Listing>('/api/v1/messages')
    const drop = messages.find((message) => message.Subject === 'Drop')!
    const deleted = await fetch(`${stack.mail.url}/api/v1/messages`, {
      method: 'DELETE',
      body: JSON.stringify({ IDs: [drop.ID] }),
    })
    expect(await deleted.text()).toBe('ok')
    expect((await api<Listing>('/api/v1/messages')).messages.map((m) => m.Subject)).toEqual([
      'Keep',
    ])
    await fetch(`${stack.mail.url}/api/v1/messages`, { method: 'DELETE' })
    expect((await api<Listing>('/api/v1/messages')).total).toBe(0)
  })

  it("refuses deliveries the way a provider does while Mailpit's chaos is on", async () => {
    const set = (body: unknown) =>
      api<Record<string, { ErrorCode: number; Probability: number }>>('/api/v1/chaos', {
        method: 'PUT',
        body: JSON.stringify(body),
      })
    const on = await set({ Recipient: { ErrorCode: 451, Probability: 100 } })
    expect(on.Recipient).toEqual({ ErrorCode: 451, Probability: 100 })
    expect(on.Sender).toEqual({ ErrorCode: 451, Probability: 0 })
    await expect(send()).rejects.toMatchObject({ responseCode: 451 })

    await set({ Sender: { ErrorCode: 550, Probability: 100 } })
    await expect(send()).rejects.toMatchObject({ responseCode: 550 })

    const off = await set({})
    expect(off.Sender.Probability).toBe(0)
    await send()
    expect((await api<Listing>('/api/v1/messages')).total).toBe(1)
  })

  it('shows an inbox page and a message page a person can read', async () => {
    await send()
    const inbox = await (await fetch(stack.mail.url)).text()
    expect(inbox).toContain('Votre séjour à la Villa Éden')
    const { messages } = await api<Listing>('/api/v1/messages')
    const view = await (await fetch(`${stack.mail.url}/view/${messages[0]!.ID}`)).text()
    expect(view).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"')
    expect(view).toContain('concierge@rivieravillas.test')
  })

  it("names a message's links by their words, however the HTML encodes them", async () => {
    // React Email pads a button's label with hair and zero-width spaces, written as entities.
    await send({
      html: '<p><a href="https://www.rivieravillas.test/villa/1">&#8202;&#8202;View the villa&#8202;&#8203;</a> &amp; <a href="https://x.test/?a=1&amp;b=2">Caf&#233;&nbsp;&#x2014;&nbsp;menu</a></p>',
    })
    const { messages } = await api<Listing>('/api/v1/messages')
    const view = await (await fetch(`${stack.mail.url}/view/${messages[0]!.ID}`)).text()
    expect(view).toContain('<a href="https://www.rivieravillas.test/villa/1">View the villa</a>')
    expect(view).toContain('<a href="https://x.test/?a=1&amp;b=2">Café — menu</a>')
  })

  it("lists the links of HTML laid out by a formatter, as Auth's recovery template is", async () => {
    // Prettier breaks long tags: attributes on their own lines, the closing tag's ">" on the next.
    await send({
      html: '<p>\n  <a\n    href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=recovery"\n    style="color: #fff"\n    >Reset password</a\n  >\n</p>',
    })
    const { messages } = await api<Listing>('/api/v1/messages')
    const view = await (await fetch(`${stack.mail.url}/view/${messages[0]!.ID}`)).text()
    expect(view).toContain(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=recovery">Reset password</a>',
    )
  })
})
