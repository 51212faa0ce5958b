// The words quote_stay writes (supabase/schemas/20_stay_rules_and_pricing.sql) and the booking
// rules refuse with are English, stored as such in a booking's snapshot. In English they show as
// written (the spec's texts); in another language they are said again from the figures the
// quote carries beside them, and any sentence not recognised shows as written.
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import { formatAmount } from '@/lib/money'
import * as m from '@/paraglide/messages'

interface QuoteLine {
  kind: string
  label: string
  basis: string | null
  quantity: number
  unit_amount: number
}

/** "€1,450" or "€4.32" (the database's euro_text) as a number. */
const euros = (text: string) => Number(text.replace(/[€,−]/g, ''))
const isEnglish = () => currentLocale() === 'en'
const EURO = '(€[\\d,]+(?:\\.\\d+)?)'

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "1 Jul 2026" (to_char 'FMDD Mon YYYY') in the language on screen. */
function day(english: string): string {
  const [d, mon, y] = english.split(' ')
  const month = MONTHS.indexOf(mon ?? '')
  if (month < 0) return english
  return new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(Number(y), month, Number(d)))
}

/** A line's label ("7 nights × €850", "Tourist tax", a charge's name) on screen. */
export function quoteLineLabel(line: QuoteLine, chargeName?: string): string {
  if (isEnglish()) return line.label
  if (line.kind === 'nights') {
    return m.booking_quote_nights({ count: line.quantity, price: formatAmount(line.unit_amount) })
  }
  if (line.kind === 'fee' || line.kind === 'extra') return chargeName ?? line.label
  let match: RegExpMatchArray | null
  if ((match = line.label.match(/^Stay of (\d+) nights or more$/)))
    return m.booking_quote_discount_length({ count: match[1]! })
  if ((match = line.label.match(/^Early booking, (\d+) days or more ahead$/)))
    return m.booking_quote_discount_early({ count: match[1]! })
  if ((match = line.label.match(/^Last minute, (\d+) days or fewer ahead$/)))
    return m.booking_quote_discount_last({ count: match[1]! })
  if (line.label === 'Tourist tax') return m.booking_quote_tourist_tax()
  if ((match = line.label.match(/^Tourist tax, nights of (.+) to (.+)$/)))
    return m.booking_quote_tourist_tax_period({ from: day(match[1]!), to: day(match[2]!) })
  return line.label
}

/**
 * The language of a line's label when it is not the page's: a fee's or an extra's name is the
 * villa's own English one (the quote stores it so), marked for screen readers on /fr.
 */
export function quoteLineLang(line: Pick<QuoteLine, 'kind'>): 'en' | undefined {
  return !isEnglish() && (line.kind === 'fee' || line.kind === 'extra') ? 'en' : undefined
}

/** How a line was counted ("4 guests × €95", "10 % of €9,800", "per stay") on screen. */
export function quoteLineBasis(line: QuoteLine): string | null {
  const basis = line.basis
  if (basis === null || isEnglish()) return basis
  if (basis === 'per stay') return m.booking_unit_per_stay()
  let match: RegExpMatchArray | null
  if ((match = basis.match(new RegExp(`^(\\d+) nights? × ${EURO}$`))))
    return m.booking_quote_nights({
      count: Number(match[1]),
      price: formatAmount(euros(match[2]!)),
    })
  if ((match = basis.match(new RegExp(`^(\\d+) guests? × ${EURO}$`))))
    return m.booking_quote_guests({
      count: Number(match[1]),
      price: formatAmount(euros(match[2]!)),
    })
  if ((match = basis.match(new RegExp(`^([\\d.]+) % of ${EURO}$`))))
    return m.booking_quote_percent_of({
      percent: decimal(match[1]!),
      amount: formatAmount(euros(match[2]!)),
    })
  if ((match = basis.match(new RegExp(`^(\\d+) adults? × (\\d+) nights? × ${EURO}$`))))
    return m.booking_quote_tax_basis({
      adults: m.booking_adults_count({ count: Number(match[1]) }),
      nights: m.nights_count({ count: Number(match[2]) }),
      rate: formatAmount(euros(match[3]!)),
    })
  return basis
}

/** "2.5" as the language writes it ("2,5"). */
const decimal = (text: string) => new Intl.NumberFormat(intlLocale()).format(Number(text))

/** A payment's name ("Deposit (30 %)", "Balance", "Full payment") on screen. */
export function quotePaymentLabel(payment: { kind: string; label: string }): string {
  if (isEnglish()) return payment.label
  if (payment.kind === 'balance') return m.booking_quote_balance()
  if (payment.kind === 'full') return m.booking_quote_full()
  const percent = payment.label.match(/^Deposit \(([\d.]+) %\)$/)?.[1]
  return percent ? m.booking_quote_deposit({ percent: decimal(percent) }) : payment.label
}

/** The tourist tax's note (commune, rate, surcharges) on screen. */
export function quoteTaxNote(note: string): string {
  if (isEnglish()) return note
  const whole = note.match(
    /^Tourist tax of (.+?): (.+?)(, plus .+)?\. Children under 18 are exempt\.$/,
  )
  if (!whole) return note
  const [, commune, rateText, surchargeText = ''] = whole
  let rate: string | null = null
  let match: RegExpMatchArray | null
  if ((match = rateText!.match(new RegExp(`^${EURO} per adult per night for a (\\d)-star villa$`))))
    rate = m.booking_quote_tax_classified({
      amount: formatAmount(euros(match[1]!)),
      stars: m.booking_quote_stars({ count: Number(match[2]) }),
    })
  else if (
    (match = rateText!.match(
      new RegExp(
        `^([\\d.]+) % of the nightly price per guest, at most ${EURO} per adult per night, for an unclassified villa$`,
      ),
    ))
  )
    rate = m.booking_quote_tax_unclassified({
      percent: decimal(match[1]!),
      cap: formatAmount(euros(match[2]!)),
    })
  if (!rate) return note
  const department = surchargeText.match(/department's ([\d.]+) %/)?.[1]
  const region = surchargeText.match(/region's ([\d.]+) %/)?.[1]
  const surcharges =
    department && region
      ? m.booking_quote_surcharge_both({ department: decimal(department), region: decimal(region) })
      : department
        ? m.booking_quote_surcharge_department({ percent: decimal(department) })
        : region
          ? m.booking_quote_surcharge_region({ percent: decimal(region) })
          : ''
  return m.booking_quote_tax_note({ commune: commune!, rate, surcharges })
}

const ROUNDING =
  'Amounts in euros, each line rounded to the cent (half up); the total is the sum of the lines.'

/** The quote's rounding rule on screen. */
export function quoteRounding(rounding: string): string {
  return !isEnglish() && rounding === ROUNDING ? m.booking_quote_rounding() : rounding
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
