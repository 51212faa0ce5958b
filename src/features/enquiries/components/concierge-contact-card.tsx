import { Mail, Phone, Zap } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { telHref } from '@/lib/phone'
import { ContactLine, contactLinkClass } from './contact-line'

/** The concierge's direct email and the phone (staff edit them; the page passes them). */
export function ConciergeContactCard({ email, phone }: { email: string; phone: string }) {
  return (
    <Card className="border-border/70">
      <CardHeader className="space-y-3">
        <h2 className="text-3xl text-navy">Concierge Contact</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          Prefer to speak with us directly? Our concierge team is at your disposal.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-6">
          <ContactLine icon={Mail} label="Direct email">
            <a href={`mailto:${email}`} className={contactLinkClass}>
              {email}
            </a>
          </ContactLine>
          <ContactLine icon={Phone} label="Phone">
            <a href={telHref(phone)} className={contactLinkClass}>
              {phone}
            </a>
          </ContactLine>
          <ContactLine icon={Zap} label="Response time">
            Priority response within 24 hours.
          </ContactLine>
        </ul>
      </CardContent>
    </Card>
  )
}
