import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'
import { inboxPage, messagePage } from './mail-pages.ts'

/**
 * The local mail catcher: an SMTP server that accepts every message and keeps it in memory, and
 * an HTTP server with the subset of Mailpit's API (/api/v1/...) that tests read, plus an inbox
 * page. `supabase start` runs Mailpit on the same ports, so the same tests read either.
 */

export interface MailCatcherOptions {
  /** 0 = any free port. */
  smtpPort?: number
  inboxPort?: number
  quiet?: boolean
}

export interface MailCatcher {
  smtpPort: number
  inboxPort: number
  /** The inbox's base URL (the page and /api/v1). */
  url: string
  stop(): Promise<void>
}

/** Go's net/mail.Address as Mailpit serialises it. */
export interface MailAddress {
  Name: string
  Address: string
}

export interface StoredMessage {
  ID: string
  MessageID: string
  From: MailAddress | null
  To: MailAddress[]
  Cc: MailAddress[]
  Bcc: MailAddress[]
  ReplyTo: MailAddress[]
  ReturnPath: string
  Subject: string
  /** The Date header, else the time received. */
  Date: string
  /** The time received. */
  Created: string
  Text: string
  HTML: string
  Size: number
  Attachments: AttachmentSummary[]
  Inline: AttachmentSummary[]
  Snippet: string
  raw: Buffer
  headers: [string, string][]
}

interface AttachmentSummary {
  PartID: string
  FileName: string
  ContentType: string
  ContentID: string
  Size: number
}

interface ChaosTrigger {
  ErrorCode: number
  Probability: number
}

type ChaosTriggers = Record<'Sender' | 'Recipient' | 'Authentication', ChaosTrigger>

/** Mailpit's defaults: 451 for sender and recipient, 535 for authentication, all off. */
function defaultChaos(): ChaosTriggers {
  return {
    Sender: { ErrorCode: 451, Probability: 0 },
    Recipient: { ErrorCode: 451, Probability: 0 },
    Authentication: { ErrorCode: 535, Probability: 0 },
  }
}

const MAX_MESSAGES = 1000
const MAX_MESSAGE_BYTES = 30 * 1024 * 1024
const SNIPPET_LENGTH = 250

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const log = options.quiet ? () => {} : (line: string) => console.log(`mail: ${line}`)
  /** Newest first. */
  let messages: StoredMessage[] = []
  let chaos = defaultChaos()

  const chaosFails = (trigger: ChaosTrigger) =>
    trigger.Probability > 0 && Math.floor(Math.random() * 100) < trigger.Probability

  const chaosError = (trigger: ChaosTrigger, what: string) =>
    Object.assign(new Error(`Chaos ${what} error`), { responseCode: trigger.ErrorCode })

  const smtp = new SMTPServer({
    // Local only: no TLS, and any credentials (or none) are accepted, as Mailpit's
    // --smtp-auth-accept-any.
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    banner: 'Riviera local mail catcher',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      if (chaosFails(chaos.Authentication)) {
        callback(chaosError(chaos.Authentication, 'authentication'))
        return
      }
      callback(null, { user: auth.username ?? 'anonymous' })
    },
    onMailFrom(_address: SMTPServerAddress, _session, callback) {
      if (chaosFails(chaos.Sender)) callback(chaosError(chaos.Sender, 'sender'))
      else callback()
    },
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      if (chaosFails(chaos.Recipient)) callback(chaosError(chaos.Recipient, 'recipient'))
      else callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        simpleParser(raw)
          .then((parsed) => {
            const message = toStoredMessage(parsed, raw, envelopeTo)
            messages.unshift(message)
            if (messages.length > MAX_MESSAGES) messages.length = MAX_MESSAGES
            log(`received "${message.Subject}" for ${envelopeTo.join(', ')}`)
            callback()
          })
          .catch((error: unknown) => callback(error as Error))
      })
    },
  })
  smtp.on('error', (error) => console.error('mail catcher (SMTP):', error.message))

  function findMessage(id: string): StoredMessage | undefined {
    // Mailpit's alias for the newest message.
    if (id === 'latest') return messages[0]
    return messages.find((message) => message.ID === id)
  }

  async function handleApi(req: IncomingMessage, path: string, params: URLSearchParams) {
    const method = req.method ?? 'GET'
    if (path === '/api/v1/messages' && method === 'GET') {
      return jsonReply(200, summaries(messages, messages.length, params))
    }
    if (path === '/api/v1/messages' && method === 'DELETE') {
      const body = await readJson(req)
      const ids = Array.isArray(body?.IDs) ? body.IDs.filter((id) => typeof id === 'string') : []
      if (ids.length === 0) messages = []
      else messages = messages.filter((message) => !ids.includes(message.ID))
      return textReply(200, 'ok')
    }
    if (path === '/api/v1/search' && (method === 'GET' || method === 'DELETE')) {
      const query = (params.get('query') ?? '').trim()
      if (!query) return textReply(400, 'Error: no search query')
      const matches = messages.filter(matcher(query))
      if (method === 'DELETE') {
        messages = messages.filter((message) => !matches.includes(message))
        return textReply(200, 'ok')
      }
      return jsonReply(200, summaries(matches, messages.length, params))
    }
    const one = /^\/api\/v1\/message\/([^/]+)(\/raw|\/headers)?$/.exec(path)
    if (one && method === 'GET') {
      const message = findMessage(decodeURIComponent(one[1]!))
      if (!message) return textReply(404, 'Message not found')
      if (one[2] === '/raw')
        return { status: 200, type: 'text/plain; charset=utf-8', body: message.raw }
      if (one[2] === '/headers') return jsonReply(200, headersObject(message))
      return jsonReply(200, messageJson(message))
    }
    if (path === '/api/v1/chaos' && method === 'GET') return jsonReply(200, chaos)
    if (path === '/api/v1/chaos' && method === 'PUT') {
      const body = await readJson(req)
      if (body === undefined) return textReply(400, 'invalid JSON body')
      const next = defaultChaos()
      for (const key of ['Sender', 'Recipient', 'Authentication'] as const) {
        const given = body?.[key]
        if (given === undefined || given === null) continue
        if (typeof given !== 'object') return textReply(400, `${key} must be an object`)
        const trigger = given as Partial<ChaosTrigger>
        const errorCode = trigger.ErrorCode || next[key].ErrorCode
        const probability = trigger.Probability ?? 0
        if (!Number.isInteger(errorCode) || errorCode < 400 || errorCode > 599) {
          return textReply(400, 'error code must be between 400 and 599')
        }
        if (!Number.isInteger(probability) || probability < 0 || probability > 100) {
          return textReply(400, 'probability must be between 0 and 100')
        }
        next[key] = { ErrorCode: errorCode, Probability: probability }
      }
      chaos = next
      return jsonReply(200, chaos)
    }
    return textReply(404, '404 page not found')
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = url.pathname
    const method = req.method ?? 'GET'
    let reply: Reply
    if (path.startsWith('/api/')) {
      reply = await handleApi(req, path, url.searchParams)
    } else if (path === '/' && method === 'GET') {
      reply = htmlReply(200, inboxPage(messages.slice(0, 200), messages.length))
    } else if (path === '/delete-all' && method === 'POST') {
      messages = []
      reply = { status: 303, type: 'text/plain', body: '', location: '/' }
    } else if (path.startsWith('/view/') && method === 'GET') {
      const message = findMessage(decodeURIComponent(path.slice('/view/'.length)))
      reply = message
        ? htmlReply(200, messagePage(message))
        : htmlReply(404, inboxPage([], messages.length, 'That message is no longer here.'))
    } else {
      reply = textReply(404, '404 page not found')
    }
    res.writeHead(reply.status, {
      'content-type': reply.type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
      ...(reply.location ? { location: reply.location } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : reply.body)
  }

  const http = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'content-type',
      })
      res.end()
      return
    }
    handle(req, res).catch((error: unknown) => {
      console.error('mail catcher (HTTP):', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal error')
    })
  })

  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, '127.0.0.1', () => {
      smtp.server.off('error', reject)
      resolve()
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(options.inboxPort ?? 0, '127.0.0.1', () => {
        http.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const inboxPort = (http.address() as AddressInfo).port

  let stopped = false
  return {
    smtpPort,
    inboxPort,
    url: `http://127.0.0.1:${inboxPort}`,
    async stop() {
      if (stopped) return
      stopped = true
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve())
          http.closeAllConnections()
        }),
      ])
    },
  }
}

interface Reply {
  status: number
  type: string
  body: string | Buffer
  location?: string
}

const jsonReply = (status: number, value: unknown): Reply => ({
  status,
  type: 'application/json',
  body: JSON.stringify(value),
})
// Mailpit answers errors and `ok` in plain text.
const textReply = (status: number, body: string): Reply => ({
  status,
  type: 'text/plain; charset=utf-8',
  body,
})
const htmlReply = (status: number, body: string): Reply => ({
  status,
  type: 'text/html; charset=utf-8',
  body,
})

/** The body as JSON; null when empty, undefined when it is not JSON. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8').trim()
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Mailpit's MessagesSummary: `start` and `limit` (default 50) page the given list. */
function summaries(list: StoredMessage[], total: number, params: URLSearchParams) {
  const start = Math.max(0, Number.parseInt(params.get('start') ?? '0', 10) || 0)
  const limitParam = Number.parseInt(params.get('limit') ?? '', 10)
  const limit = Number.isInteger(limitParam) && limitParam > 0 ? limitParam : 50
  const page = list.slice(start, start + limit)
  return {
    total,
    unread: total,
    count: page.length,
    messages_count: list.length,
    messages_unread: list.length,
    start,
    tags: [],
    messages: page.map(summaryJson),
  }
}

function summaryJson(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: false,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: message.Created,
    Username: '',
    Tags: [],
    Size: message.Size,
    Attachments: message.Attachments.length,
    Snippet: message.Snippet,
  }
}

function messageJson(message: StoredMessage) {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    ReturnPath: message.ReturnPath,
    Subject: message.Subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: message.Date,
    Tags: [],
    Username: '',
    Text: message.Text,
    HTML: message.HTML,
    Size: message.Size,
    Inline: message.Inline,
    Attachments: message.Attachments,
  }
}

/** Mailpit's /headers: every header name with its values. */
function headersObject(message: StoredMessage) {
  const headers: Record<string, string[]> = {}
  for (const [name, value] of message.headers) (headers[name] ??= []).push(value)
  return headers
}

function toStoredMessage(parsed: ParsedMail, raw: Buffer, envelopeTo: string[]): StoredMessage {
  const received = new Date()
  const to = addresses(parsed.to)
  const cc = addresses(parsed.cc)
  const listed = new Set([...to, ...cc].map((address) => address.Address.toLowerCase()))
  // Recipients of the envelope that no header names were Bcc'd.
  const bcc = [
    ...addresses(parsed.bcc),
    ...envelopeTo
      .filter((address) => !listed.has(address.toLowerCase()))
      .map((address) => ({ Name: '', Address: address })),
  ].filter(
    (address, index, all) =>
      all.findIndex((other) => other.Address.toLowerCase() === address.Address.toLowerCase()) ===
      index,
  )
  const html = typeof parsed.html === 'string' ? parsed.html : ''
  const text = parsed.text ?? (html ? htmlToText(html) : '')
  const parts = parsed.attachments.map((attachment, index) => ({
    inline: attachment.contentDisposition === 'inline' && Boolean(attachment.contentId),
    summary: {
      PartID: String(index + 2),
      FileName: attachment.filename ?? '',
      ContentType: attachment.contentType,
      ContentID: (attachment.contentId ?? '').replace(/^<|>$/g, ''),
      Size: attachment.size,
    },
  }))
  return {
    ID: shortId(),
    MessageID: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    From: addresses(parsed.from)[0] ?? null,
    To: to,
    Cc: cc,
    Bcc: bcc,
    ReplyTo: addresses(parsed.replyTo),
    ReturnPath: headerText(parsed, 'return-path').replace(/^<|>$/g, ''),
    Subject: parsed.subject ?? '',
    Date: (parsed.date ?? received).toISOString(),
    Created: received.toISOString(),
    Text: text,
    HTML: html,
    Size: raw.length,
    Attachments: parts.filter((part) => !part.inline).map((part) => part.summary),
    Inline: parts.filter((part) => part.inline).map((part) => part.summary),
    Snippet: snippet(text),
    raw,
    headers: parsed.headerLines.map((line) => {
      const colon = line.line.indexOf(':')
      return [line.line.slice(0, colon).trim(), line.line.slice(colon + 1).trim()]
    }),
  }
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value]
  const result: MailAddress[] = []
  const visit = (entries: AddressObject['value']) => {
    for (const entry of entries) {
      if (entry.group) visit(entry.group)
      else if (entry.address) result.push({ Name: entry.name ?? '', Address: entry.address })
    }
  }
  for (const object of objects) visit(object.value)
  return result
}

function headerText(parsed: ParsedMail, name: string): string {
  const value = parsed.headers.get(name)
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'text' in value) return String(value.text)
  return ''
}

/** A readable text part for an HTML-only email (Auth sends only HTML), like Mailpit's. */
function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/<(br|\/p|\/div|\/h[1-6]|\/li|\/tr)\b[^>]*>/gi, '$&\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}...` : flat
}

const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A 22-character ID like Mailpit's short UUIDs. */
function shortId(): string {
  const bytes = randomBytes(22)
  let id = ''
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length]
  return id
}

/**
 * Mailpit's search, the common part: space-separated terms (quotes keep spaces), each either
 * `to:`, `from:`, `cc:`, `bcc:`, `reply-to:`, `subject:`, `message-id:` or free text matched
 * against subject, addresses and body; a leading `-` or `!` negates; every term must hold.
 */
export function matcher(query: string): (message: StoredMessage) => boolean {
  const terms = [...query.matchAll(/(-|!)?(?:([a-z-]+):)?(?:"([^"]*)"|(\S+))/gi)].map((match) => ({
    negate: Boolean(match[1]),
    field: (match[2] ?? '').toLowerCase(),
    value: (match[3] ?? match[4] ?? '').toLowerCase(),
  }))
  const list = (entries: MailAddress[]) =>
    entries.map((entry) => `${entry.Name} <${entry.Address}>`.toLowerCase()).join(' ')
  return (message) =>
    terms.every(({ negate, field, value }) => {
      let haystack: string
      if (field === 'to') haystack = list(message.To)
      else if (field === 'from') haystack = list(message.From ? [message.From] : [])
      else if (field === 'cc') haystack = list(message.Cc)
      else if (field === 'bcc') haystack = list(message.Bcc)
      else if (field === 'reply-to') haystack = list(message.ReplyTo)
      else if (field === 'subject') haystack = message.Subject.toLowerCase()
      else if (field === 'message-id') haystack = message.MessageID.toLowerCase()
      else {
        const text = field ? `${field}:${value}` : value
        const all = [
          message.Subject,
          list(message.From ? [message.From] : []),
          list(message.To),
          list(message.Cc),
          message.Text,
        ]
          .join('\n')
          .toLowerCase()
        return all.includes(text) !== negate
      }
      return haystack.includes(value) !== negate
    })
}
