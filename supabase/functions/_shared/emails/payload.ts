// What the database snapshots into notifications.payload when it writes an email
// (migration 20261126220000_notifications.sql), read back with checks: a row the templates
// cannot read fails with a reason instead of sending a half-empty email.
import { languageOf, type Language } from './format.ts'

export const NOTIFICATION_KINDS = [
  'request_received',
  'request_received_staff',
  'booking_confirmed',
  'request_declined',
  'request_expired',
  'enquiry_received_staff',
  'request_withdrawn_staff',
  'payment_received',
  'deposit_due',
  'balance_due',
  'payment_overdue',
  'arrival_information',
  'stay_thank_you',
  'deposit_returned',
  'booking_cancelled',
  'booking_moved',
  'enquiry_received',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export interface BookingPayload {
  booking_id: string
  villa_id: string
  villa_name: string
  villa_location: string
  guest_name: string
  guest_email: string
  guest_phone: string | null
  guests: number
  check_in: string
  check_out: string
  nights: number
  total: number
  /** Nights grouped by nightly price, in order of the first night. */
  rates: { nights: number; price: number }[]
  special_requests: string | null
  expires_at: string
  requested_at: string
  /**
   * Staff email only: the guest got no "request received" email (their mailbox had the day's
   * 3 already, migration 20261126370000_canonical_mailbox.sql).
   */
  guest_not_emailed: boolean
  /** Adults and children of the request (null on a booking made before they were asked). */
  adults: number | null
  children: number
  /** The version of the Terms of Booking the guest accepted. */
  terms_version: string | null
  /** The offer stored with the booking (issue 20), or null on an older booking. */
  quote: QuotePayload | null
  /**
   * Guest emails: the token of this email's own link to the stay page (issue 21), added by the
   * sender from private.stay_email_tokens, never stored in the payload.
   */
  stay_token: string | null
  /** Payment received (issue 21): the payment this email acknowledges. */
  payment: PaymentPayload | null
  /** Reminders and overdue notices (issue 21): the scheduled payment they are about. */
  due: DuePayload | null
  /** Money emails (issue 21): the booking's money once the payment is counted (booking_money). */
  money: MoneyPayload | null
  /** The thank-you email: its review link's token (issue 21, point 5), added by the sender. */
  review_token: string | null
  /** The short reference guests quote ("RV-7K3Q", issue 21), or null on an older payload. */
  reference: string | null
  /** What staff wrote to the guest with their decision, cancellation or move. */
  guest_message: string | null
  /** Other villas a decline suggests. */
  suggested_villas: { id: string; name: string; location: string | null }[]
  /** A confirmed stay cancelled: who asked, what it cost on that day, the refund due. */
  cancelled_by: string | null
  cancellation_cost: number | null
  refund_due: number | null
  /** A moved stay: the villa, dates and total before the move. */
  previous: {
    villa_name: string
    check_in: string
    check_out: string
    total: number
  } | null
  /**
   * The language the email is written in (issue 22): the guest's (that of the page the request
   * was sent from), or, for a staff email, that of its recipients; English when absent.
   */
  language: Language
}

export interface PaymentPayload {
  amount: number
  received_on: string
  method: string
}

export interface DuePayload {
  /** deposit | balance | full */
  kind: string
  label: string
  due_on: string
  /** What of this payment is still owed. */
  amount: number
}

export interface MoneyPayload {
  total: number
  received: number
  remaining: number
  next_due_on: string | null
  next_due_amount: number | null
  state: string
}

/** The security deposit as returned (issue 21, point 3), in the deposit_returned email. */
export interface SecurityDepositPayload {
  amount: number
  received_method: string | null
  returned_on: string
  returned_amount: number
  deductions: { amount: number; reason: string }[]
}

/** One line of the stored quote: the label, how it was counted, the amount (discounts < 0). */
export interface QuoteLinePayload {
  kind: string
  label: string
  /** The label in French, as quote_stay worded it; null for a charge not named in French. */
  label_fr: string | null
  basis: string | null
  basis_fr: string | null
  amount: number
  /** The villa's charge a fee or extra line is for. */
  charge_id?: string | null
}

/** The offer the guest accepted, as the database stored it with the booking. */
export interface QuotePayload {
  lines: QuoteLinePayload[]
  rent: number
  discounts: number
  fees: number
  extras_total: number
  tourist_tax: number
  total: number
  security_deposit: number | null
  payments: {
    kind: string
    label: string
    label_fr: string | null
    due_on: string
    amount: number
  }[]
  cancellation: { from_date: string; until_date: string; charge_percent: number; amount: number }[]
  relet_fee: number | null
  tax_note: string | null
  tax_note_fr: string | null
  rounding: string | null
  rounding_fr: string | null
}

export interface EnquiryPayload {
  enquiry_id: string
  form_type: 'general' | 'concierge'
  name: string
  email: string
  phone: string | null
  /** The staff email quotes it; the guest's acknowledgement never carries it. */
  message: string | null
  received_at: string
  /** The sender's language for their acknowledgement; the recipients' for the staff email. */
  language: Language
}

type Json = Record<string, unknown>

function text(payload: Json, key: string): string {
  const value = payload[key]
  if (typeof value !== 'string' || value === '') throw new Error(`The payload has no ${key}`)
  return value
}

function optionalText(payload: Json, key: string): string | null {
  const value = payload[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function number(payload: Json, key: string): number {
  const value = Number(payload[key])
  if (payload[key] === null || payload[key] === undefined || !Number.isFinite(value)) {
    throw new Error(`The payload has no ${key}`)
  }
  return value
}

function optionalNumber(payload: Json, key: string): number | null {
  return payload[key] === null || payload[key] === undefined ? null : number(payload, key)
}

function list(payload: Json, key: string): Json[] {
  const value = payload[key]
  if (value === null || value === undefined) return []
  if (!Array.isArray(value)) throw new Error(`The quote's ${key} is not a list`)
  return value as Json[]
}

/** The stored quote, checked: a quote the emails cannot read fails rather than half shows. */
export function quotePayload(quote: Json): QuotePayload {
  return {
    lines: list(quote, 'lines').map((line) => ({
      kind: text(line, 'kind'),
      label: text(line, 'label'),
      label_fr: optionalText(line, 'label_fr'),
      basis: optionalText(line, 'basis'),
      basis_fr: optionalText(line, 'basis_fr'),
      amount: number(line, 'amount'),
      charge_id: optionalText(line, 'charge_id'),
    })),
    rent: number(quote, 'rent'),
    discounts: number(quote, 'discounts'),
    fees: number(quote, 'fees'),
    extras_total: number(quote, 'extras_total'),
    tourist_tax: number(quote, 'tourist_tax'),
    total: number(quote, 'total'),
    security_deposit: optionalNumber(quote, 'security_deposit'),
    payments: list(quote, 'payments').map((payment) => ({
      kind: text(payment, 'kind'),
      label: text(payment, 'label'),
      label_fr: optionalText(payment, 'label_fr'),
      due_on: text(payment, 'due_on'),
      amount: number(payment, 'amount'),
    })),
    cancellation: list(quote, 'cancellation').map((tier) => ({
      from_date: text(tier, 'from_date'),
      until_date: text(tier, 'until_date'),
      charge_percent: number(tier, 'charge_percent'),
      amount: number(tier, 'amount'),
    })),
    relet_fee: optionalNumber(quote, 'relet_fee'),
    tax_note: optionalText(quote, 'tax_note'),
    tax_note_fr: optionalText(quote, 'tax_note_fr'),
    rounding: optionalText(quote, 'rounding'),
    rounding_fr: optionalText(quote, 'rounding_fr'),
  }
}

export function bookingPayload(payload: Json): BookingPayload {
  const yourVilla = languageOf(payload.language) === 'fr' ? 'votre villa' : 'your villa'
  const rates = Array.isArray(payload.rates) ? (payload.rates as Json[]) : []
  return {
    booking_id: text(payload, 'booking_id'),
    villa_id: text(payload, 'villa_id'),
    villa_name: optionalText(payload, 'villa_name') ?? yourVilla,
    villa_location: optionalText(payload, 'villa_location') ?? '',
    guest_name: text(payload, 'guest_name'),
    guest_email: text(payload, 'guest_email'),
    guest_phone: optionalText(payload, 'guest_phone'),
    guests: number(payload, 'guests'),
    check_in: text(payload, 'check_in'),
    check_out: text(payload, 'check_out'),
    nights: number(payload, 'nights'),
    total: number(payload, 'total'),
    rates: rates.map((rate) => ({ nights: number(rate, 'nights'), price: number(rate, 'price') })),
    special_requests: optionalText(payload, 'special_requests'),
    expires_at: text(payload, 'expires_at'),
    requested_at: text(payload, 'requested_at'),
    guest_not_emailed: payload.guest_not_emailed === true,
    adults: optionalNumber(payload, 'adults'),
    children: optionalNumber(payload, 'children') ?? 0,
    terms_version: optionalText(payload, 'terms_version'),
    quote:
      payload.quote && typeof payload.quote === 'object'
        ? quotePayload(payload.quote as Json)
        : null,
    stay_token: optionalText(payload, 'stay_token'),
    payment: object(payload, 'payment', (payment) => ({
      amount: number(payment, 'amount'),
      received_on: text(payment, 'received_on'),
      method: text(payment, 'method'),
    })),
    due: object(payload, 'due', (due) => ({
      kind: text(due, 'kind'),
      label: text(due, 'label'),
      due_on: text(due, 'due_on'),
      amount: number(due, 'amount'),
    })),
    money: object(payload, 'money', (money) => ({
      total: number(money, 'total'),
      received: number(money, 'received'),
      remaining: number(money, 'remaining'),
      next_due_on: optionalText(money, 'next_due_on'),
      next_due_amount: optionalNumber(money, 'next_due_amount'),
      state: text(money, 'state'),
    })),

    review_token: optionalText(payload, 'review_token'),

    reference: optionalText(payload, 'reference'),
    guest_message: optionalText(payload, 'guest_message'),
    suggested_villas: list(payload, 'suggested_villas').map((villa) => ({
      id: text(villa, 'id'),
      name: text(villa, 'name'),
      location: optionalText(villa, 'location'),
    })),
    cancelled_by: optionalText(payload, 'cancelled_by'),
    cancellation_cost: optionalNumber(payload, 'cancellation_cost'),
    refund_due: optionalNumber(payload, 'refund_due'),
    previous:
      payload.previous && typeof payload.previous === 'object'
        ? {
            villa_name: optionalText(payload.previous as Json, 'villa_name') ?? yourVilla,
            check_in: text(payload.previous as Json, 'check_in'),
            check_out: text(payload.previous as Json, 'check_out'),
            total: number(payload.previous as Json, 'total'),
          }
        : null,
    language: languageOf(payload.language),
  }
}

/** An optional object of the payload, read with its checks; null when absent. */
function object<T>(payload: Json, key: string, read: (value: Json) => T): T | null {
  const value = payload[key]
  if (value === null || value === undefined) return null
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`The payload's ${key} is not an object`)
  }
  return read(value as Json)
}

export function enquiryPayload(payload: Json): EnquiryPayload {
  const formType = text(payload, 'form_type')
  return {
    enquiry_id: text(payload, 'enquiry_id'),
    form_type: formType === 'concierge' ? 'concierge' : 'general',
    name: text(payload, 'name'),
    email: text(payload, 'email'),
    phone: optionalText(payload, 'phone'),
    message: optionalText(payload, 'message'),
    received_at: text(payload, 'received_at'),
    language: languageOf(payload.language),
  }
}

export function securityDepositPayload(payload: Json): SecurityDepositPayload {
  const deposit = payload.security_deposit
  if (!deposit || typeof deposit !== 'object' || Array.isArray(deposit)) {
    throw new Error('The payload has no security_deposit')
  }
  const d = deposit as Json
  return {
    amount: number(d, 'amount'),
    received_method: optionalText(d, 'received_method'),
    returned_on: text(d, 'returned_on'),
    returned_amount: number(d, 'returned_amount'),
    deductions: list(d, 'deductions').map((item) => ({
      amount: number(item, 'amount'),
      reason: text(item, 'reason'),
    })),
  }
}
