import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../supabase/functions/_shared/emails/format'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { emailsTo, waitFor, type CaughtEmail } from './support/mail'

// Issue 22, point 5: the language of the page a request or enquiry was sent from is stored with
// it, and every email to the guest is written in it (subject, body, links to the /fr pages);
// staff emails follow each staff member's own language (Profile), one email per language.

let db: DatabaseStack
let villaId: string
let frenchStaff: SignedInUser
let englishStaff: SignedInUser

/** An email's text as one line: its wrapping and French typography's spaces (U+00A0, U+202F) read as plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ')

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Langue Test', price_per_night: 1450 })
  // A charge staff named in both languages: the French email lists it by its French name.
  const charge = await db.service.from('villa_charges').insert({
    villa_id: villaId,
    name: 'Final cleaning',
    name_fr: 'Ménage de fin de séjour',
    amount: 350,
  })
  if (charge.error) throw charge.error
  frenchStaff = await db.signIn('staff')
  englishStaff = await db.signIn('staff')
  // The French staff member chose French in their Profile; the other left the default.
  const { error } = await frenchStaff.client
    .from('staff_preferences')
    .insert({ user_id: frenchStaff.userId, language: 'fr' })
  if (error) throw error
  await db.stack.db.pg.query(
    `update public.site_settings set setting_value = $1 where setting_key = 'notification_staff_emails'`,
    [`${frenchStaff.email}\n${englishStaff.email}`],
  )
})
afterAll(() => db?.stop())

async function emailTo(address: string, subject: RegExp): Promise<CaughtEmail> {
  return waitFor(`the email "${subject}" to ${address}`, async () =>
    (await emailsTo(db.stack, address)).find((m) => subject.test(m.subject)),
  )
}

let nextOffset = 40
/** A booking request as the site sends it, from a page in `language`. */
async function requestStay(language: string | undefined, nights = 3) {
  const id = randomUUID()
  const guestEmail = `lang-${id.slice(0, 8)}@example.com`
  const checkIn = day(nextOffset)
  const checkOut = day(nextOffset + nights)
  nextOffset += nights + 2
  const { error } = await db.anon.from('bookings').insert(
    bookingRequest({
      id,
      villa_id: villaId,
      guest_name: 'Camille Laurent',
      guest_email: guestEmail,
      check_in: checkIn,
      check_out: checkOut,
      adults: 2,
      guests_count: 2,
      ...(language ? { language } : {}),
    }),
  )
  return { id, guestEmail, checkIn, checkOut, error }
}

async function notifications(bookingId: string) {
  const { rows } = await db.stack.db.pg.query<{
    kind: string
    recipients: string[]
    language: string
  }>(
    `select kind, recipients, payload ->> 'language' as language
     from public.notifications where booking_id = $1 order by kind, payload ->> 'language'`,
    [bookingId],
  )
  return rows
}

describe('a request sent from a French page', () => {
  it('is stored in French, and the guest’s request and confirmation emails are in French', async () => {
    const stay = await requestStay('fr')
    expect(stay.error).toBeNull()
    const { rows } = await db.stack.db.pg.query<{ language: string }>(
      'select language::text from public.bookings where id = $1',
      [stay.id],
    )
    expect(rows[0]!.language).toBe('fr')

    const received = await emailTo(stay.guestEmail, /^Votre demande de réservation/)
    expect(plain(received.subject)).toMatch(/^Votre demande de réservation : Villa Langue Test, /)
    const body = plain(received.text)
    expect(body).toContain('Merci, Camille')
    expect(body).toContain('Nous avons bien reçu votre demande de séjour à la Villa Langue Test.')
    expect(body).toContain(plain(formatDay(stay.checkIn, 'fr')))
    expect(body).toContain('3 nuits')
    expect(body).toContain('2 adultes')
    expect(body).toContain('4 350 €')
    expect(body).toMatch(/Ménage de fin de séjour\s*par séjour 350 €/)
    expect(body).toContain('Total 4 700 €')
    expect(body).toContain('heure de Paris')
    expect(body).toMatch(/\/fr\/stay\/[A-Za-z0-9_-]+/)
    expect(body).toContain(`/fr/villa/${villaId}`)
    expect(body).not.toMatch(/Thank you|What happens next|nights|€4,350|Final cleaning/)

    await db.service.from('bookings').update({ status: 'confirmed' }).eq('id', stay.id)
    const confirmed = await emailTo(stay.guestEmail, /^Séjour confirmé/)
    expect(plain(confirmed.subject)).toMatch(/^Séjour confirmé : Villa Langue Test, .+ · RV-/)
    const confirmation = plain(confirmed.text)
    expect(confirmation).toContain('Votre séjour est confirmé, Camille')
    expect(confirmation).toContain('Excellente nouvelle : votre séjour à la Villa Langue Test du')
    expect(confirmation).toMatch(/Voir votre réservation\s*\(http[^)]*\/fr\/stay\/[A-Za-z0-9_-]+\)/)
    expect(confirmation).not.toMatch(/Your stay is confirmed|View your booking/)
  })

  it('is answered with its language on the staff screens, where the guest’s words are marked with it', async () => {
    const stay = await requestStay('fr')
    expect(stay.error).toBeNull()
    const list = await englishStaff.client.rpc('admin_bookings_page', { p_search: stay.guestEmail })
    expect(list.error).toBeNull()
    expect(
      list.data!.map((row: { id: string; language: string }) => [row.id, row.language]),
    ).toEqual([[stay.id, 'fr']])
    const planner = await englishStaff.client.rpc('admin_planner', {
      p_from: stay.checkIn,
      p_to: stay.checkOut,
    })
    expect(planner.error).toBeNull()
    const shown = planner.data!.stays!.find((row: { id: string }) => row.id === stay.id)
    expect(shown?.language).toBe('fr')
  })

  it('gives a phone booking staff enter for a French guest its French confirmation', async () => {
    const guestEmail = `phone-${randomUUID().slice(0, 8)}@example.com`
    const { data, error } = await englishStaff.client.rpc('admin_create_booking', {
      p_villa_id: villaId,
      p_check_in: day(300),
      p_check_out: day(304),
      p_adults: 2,
      p_children: 0,
      p_extras: [],
      p_guest_name: 'Henri Dupuis',
      p_guest_email: guestEmail,
      p_language: 'fr',
    })
    expect(error).toBeNull()
    const confirmed = await emailTo(guestEmail, /^Séjour confirmé/)
    expect(plain(confirmed.text)).toContain('4 nuits')
    const { rows } = await db.stack.db.pg.query<{ language: string }>(
      'select language::text from public.bookings where id = $1',
      [data![0]!.booking_id],
    )
    expect(rows[0]!.language).toBe('fr')
  })
})

describe('a request sent from an English page', () => {
  it('stays in English, word for word as before, with links to the English pages', async () => {
    const stay = await requestStay(undefined)
    expect(stay.error).toBeNull()
    const received = await emailTo(stay.guestEmail, /^Your request for Villa Langue Test/)
    expect(plain(received.text)).toContain('Thank you, Camille')
    expect(plain(received.text)).toContain(
      'We have received your request to stay at Villa Langue Test. Here is what you asked',
    )
    expect(plain(received.text)).toContain(formatDay(stay.checkIn))
    expect(plain(received.text)).toContain('3 nights')
    expect(plain(received.text)).toContain('€4,350')
    expect(plain(received.text)).toMatch(/Final cleaning\s*per stay €350/)
    expect(plain(received.text)).toMatch(/View your booking\s*\(http[^)]*\/stay\/[A-Za-z0-9_-]+\)/)
    expect(plain(received.text)).not.toContain('/fr/')

    await db.service.from('bookings').update({ status: 'confirmed' }).eq('id', stay.id)
    const confirmed = await emailTo(stay.guestEmail, /^Confirmed: your stay at Villa Langue Test/)
    expect(plain(confirmed.text)).toContain('Your stay is confirmed, Camille')
    expect(plain(confirmed.text)).not.toContain('/fr/')
  })
})

describe('staff emails', () => {
  it('go once in each staff member’s language: French to the one who chose it, English to the other', async () => {
    const stay = await requestStay('en')
    const toFrench = await emailTo(frenchStaff.email, /^Nouvelle demande de réservation/)
    expect(plain(toFrench.subject)).toMatch(
      /^Nouvelle demande de réservation : Villa Langue Test, .+ \(Camille Laurent\) · RV-/,
    )
    expect(plain(toFrench.text)).toContain(
      'Camille Laurent souhaite séjourner à la Villa Langue Test',
    )
    expect(plain(toFrench.text)).toContain('Confirmez-la ou déclinez-la avant le')
    const toEnglish = await emailTo(englishStaff.email, /^New booking request: Villa Langue Test/)
    expect(plain(toEnglish.text)).toContain(
      'Camille Laurent would like to stay at Villa Langue Test',
    )

    // Each address got its own language's email only; the guest's own email stayed English.
    expect(
      (await emailsTo(db.stack, frenchStaff.email)).filter((m) => m.subject.startsWith('New')),
    ).toHaveLength(0)
    expect(
      (await emailsTo(db.stack, englishStaff.email)).filter((m) =>
        m.subject.startsWith('Nouvelle'),
      ),
    ).toHaveLength(0)
    await emailTo(stay.guestEmail, /^Your request for/)
    expect(await notifications(stay.id)).toEqual([
      { kind: 'request_received', recipients: [stay.guestEmail], language: 'en' },
      { kind: 'request_received_staff', recipients: [englishStaff.email], language: 'en' },
      { kind: 'request_received_staff', recipients: [frenchStaff.email], language: 'fr' },
    ])
  })
})

describe('an enquiry', () => {
  async function enquire(language: string | undefined, formType: 'general' | 'concierge') {
    const email = `enquiry-${randomUUID().slice(0, 8)}@example.com`
    const { error } = await db.anon.from('contact_submissions').insert({
      id: randomUUID(),
      form_type: formType,
      name: 'Camille Laurent',
      email,
      phone: null,
      message: 'Pourriez-vous organiser un chef privé le 14 juillet ?',
      ...(language ? { language } : {}),
    })
    return { email, error }
  }

  it('sent from a French page gets a French acknowledgement, which never repeats the message', async () => {
    const { email, error } = await enquire('fr', 'concierge')
    expect(error).toBeNull()
    const ack = await emailTo(email, /^Merci pour votre demande de conciergerie$/)
    const body = plain(ack.text)
    expect(body).toContain('Merci, Camille')
    expect(body).toContain(
      'Nous avons bien reçu votre demande de conciergerie. Notre équipe vous contactera sous 24 heures.',
    )
    expect(body).toContain('/fr/villas')
    expect(body).not.toContain('chef privé')
    // Staff read it in their own languages.
    await emailTo(frenchStaff.email, /^Demande de conciergerie de Camille Laurent$/)
    await emailTo(englishStaff.email, /^Concierge request from Camille Laurent$/)
  })

  it('sent from an English page gets the English acknowledgement', async () => {
    const { email, error } = await enquire(undefined, 'general')
    expect(error).toBeNull()
    const ack = await emailTo(email, /^Thank you for your inquiry$/)
    expect(plain(ack.text)).toContain(
      'We have received your message. We’ll get back to you within 24 hours.',
    )
    expect(plain(ack.text)).not.toContain('/fr/')
  })
})

describe('a language the site does not have', () => {
  it('is refused with the database’s reason on a request, an enquiry and a phone booking', async () => {
    const stay = await requestStay('de')
    expect(stay.error?.message).toMatch(/invalid input value for enum site_language: "de"/)
    const { error: enquiryError } = await db.anon.from('contact_submissions').insert({
      id: randomUUID(),
      form_type: 'general',
      name: 'Klaus',
      email: 'klaus@example.com',
      message: 'Hallo',
      language: 'de' as 'en',
    })
    expect(enquiryError?.message).toMatch(/invalid input value for enum site_language: "de"/)
    const { error: phoneError } = await englishStaff.client.rpc('admin_create_booking', {
      p_villa_id: villaId,
      p_check_in: day(320),
      p_check_out: day(324),
      p_adults: 2,
      p_children: 0,
      p_extras: [],
      p_guest_name: 'Klaus Weber',
      p_guest_email: 'klaus@example.com',
      p_language: 'de' as 'en',
    })
    expect(phoneError?.message).toMatch(/invalid input value for enum site_language: "de"/)
    const { rows } = await db.stack.db.pg.query(
      `select 1 from public.bookings where id = $1 or guest_email = 'klaus@example.com'
       union all select 1 from public.contact_submissions where email = 'klaus@example.com'`,
      [stay.id],
    )
    expect(rows).toHaveLength(0)
  })
})
