import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import type { StayPaymentDetails } from '@/features/stay/api/get-stay-payment-details'
import { formatIban } from '@/lib/iban'
import * as m from '@/paraglide/messages'

interface CopyLabels {
  copy: string
  copied: string
}

function CopyButton({ value, label }: { value: string; label: CopyLabels }) {
  const [isCopied, setIsCopied] = useState(false)
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setIsCopied(true)
      setTimeout(() => setIsCopied(false), 2000)
    } catch {
      // No clipboard (an old browser, a denied permission): the text stays selectable.
    }
  }
  return (
    <button
      type="button"
      onClick={handleCopy}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-navy/70 hover:bg-sand hover:text-navy focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
      aria-label={isCopied ? label.copied : label.copy}
    >
      {isCopied ? <Check className="size-4" /> : <Copy className="size-4" />}
    </button>
  )
}

function Row({ term, value, copyLabel }: { term: string; value: string; copyLabel?: CopyLabels }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-border/60 py-2.5 last:border-b-0">
      <div className="min-w-0">
        <dt className="text-xs uppercase tracking-[0.14em] text-muted-foreground">{term}</dt>
        <dd className="mt-0.5 break-words font-medium text-navy">{value}</dd>
      </div>
      {copyLabel && <CopyButton value={value.replace(/\s/g, '')} label={copyLabel} />}
    </div>
  )
}

/** "How to pay": the bank transfer details and the booking's reference, for a confirmed stay. */
export function HowToPay({ details }: { details: StayPaymentDetails }) {
  const hasBank = details.bank_iban !== ''
  return (
    <section aria-labelledby="stay-how-to-pay" data-testid="stay-how-to-pay">
      <h2 id="stay-how-to-pay" className="text-2xl text-navy">
        {m.booking_howto_title()}
      </h2>
      {hasBank ? (
        <>
          <p className="mt-3 text-sm text-foreground/80">{m.booking_howto_bank()}</p>
          <dl className="mt-4 rounded-lg border border-border/70 bg-card px-4">
            <Row
              term={m.booking_howto_reference()}
              value={details.payment_reference}
              copyLabel={{
                copy: m.booking_howto_copy_reference(),
                copied: m.booking_howto_copied_reference(),
              }}
            />
            {details.bank_account_holder && (
              <Row term={m.booking_howto_holder()} value={details.bank_account_holder} />
            )}
            <Row
              term="IBAN"
              value={formatIban(details.bank_iban)}
              copyLabel={{
                copy: m.booking_howto_copy_iban(),
                copied: m.booking_howto_copied_iban(),
              }}
            />
            {details.bank_bic && (
              <Row
                term="BIC"
                value={details.bank_bic}
                copyLabel={{
                  copy: m.booking_howto_copy_bic(),
                  copied: m.booking_howto_copied_bic(),
                }}
              />
            )}
          </dl>
        </>
      ) : (
        <p className="mt-3 text-sm text-foreground/80">
          {m.booking_howto_email_before()}{' '}
          <span className="font-medium text-navy">{details.payment_reference}</span>{' '}
          {m.booking_howto_email_after()}
        </p>
      )}
    </section>
  )
}
