import { Mail, Phone, Zap } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { telHref } from '@/lib/phone'
import * as m from '@/paraglide/messages'
import { ContactLine, contactLinkClass } from './contact-line'

/** The concierge's direct email and the phone (staff edit them; the page passes them). */
export function ConciergeContactCard({ email, phone }: { email: string; phone: string }) {
  return (
    <Card className="border-border/70">
      <CardHeader className="space-y-3">
        <h2 className="text-3xl text-navy">{m.booking_concierge_contact_title()}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {m.booking_concierge_contact_description()}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-6">
          <ContactLine icon={Mail} label={m.booking_concierge_direct_email()}>
            <a href={`mailto:${email}`} className={contactLinkClass}>
              {email}
            </a>
          </ContactLine>
          <ContactLine icon={Phone} label={m.booking_enquiry_phone()}>
            <a href={telHref(phone)} className={contactLinkClass}>
              {phone}
            </a>
          </ContactLine>
          <ContactLine icon={Zap} label={m.booking_contact_response_time()}>
            {m.booking_concierge_response()}
          </ContactLine>
        </ul>
      </CardContent>
    </Card>
  )
}
