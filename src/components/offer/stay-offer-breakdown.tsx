import type { ReactNode } from 'react'
import { formatDay, parseIsoDay } from '@/lib/dates'
import { langAttribute, type LocalizedText } from '@/lib/i18n/content'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import { formatAmount } from '@/lib/money'
import type { StayOffer } from '@/lib/stay-offer'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
import { formatPercent } from '../../../supabase/functions/_shared/emails/format'
import { quoteLineBasis, quoteLineLabel, quoteNote, quotePaymentLabel } from './offer-text'

type Payment = StayOffer['payments'][number]

// "14 July 2026" ("14 juillet 2026"): the Terms' way of writing a due date.
const dueDay = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  )
/** A date never breaks across lines on a phone ("30 November 2026", "Nov 30, 2026"). */
const whole = (text: string) => text.replace(/ /g, '\u00a0')

/**
 * A sentence around a payment's name ("Deposit (30 %), due by …"), the name marked with its
 * language when it is not the page's (a booking stored before the quote was worded in French).
 */
function aroundLabel(sentence: (label: string) => string, label: LocalizedText): ReactNode {
  const lang = langAttribute(label.lang)
  if (!lang) return sentence(label.text)
  const [before, after] = sentence('\u0000').split('\u0000')
  return (
    <>
      {before}
      <span lang={lang}>{label.text}</span>
      {after}
    </>
  )
}

/**
 * Who reads the offer. The guest (booking widget, request-sent page) reads it before and after
 * committing: dates as the Terms write them, what is due when, the re-let promise and the
 * no-withdrawal rule. Staff (admin booking detail) read the same figures as stored, in the
 * admin's dates, with the test ids the admin's tests know (prefixed `booking-`).
 */
const VOICES = {
  guest: {
    day: (iso: string) => whole(dueDay(parseIsoDay(iso))),
    testId: (id: string) => id,
    text: 'text-foreground/80',
    heading: 'text-gold-dark',
    payment: (payment: Payment, day: string) =>
      aroundLabel(
        (label) =>
          payment.kind === 'deposit'
            ? m.booking_offer_due_confirmation({ label, day })
            : payment.kind === 'balance'
              ? m.booking_offer_due_balance({ label, day })
              : m.booking_offer_due_by({ label, day }),
        quotePaymentLabel(payment),
      ),
    securityDeposit: () => m.booking_offer_security_deposit(),
    securityDepositNote: () => m.booking_offer_security_deposit_note(),
    ifCancelled: () => m.booking_offer_if_you_cancel(),
    relet: (fee: string) => m.booking_offer_relet({ fee }),
    noWithdrawal: true,
  },
  staff: {
    day: (iso: string) => whole(formatDay(iso)),
    testId: (id: string) => `booking-${id}`,
    text: '',
    heading: 'text-muted-foreground',
    payment: (payment: Payment, day: string) =>
      aroundLabel((label) => m.booking_offer_due_by({ label, day }), quotePaymentLabel(payment)),
    securityDeposit: () => m.booking_offer_security_deposit_staff(),
    securityDepositNote: () => null,
    ifCancelled: () => m.booking_offer_if_guest_cancels(),
    relet: (fee: string) => m.booking_offer_relet_staff({ fee }),
    noWithdrawal: false,
  },
} as const

export type OfferVoice = keyof typeof VOICES

interface StayOfferBreakdownProps {
  offer: StayOffer
  voice: OfferVoice
  /** The total's label, e.g. "Total (7 nights)". */
  totalLabel: string
  /** The test id of the total's figure. */
  totalTestId: string
  className?: string
}

/**
 * The whole offer as the database computed it (toStayOffer: a fresh quote or a booking's stored
 * snapshot): each line with its basis, the total, the refundable security deposit apart, when
 * each payment is due and what cancelling costs by date. Nothing is computed here. Compact:
 * readable on a 390 px phone inside the booking card.
 */
export function StayOfferBreakdown({
  offer,
  voice,
  totalLabel,
  totalTestId,
  className,
}: StayOfferBreakdownProps) {
  const v = VOICES[voice]
  const last = offer.cancellation.length - 1
  const Heading = voice === 'staff' ? 'h4' : 'p'
  const heading = cn('text-xs font-semibold uppercase tracking-[0.12em]', v.heading)
  const row = cn('flex justify-between gap-4', v.text)
  const taxNote = offer.taxNote ? quoteNote(offer.taxNote, offer.taxNoteFr) : null
  const rounding = quoteNote(offer.rounding, offer.roundingFr)
  return (
    <div
      className={cn('space-y-3', className)}
      data-testid={voice === 'guest' ? 'offer' : undefined}
    >
      <ul className="space-y-1.5">
        {offer.lines.map((line, i) => {
          const label = quoteLineLabel(line)
          const basis = quoteLineBasis(line)
          return (
            <li key={i} className={row} data-testid={v.testId('offer-line')}>
              <span className="min-w-0">
                <span lang={langAttribute(label.lang)}>{label.text}</span>
                {basis && (
                  <span
                    className="block text-xs text-muted-foreground"
                    lang={langAttribute(basis.lang)}
                  >
                    {basis.text}
                  </span>
                )}
              </span>
              <span className={cn('whitespace-nowrap', line.amount < 0 && 'text-emerald-700')}>
                {formatAmount(line.amount)}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="flex justify-between gap-4 border-t border-border pt-2 font-semibold text-navy">
        <span>{totalLabel}</span>
        <span className="whitespace-nowrap" data-testid={totalTestId}>
          {formatAmount(offer.total)}
        </span>
      </p>
      {taxNote && (
        <p className="text-xs text-muted-foreground" lang={langAttribute(taxNote.lang)}>
          {taxNote.text}
        </p>
      )}
      {offer.securityDeposit !== null && offer.securityDeposit > 0 && (
        <p className={row}>
          <span>
            {v.securityDeposit()}
            {v.securityDepositNote() && (
              <span className="block text-xs text-muted-foreground">{v.securityDepositNote()}</span>
            )}
          </span>
          <span className="whitespace-nowrap" data-testid={v.testId('security-deposit')}>
            {formatAmount(offer.securityDeposit)}
          </span>
        </p>
      )}
      {offer.payments.length > 0 && (
        <div>
          <Heading className={heading}>{m.booking_offer_payments()}</Heading>
          <ul className="mt-1 space-y-1">
            {offer.payments.map((payment) => (
              <li key={payment.kind} className={row} data-testid={v.testId('offer-payment')}>
                <span>{v.payment(payment, v.day(payment.due_on))}</span>
                <span className="whitespace-nowrap">{formatAmount(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {offer.cancellation.length > 0 && (
        <div>
          <Heading className={heading}>{v.ifCancelled()}</Heading>
          <table className={cn('mt-1 w-full text-left', v.text)}>
            <caption className="sr-only">{m.booking_offer_cancellation_caption()}</caption>
            <tbody>
              {offer.cancellation.map((tier, i) => (
                <tr key={tier.from_date} data-testid={v.testId('offer-cancellation')}>
                  <th scope="row" className="py-0.5 pr-3 align-top font-normal">
                    {i === 0
                      ? m.booking_offer_until({ day: v.day(tier.until_date) })
                      : i === last
                        ? m.booking_offer_from({ day: v.day(tier.from_date) })
                        : `${v.day(tier.from_date)} – ${v.day(tier.until_date)}`}
                  </th>
                  <td className="whitespace-nowrap py-0.5 text-right align-top">
                    {formatAmount(tier.amount)}{' '}
                    <span className="text-xs text-muted-foreground">
                      ({formatPercent(tier.charge_percent, currentLocale())})
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {offer.reletFee !== null && (
            <p className="mt-1 text-xs text-muted-foreground">
              {v.relet(formatAmount(offer.reletFee))}
            </p>
          )}
        </div>
      )}
      <p className="text-xs text-muted-foreground" lang={langAttribute(rounding.lang)}>
        {rounding.text}
      </p>
      {v.noWithdrawal && (
        <p className="text-xs text-muted-foreground">{m.booking_offer_no_withdrawal()}</p>
      )}
    </div>
  )
}
