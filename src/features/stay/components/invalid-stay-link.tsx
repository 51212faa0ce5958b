import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'

/** A link that opens no booking: wrong, replaced by a newer one, or mistyped. Said calmly. */
export function InvalidStayLink({ details }: { details: { email: string; phone: string } }) {
  return (
    <div className="mx-auto max-w-xl text-center" data-testid="stay-link-invalid">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">
        {m.booking_stay_seo_title()}
      </p>
      <h1 className="mt-3 text-4xl text-navy md:text-5xl">{m.booking_stay_invalid_title()}</h1>
      <p className="mt-5 text-lg leading-relaxed text-foreground/80">
        {m.booking_stay_invalid_text()}
      </p>
      <p className="mt-6 text-foreground/80">
        <a className="text-navy underline underline-offset-4" href={`mailto:${details.email}`}>
          {details.email}
        </a>
        {details.phone && (
          <>
            {' · '}
            <a
              className="text-navy underline underline-offset-4"
              href={`tel:${details.phone.replace(/\s+/g, '')}`}
            >
              {details.phone}
            </a>
          </>
        )}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={paths.contact.href()}>{m.booking_stay_contact_us()}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.villas.href()}>{m.booking_view_villas()}</Link>
        </Button>
      </div>
    </div>
  )
}
