import { Clock, Mail, Phone } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { brand } from '@/config/brand'
import { ContactLine, contactLinkClass } from './contact-line'

export function ContactInfoCard() {
  return (
    <Card className="border-border/70">
      <CardHeader>
        <h2 className="text-3xl text-navy">Contact Information</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-6">
          <ContactLine icon={Mail} label="Email">
            <a href={`mailto:${brand.email}`} className={contactLinkClass}>
              {brand.email}
            </a>
          </ContactLine>
          <ContactLine icon={Phone} label="Phone">
            <a href={brand.phoneHref} className={contactLinkClass}>
              {brand.phone}
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
