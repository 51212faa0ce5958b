import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'

/** The checkbox's name in the booking form. */
const TERMS_FIELD = 'termsAccepted'
export const TERMS_FIELD_ID = 'booking-terms'
const TERMS_ERROR_ID = 'booking-terms-error'

/**
 * The required "I accept the Terms of Booking" checkbox (the Terms open in a new tab, so nothing
 * typed is lost). Sending the form without it shows why, next to it; ticking it clears that.
 */
export function TermsAcceptance() {
  const ref = useRef<HTMLInputElement>(null)
  const [showError, setShowError] = useState(false)

  useEffect(() => {
    const form = ref.current?.form
    if (!form) return
    const onSubmit = () => setShowError(!ref.current?.checked)
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [])

  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={TERMS_FIELD_ID} className="flex items-start gap-2.5 text-foreground/80">
        <input
          ref={ref}
          id={TERMS_FIELD_ID}
          name={TERMS_FIELD}
          type="checkbox"
          required
          aria-invalid={showError || undefined}
          aria-describedby={showError ? TERMS_ERROR_ID : undefined}
          onChange={(event) => event.target.checked && setShowError(false)}
          className="mt-0.5 size-4 shrink-0 accent-navy"
        />
        <span>
          {m.booking_terms_accept()}{' '}
          <Link
            to={paths.terms.href()}
            target="_blank"
            rel="noopener"
            className="font-medium text-navy underline"
          >
            {m.booking_terms_link()}
          </Link>
        </span>
      </label>
      {showError && (
        <p id={TERMS_ERROR_ID} className="text-sm font-medium text-destructive">
          {m.booking_terms_required()}
        </p>
      )}
    </div>
  )
}
