import { Clock, Mail, Phone } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { telHref } from '@/lib/phone'
import { ContactLine, contactLinkClass } from './contact-line'

/** The general contact details (staff edit them in Profile Settings; the page passes them). */
export function ContactInfoCard({ email, phone }: { email: string; phone: string }) {
  return (
    <Card className="border-border/70">
      <CardHeader>
        <h2 className="text-3xl text-navy">Contact Information</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-6">
          <ContactLine icon={Mail} label="Email">
            <a href={`mailto:${email}`} className={contactLinkClass}>
              {email}
            </a>
          </ContactLine>
          <ContactLine icon={Phone} label="Phone">
            <a href={telHref(phone)} className={contactLinkClass}>
              {phone}
            </a>
          </ContactLine>
          <ContactLine icon={Clock} label="Response time">
            We respond to every inquiry within 24 hours.
          </ContactLine>
        </ul>
      </CardContent>
    </Card>
  )
}
