import { fromCatalogue, type RefusalCatalogue } from '@/lib/refusal-catalogue'
import { visitorRefusalText } from '@/lib/visitor-refusals'
import * as m from '@/paraglide/messages'

/**
 * The refusals only staff meet, in French (messages/{en,fr}/admin-shared.json): each entry is the
 * exact `raise exception` sentence of supabase/schemas/, `%` standing for a value.
 * The admin layout registers adminRefusalText (lib/refusal-text.ts, registerRefusalTexts).
 */
const STAFF_REFUSALS: RefusalCatalogue = [
  ['Only staff can %', m.admin_shared_refusal_only_staff],
  ['Only staff can reorder photos', m.admin_shared_refusal_only_staff_photos],
  ['Verified stay: this booking does not exist', m.admin_shared_refusal_verified_missing],
  ['Verified stay: the booking is of another villa', m.admin_shared_refusal_verified_villa],
  ['Verified stay: the booking was never confirmed', m.admin_shared_refusal_verified_unconfirmed],
  [
    'Verified stay: the stay has not ended yet (it ends on %)',
    m.admin_shared_refusal_verified_not_ended,
  ],
  ['Month of stay: a review can only be about a past stay', m.admin_shared_refusal_month_past],
  [
    "Month of stay: the stay must come before the review's publication",
    m.admin_shared_refusal_month_before,
  ],
  ['This villa has bookings: deactivate it instead', m.admin_shared_refusal_villa_has_bookings],
  ['The new order must list every photo of the villa once', m.admin_shared_refusal_photo_order],
  ['Prices can be requested for at most 731 days at a time', m.admin_shared_refusal_prices_span],
  [
    'The calendar can be requested for at most 731 days at a time',
    m.admin_shared_refusal_calendar_span,
  ],
  [
    'A villa needs a cancellation tier from 0 days before arrival',
    m.admin_shared_refusal_tier_zero,
  ],
  ['Give a percentage for each tier', m.admin_shared_refusal_tier_percent],
  [
    'Two tiers cannot start the same number of days before arrival',
    m.admin_shared_refusal_tier_same,
  ],
  ['No villa has this id', m.admin_shared_refusal_no_villa_id],
  [
    'Choose a villa and a range that ends on or after its start',
    m.admin_shared_refusal_block_range,
  ],
  ['Block at most two years at a time', m.admin_shared_refusal_block_two_years],
  ['% conflicts with confirmed booking from % to %', m.admin_shared_refusal_block_conflict],
  [
    'This request expired on % UTC: ask the guest to send a new one',
    m.admin_shared_refusal_request_expired,
  ],
  ['These dates overlap a confirmed booking for this villa', m.admin_shared_refusal_dates_overlap],
  ['These dates include a blocked day for this villa', m.admin_shared_refusal_dates_blocked],
  ['This booking does not exist', m.admin_shared_refusal_no_booking],
  [
    'This security deposit was returned on %: it can no longer be changed',
    m.admin_shared_refusal_deposit_returned,
  ],
  ['Only a confirmed stay has a security deposit', m.admin_shared_refusal_deposit_confirmed_only],
  ['Amount: enter the security deposit, more than €0', m.admin_shared_refusal_deposit_amount],
  ['Amount: enter the amount received, more than €0', m.admin_shared_refusal_received_amount],
  ['How: choose bank transfer, card, cash or other', m.admin_shared_refusal_deposit_how],
  ['Received on: enter a day up to today', m.admin_shared_refusal_received_on],
  [
    'Record the security deposit as received before returning it',
    m.admin_shared_refusal_deposit_record_first,
  ],
  ['Returned on: enter a day up to today', m.admin_shared_refusal_returned_on],
  [
    'Returned on: the deposit was received on %, return it on that day or later',
    m.admin_shared_refusal_returned_after,
  ],
  ['Deductions: a list of amounts with their reasons', m.admin_shared_refusal_deductions_list],
  [
    'Deduction %: enter an amount above €0, in euros and cents',
    m.admin_shared_refusal_deduction_amount,
  ],
  ['Deduction %: say why, in up to 500 characters', m.admin_shared_refusal_deduction_reason],
  ['Deductions: together they exceed the deposit of €%', m.admin_shared_refusal_deductions_exceed],
  ['A request is confirmed or declined', m.admin_shared_refusal_decision],
  [
    'The message to the guest is limited to 2000 characters',
    m.admin_shared_refusal_guest_message_length,
  ],
  ['Say who cancels: the guest or staff', m.admin_shared_refusal_who_cancels],
  ['Enter what the guest has paid (0 or more)', m.admin_shared_refusal_guest_paid],
  ['Only a confirmed stay can be cancelled this way', m.admin_shared_refusal_cancel_confirmed_only],
  ['Only a confirmed stay can be moved', m.admin_shared_refusal_move_confirmed_only],
  ['Choose other dates or another villa', m.admin_shared_refusal_move_other],
  ['A price cannot be negative', m.admin_shared_refusal_price_negative],
  ['Say why the price differs from the quote', m.admin_shared_refusal_price_reason],
  ['The reason is limited to 500 characters', m.admin_shared_refusal_reason_length],
  ['A payment cannot be dated in the future.', m.admin_shared_refusal_payment_future],
  ['A refund cannot be more than was received (%).', m.admin_shared_refusal_refund_more],
  ["A card payment needs the processor's id", m.admin_shared_refusal_card_processor],
  [
    'IBAN: this IBAN is not valid, check each character (for example FR76 3000 6000 0112 3456 7890 189)',
    m.admin_shared_refusal_iban,
  ],
  [
    "BIC: enter the 8 or 11 characters of the bank's BIC (for example AGRIFRPP or BNPAFRPPXXX)",
    m.admin_shared_refusal_bic,
  ],
  ['The window must end on or after its start', m.admin_shared_refusal_window_order],
  ['A planner window covers at most 190 days', m.admin_shared_refusal_window_span],
  ['The range ends before it starts', m.admin_shared_refusal_range_order],
  ['The period must end on or after its start', m.admin_shared_refusal_period_order],
  ['A period covers at most ten years', m.admin_shared_refusal_period_span],
  ['Choose a month', m.admin_shared_refusal_choose_month],
  ['This notification does not exist', m.admin_shared_refusal_no_notification],
  ['This email is still being sent', m.admin_shared_refusal_email_sending],
  [
    'Staff notification emails: enter at least one email address',
    m.admin_shared_refusal_staff_emails_none,
  ],
  [
    'Staff notification emails: enter at most 10 addresses',
    m.admin_shared_refusal_staff_emails_many,
  ],
  [
    'Staff notification emails: "%" is not an email address such as name@example.com',
    m.admin_shared_refusal_staff_emails_invalid,
  ],
  [
    'Reply-to address: enter an email address such as name@example.com',
    m.admin_shared_refusal_reply_to,
  ],
  [
    'Sender name: enter a name on one line, up to 100 characters, without quotes or angle brackets',
    m.admin_shared_refusal_sender_name,
  ],
  ['Guest emails: choose on or off', m.admin_shared_refusal_guest_emails],
  [
    'Deposit reminder: enter a number of days from 0 to 14',
    m.admin_shared_refusal_reminder_deposit,
  ],
  [
    'Balance reminder: enter a number of days from 0 to 30',
    m.admin_shared_refusal_reminder_balance,
  ],
  ['Arrival email: enter a number of days from 1 to 30', m.admin_shared_refusal_arrival_email],
  ['Give the calendar a name, such as Airbnb', m.admin_shared_refusal_calendar_name],
  ['A calendar name is at most 100 characters', m.admin_shared_refusal_calendar_name_length],
  ["Paste the calendar's iCal link", m.admin_shared_refusal_calendar_link],
  ['A calendar link is at most 2000 characters', m.admin_shared_refusal_calendar_link_length],
  [
    'A calendar link starts with https:// (or http://) and has no spaces',
    m.admin_shared_refusal_calendar_link_form,
  ],
  ['No such villa', m.admin_shared_refusal_no_villa],
  ['No such calendar feed', m.admin_shared_refusal_no_feed],
  [
    'Set up two-factor authentication for your own account before requiring it for all staff',
    m.admin_shared_refusal_two_factor_self_first,
  ],
  [
    "Only an administrator can reset a colleague's two-factor authentication",
    m.admin_shared_refusal_two_factor_admin_only,
  ],
  [
    "Confirm your own sign-in with your authenticator app before resetting a colleague's",
    m.admin_shared_refusal_two_factor_confirm_self,
  ],
  [
    'Remove your own authenticator in Two-factor authentication above',
    m.admin_shared_refusal_two_factor_remove_self,
  ],
  ['No staff member has this account', m.admin_shared_refusal_no_staff],
]

/** The site settings' field names, as the settings triggers name them ("Phone: …"). */
const SETTING_LABELS: RefusalCatalogue = [
  ['Company name', m.admin_shared_setting_company_name],
  ['Legal form', m.admin_shared_setting_legal_form],
  ['Share capital', m.admin_shared_setting_share_capital],
  ['Registered office', m.admin_shared_setting_registered_office],
  ['RCS number', m.admin_shared_setting_rcs_number],
  ['RCS city', m.admin_shared_setting_rcs_city],
  ['VAT number', m.admin_shared_setting_vat_number],
  ['Director of publication', m.admin_shared_setting_director_of_publication],
  ['Web host name', m.admin_shared_setting_web_host_name],
  ['Web host address', m.admin_shared_setting_web_host_address],
  ['Web host phone', m.admin_shared_setting_web_host_phone],
  ['Mediator name', m.admin_shared_setting_mediator_name],
  ['Mediator address', m.admin_shared_setting_mediator_address],
  ['Mediator website', m.admin_shared_setting_mediator_website],
  ['Phone', m.admin_shared_setting_phone],
  ['Email', m.admin_shared_setting_email],
  ['Concierge email', m.admin_shared_setting_concierge_email],
  ['Address', m.admin_shared_setting_address],
  ['Office hours (Monday-Friday)', m.admin_shared_setting_office_hours_monday_friday],
  ['Office hours (Saturday)', m.admin_shared_setting_office_hours_saturday],
  ['Office hours (Sunday)', m.admin_shared_setting_office_hours_sunday],
  ['Office hours in French (Monday-Friday)', m.admin_shared_setting_office_hours_fr_monday_friday],
  ['Office hours in French (Saturday)', m.admin_shared_setting_office_hours_fr_saturday],
  ['Office hours in French (Sunday)', m.admin_shared_setting_office_hours_fr_sunday],
  ['Instagram link', m.admin_shared_setting_instagram_link],
  ['Facebook link', m.admin_shared_setting_facebook_link],
  ['LinkedIn link', m.admin_shared_setting_linkedin_link],
]

/** What is wrong with a site setting, as the settings triggers say it after the field's name. */
const SETTING_PROBLEMS: RefusalCatalogue = [
  ['enter it on one line, up to 200 characters', m.admin_shared_setting_problem_1],
  [
    'brackets are not allowed: enter the real value, or leave it empty until you have it',
    m.admin_shared_setting_problem_2,
  ],
  ['enter the 9-digit SIREN number, for example 123 456 782', m.admin_shared_setting_problem_3],
  [
    'this is not a valid SIREN number (its check digit does not match): check each digit',
    m.admin_shared_setting_problem_4,
  ],
  [
    'enter the intra-community VAT number, for example FR11 123456782',
    m.admin_shared_setting_problem_5,
  ],
  ['enter the amount, for example €50,000', m.admin_shared_setting_problem_6],
  [
    'use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +',
    m.admin_shared_setting_problem_7,
  ],
  ['enter a full address starting with https://', m.admin_shared_setting_problem_8],
  ['enter an email address such as name@example.com', m.admin_shared_setting_problem_9],
  ['enter the address on one line, up to 200 characters', m.admin_shared_setting_problem_10],
  [
    'enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)',
    m.admin_shared_setting_problem_11,
  ],
  [
    'enter a full address starting with https://, or leave it empty to hide the link',
    m.admin_shared_setting_problem_12,
  ],
]

/** The statuses a booking trigger names ("A % booking cannot be changed to %"). */
const STATUS_WORDS: Record<string, () => string> = {
  pending: m.admin_shared_status_pending,
  confirmed: m.admin_shared_status_confirmed,
  cancelled: m.admin_shared_status_cancelled,
  'no status': m.admin_shared_status_none,
}
const statusWords = (status: string) => STATUS_WORDS[status]?.() ?? status

/** "Phone: use 6 to 15 digits, …" (a site setting's field, then its problem), in French. */
function settingText(message: string): string | null {
  const colon = message.indexOf(': ')
  if (colon < 0) return null
  const label = fromCatalogue(SETTING_LABELS, message.slice(0, colon))
  const problem = fromCatalogue(SETTING_PROBLEMS, message.slice(colon + 2))
  return label && problem ? `${label}\u00a0: ${problem}` : null
}

/** A staff refusal's sentence in French, or null when none is known. */
export function adminRefusalText(message: string): string | null {
  const status = message.match(/^A (\w+) booking cannot be changed to (.+)$/)
  if (status)
    return m.admin_shared_refusal_status_change({
      a: statusWords(status[1]!),
      b: statusWords(status[2]!),
    })
  return (
    fromCatalogue(STAFF_REFUSALS, message) ?? settingText(message) ?? visitorRefusalText(message)
  )
}
