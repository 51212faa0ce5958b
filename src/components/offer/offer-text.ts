// quote_stay (supabase/schemas/20_stay_rules_and_pricing.sql) words each line, payment, tourist
// tax note and rounding rule in English and in French, and a booking keeps both in its snapshot:
// the page shows the one of its language, never rewording the figures. A text without its French
// twin (a charge not yet named in French, a quote stored before issue 22) shows in English,
// marked with its language. The booking rules' refusals below are still English sentences.
import { currentLocale } from '@/lib/i18n/locale'
import { pickText, type LocalizedText } from '@/lib/i18n/content'
import * as m from '@/paraglide/messages'

const isEnglish = () => currentLocale() === 'en'

/**
 * A quote's text in the page's language (its French twin on /fr when the quote has one). The
 * French words already hold "30 %" together (a no-break space); the English ones, shown on an
 * English page or for want of French, get theirs here, so "%" never starts a line.
 */
function worded(english: string, french: string | null | undefined): LocalizedText {
  const shown = pickText(english, french, currentLocale())
  return shown.lang === 'en' ? { ...shown, text: shown.text.replace(/ %/g, '\u00a0%') } : shown
}

/** A line's label ("7 nights × €850", "Tourist tax", a charge's name) and its language. */
export function quoteLineLabel(line: { label: string; label_fr: string | null }): LocalizedText {
  return worded(line.label, line.label_fr)
}

/** How a line was counted ("4 guests × €95", "10 % of €9,800", "per stay") and its language. */
export function quoteLineBasis(line: {
  basis: string | null
  basis_fr: string | null
}): LocalizedText | null {
  return line.basis === null ? null : worded(line.basis, line.basis_fr)
}

/** A payment's name ("Deposit (30 %)", "Balance", "Full payment") and its language. */
export function quotePaymentLabel(payment: {
  label: string
  label_fr: string | null
}): LocalizedText {
  return worded(payment.label, payment.label_fr)
}

/** The tourist tax's note (commune, rate, surcharges) or the rounding rule, and its language. */
export function quoteNote(english: string, french: string | null): LocalizedText {
  return worded(english, french)
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const NAMES = [
  m.booking_weekday_1,
  m.booking_weekday_2,
  m.booking_weekday_3,
  m.booking_weekday_4,
  m.booking_weekday_5,
  m.booking_weekday_6,
  m.booking_weekday_7,
]
/** "Saturday or Sunday" (the database's weekday_names) in French: "le samedi ou le dimanche". */
function days(english: string): string {
  const names = english
    .split(/, | or /)
    .map((name) => NAMES[WEEKDAYS.indexOf(name.trim())])
    .map((name) => (name ? `le ${name()}` : null))
  if (names.length === 0 || names.includes(null)) return english
  const or = m.booking_weekday_or()
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`
}

const FIXED_REFUSALS: Record<string, () => string> = {
  'This villa is not available for booking': m.booking_problem_villa,
  'Please select check-in and check-out dates': m.booking_dates_missing,
  'Check-out must be after check-in': m.booking_problem_order,
  'Check-in cannot be in the past': m.booking_problem_past,
  'At least one adult is required': m.booking_problem_one_adult,
  'The number of children cannot be negative': m.booking_problem_children,
  'At least one guest is required': m.booking_problem_one_guest,
  'An extra you chose is not offered for this stay': m.booking_problem_extras,
  'These dates are not available': m.booking_problem_unavailable,
  'Too many booking requests. Please wait a few minutes and try again.':
    m.booking_problem_throttled,
}

/**
 * A booking rule's sentence (quote_stay's problem, the booking trigger's refusal) on screen;
 * a sentence it does not know shows as written.
 */
export function refusalText(message: string): string {
  if (isEnglish()) return message
  const fixed = FIXED_REFUSALS[message]
  if (fixed) return fixed()
  let match: RegExpMatchArray | null
  if ((match = message.match(/^This villa takes bookings up to (\d+) months ahead$/)))
    return m.booking_problem_horizon({ count: match[1]! })
  if ((match = message.match(/^This villa needs (\d+) days' notice before arrival$/)))
    return m.booking_problem_notice({ count: match[1]! })
  if ((match = message.match(/^Arrivals are on (.+)$/)))
    return m.booking_problem_arrivals({ days: days(match[1]!) })
  if ((match = message.match(/^Departures are on (.+)$/)))
    return m.booking_rule_departures_are({ days: days(match[1]!) })
  if ((match = message.match(/^Minimum (\d+) nights(?: in (.+))?$/))) {
    const rule = m.booking_rule_minimum({ count: Number(match[1]) })
    return match[2] ? m.booking_rule_in_season({ rule, season: match[2] }) : rule
  }
  if ((match = message.match(/^A stay at this villa is at most (\d+) nights$/)))
    return m.booking_problem_max_nights({ count: match[1]! })
  if ((match = message.match(/^This villa accepts at most (\d+) guests?$/)))
    return m.booking_problem_max_guests({
      guests: m.booking_guests_count({ count: Number(match[1]) }),
    })
  return message
}
