import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import type { StayPaymentDetails } from '@/features/stay/api/get-stay-payment-details'
import { formatIban } from '@/lib/iban'

function CopyButton({ value, label }: { value: string; label: string }) {
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
      aria-label={isCopied ? `${label} copied` : `Copy the ${label}`}
    >
      {isCopied ? <Check className="size-4" /> : <Copy className="size-4" />}
    </button>
  )
}

function Row({ term, value, copyLabel }: { term: string; value: string; copyLabel?: string }) {
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
        How to pay
      </h2>
      {hasBank ? (
        <>
          <p className="mt-3 text-sm text-foreground/80">
            By bank transfer to the account below. Please write the reference on every transfer so
            we can match it to your booking.
          </p>
          <dl className="mt-4 rounded-lg border border-border/70 bg-card px-4">
            <Row term="Reference" value={details.payment_reference} copyLabel="reference" />
            {details.bank_account_holder && (
              <Row term="Account holder" value={details.bank_account_holder} />
            )}
            <Row term="IBAN" value={formatIban(details.bank_iban)} copyLabel="IBAN" />
            {details.bank_bic && <Row term="BIC" value={details.bank_bic} copyLabel="BIC" />}
          </dl>
        </>
      ) : (
        <p className="mt-3 text-sm text-foreground/80">
          We send you our bank details by email. Please write the reference{' '}
          <span className="font-medium text-navy">{details.payment_reference}</span> on every
          transfer.
        </p>
      )}
    </section>
  )
}
