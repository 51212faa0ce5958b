import { Clock, Mail, Phone } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { telHref } from '@/lib/phone'
import * as m from '@/paraglide/messages'
import { ContactLine, contactLinkClass } from './contact-line'

/** The general contact details (staff edit them in Profile Settings; the page passes them). */
export function ContactInfoCard({ email, phone }: { email: string; phone: string }) {
  return (
    <Card className="border-border/70">
      <CardHeader>
        <h2 className="text-3xl text-navy">{m.booking_contact_info_title()}</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-6">
          <ContactLine icon={Mail} label={m.booking_enquiry_email()}>
            <a href={`mailto:${email}`} className={contactLinkClass}>
              {email}
            </a>
          </ContactLine>
          <ContactLine icon={Phone} label={m.booking_enquiry_phone()}>
            <a href={telHref(phone)} className={contactLinkClass}>
              {phone}
            </a>
          </ContactLine>
          <ContactLine icon={Clock} label={m.booking_contact_response_time()}>
            {m.booking_contact_response()}
          </ContactLine>
        </ul>
      </CardContent>
    </Card>
  )
}
