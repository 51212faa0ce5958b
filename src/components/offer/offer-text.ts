// quote_stay (supabase/schemas/20_stay_rules_and_pricing.sql) words each line, payment, tourist
// tax note and rounding rule in English and in French, and a booking keeps both in its snapshot:
// the page shows the one of its language, never rewording the figures. A text without its French
// twin (a charge not yet named in French, a quote stored before issue 22) shows in English,
// marked with its language. The rule that refuses a stay (its problem) is worded there in both too.
import { currentLocale } from '@/lib/i18n/locale'
import { pickText, type LocalizedText } from '@/lib/i18n/content'
import type { CompositeTypes } from '@/types/database.types'
import { keepPercentWithNumber } from '../../../supabase/functions/_shared/emails/format'

type QuoteProblem = Pick<CompositeTypes<'quote_problem'>, 'message' | 'message_fr'>

/**
 * A quote's text in the page's language (its French twin on /fr when the quote has one); an
 * English one, shown on an English page or for want of French, has its "%" held to its number.
 */
function worded(english: string, french: string | null | undefined): LocalizedText {
  const shown = pickText(english, french, currentLocale())
  return shown.lang === 'en' ? { ...shown, text: keepPercentWithNumber(shown.text) } : shown
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

/** Why the stay cannot be booked ("Minimum 7 nights in July"), in the page's language. */
export function quoteProblemText(problem: QuoteProblem): string {
  return pickText(problem.message, problem.message_fr, currentLocale()).text
}
