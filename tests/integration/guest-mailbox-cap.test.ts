import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createVilla, day, startDatabaseStack, type DatabaseStack } from './support/database-stack'

// Issue 18, point 2 (migration 20261126370000_canonical_mailbox.sql): "request received" emails
// are capped at 3 a day per mailbox, and a mailbox is counted however its address is spelled:
// Gmail's dots and googlemail.com, "+tags", case, and internationalised domains.

const STAFF = 'cap-staff@rivieravillas.test'

let db: DatabaseStack
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Cap Test', price_per_night: 900 })
  await db.stack.db.pg.query(
    `update public.site_settings set setting_value = $1 where setting_key = 'notification_staff_emails'`,
    [STAFF],
  )
})
afterAll(() => db?.stop())

async function canonical(address: string): Promise<string> {
  const { rows } = await db.stack.db.pg.query<{ mailbox: string }>(
    'select private.canonical_mailbox($1) as mailbox',
    [address],
  )
  return rows[0]!.mailbox
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

interface Summary {
  ID: string
  Subject: string
  To: { Address: string }[]
}

async function inbox(): Promise<Summary[]> {
  const response = await fetch(`${db.stack.mail.url}/api/v1/messages?limit=1000`)
  return ((await response.json()) as { messages: Summary[] }).messages
}

async function text(id: string): Promise<string> {
  const response = await fetch(`${db.stack.mail.url}/api/v1/message/${id}`)
  return ((await response.json()) as { Text: string }).Text
}

let nextOffset = 40
async function requestStay(guestEmail: string) {
  const id = randomUUID()
  const { error } = await db.anon.from('bookings').insert({
    id,
    villa_id: villaId,
    check_in: day(nextOffset),
    check_out: day(nextOffset + 2),
    guests_count: 2,
    total_price: 0,
    guest_name: 'Camille Laurent',
    guest_email: guestEmail,
    expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    terms_accepted: true,
    status: 'pending',
  })
  nextOffset += 4
  if (error) throw error
  return id
}

describe('the mailbox an address reaches', () => {
  it('is one for Gmail’s dots, googlemail.com, +tags and case', async () => {
    for (const address of [
      'v.ictim@gmail.com',
      'vi.ctim@gmail.com',
      'victim+x@googlemail.com',
      'VICTIM@GMAIL.COM',
      ' V.i.c.t.i.m+promo.2026@GoogleMail.com ',
    ]) {
      expect(await canonical(address), address).toBe('victim@gmail.com')
    }
  })

  it('drops a +tag and case on every domain, but keeps dots where they make another mailbox', async () => {
    expect(await canonical('Jean.Dupont+villas@Example.FR')).toBe('jean.dupont@example.fr')
    expect(await canonical('jeandupont@example.fr')).toBe('jeandupont@example.fr')
  })

  it('writes an internationalised domain in its ASCII form (Punycode), whichever form it came in', async () => {
    expect(await canonical('victim@bücher.example')).toBe('victim@xn--bcher-kva.example')
    expect(await canonical('VICTIM+1@XN--BCHER-KVA.EXAMPLE')).toBe('victim@xn--bcher-kva.example')
    expect(await canonical('gast@münchen.de')).toBe('gast@xn--mnchen-3ya.de')
    expect(await canonical('a@例え.テスト')).toBe('a@xn--r8jz45g.xn--zckzah')
    expect(await canonical('a@ドメイン名例.jp')).toBe('a@xn--eckwd4c7cu47r2wf.jp')
    expect(await canonical('a@faß.de')).toBe('a@xn--fa-hia.de')
    // Full-width letters and the ideographic full stop, as IDNA maps them.
    expect(await canonical('victim@ｅｘａｍｐｌｅ。com')).toBe('victim@example.com')
  })
})

describe('a stranger sending requests to someone else’s Gmail address, spelled five ways', () => {
  it('reaches that inbox 3 times, while all five requests are stored and staff hear of each', async () => {
    const box = `v${randomUUID().replace(/-/g, '').slice(0, 10)}`
    const spelled = [
      `${box.slice(0, 1)}.${box.slice(1)}@gmail.com`,
      `${box.slice(0, 2)}.${box.slice(2)}@gmail.com`,
      `${box}+x@googlemail.com`,
      `${box.toUpperCase()}@GMAIL.COM`,
      `${box.split('').join('.')}+promo@GoogleMail.com`,
    ]
    const ids = []
    for (const address of spelled) ids.push(await requestStay(address))

    // Every request is stored…
    const { data: stored } = await db.service.from('bookings').select('id').in('id', ids)
    expect(stored).toHaveLength(5)
    // …every one reaches staff, and only 3 guest emails are written.
    const { data: rows } = await db.service
      .from('notifications')
      .select('kind, booking_id, guest_mailbox, payload')
      .in('booking_id', ids)
    expect(rows!.filter((row) => row.kind === 'request_received_staff')).toHaveLength(5)
    const guestRows = rows!.filter((row) => row.kind === 'request_received')
    expect(guestRows).toHaveLength(3)
    expect(new Set(guestRows.map((row) => row.guest_mailbox))).toEqual(
      new Set([`${box}@gmail.com`]),
    )

    const toVictim = async () =>
      (await inbox()).filter((m) =>
        m.To.some((to) => to.Address.toLowerCase().replace(/[.+]/g, '').includes(box)),
      )
    const toStaff = async () =>
      (await inbox()).filter((m) => m.To.some((to) => to.Address === STAFF))
    await waitFor('3 guest emails', async () => (await toVictim()).length >= 3)
    const staffEmails = await waitFor('5 staff emails', async () => {
      const found = []
      for (const message of await toStaff()) {
        const body = await text(message.ID)
        if (spelled.some((address) => body.includes(address))) found.push(body)
      }
      return found.length >= 5 && found
    })
    // Nothing more arrives for the victim after the outbox is drained.
    await db.service.functions.invoke('send-emails', { body: {} })
    expect(await toVictim()).toHaveLength(3)

    // The staff emails of the two requests whose guest was not emailed say so.
    const unacknowledged = staffEmails.filter((body) =>
      body.includes('The guest was not sent the usual acknowledgement'),
    )
    expect(unacknowledged).toHaveLength(2)
    const skipped = ids.filter((id) => !guestRows.some((row) => row.booking_id === id))
    expect(
      rows!
        .filter((row) => row.kind === 'request_received_staff' && skipped.includes(row.booking_id))
        .map((row) => (row.payload as { guest_not_emailed?: boolean }).guest_not_emailed),
    ).toEqual([true, true])
  })

  it('counts an internationalised domain once, in either form', async () => {
    const box = `w${randomUUID().slice(0, 8)}`
    // The forms accept the ASCII form of an internationalised domain (the Unicode form is
    // refused with a sentence: the address check is ASCII).
    const spelled = [
      `${box}@xn--bcher-kva.example`,
      `${box.toUpperCase()}@XN--BCHER-KVA.EXAMPLE`,
      `${box}+a@xn--bcher-kva.example`,
      `${box}+b@Xn--Bcher-Kva.Example`,
    ]
    const ids = []
    for (const address of spelled) ids.push(await requestStay(address))
    const { data: rows } = await db.service
      .from('notifications')
      .select('kind, guest_mailbox')
      .in('booking_id', ids)
      .eq('kind', 'request_received')
    expect(rows!.map((row) => row.guest_mailbox)).toEqual(
      Array(3).fill(`${box}@xn--bcher-kva.example`),
    )
    const unicode = await db.anon.from('bookings').insert({
      villa_id: villaId,
      check_in: day(nextOffset),
      check_out: day(nextOffset + 2),
      guests_count: 2,
      total_price: 0,
      guest_name: 'Camille Laurent',
      guest_email: `${box}@bücher.example`,
      expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      terms_accepted: true,
      status: 'pending',
    })
    expect(unicode.error?.message).toBe('Please provide a valid email address')
  })
})
