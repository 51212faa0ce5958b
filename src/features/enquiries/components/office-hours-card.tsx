import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { langAttribute, type LocalizedText } from '@/lib/i18n/content'
import * as m from '@/paraglide/messages'

/** Each line's hours with the language they are written in (French, or English when not). */
interface OfficeHours {
  weekdays: LocalizedText
  saturday: LocalizedText
  sunday: LocalizedText
}

/** The hours of each line (staff edit them in Profile Settings; the page passes them). */
export function OfficeHoursCard({ hours }: { hours: OfficeHours }) {
  const officeHours = [
    { days: m.booking_office_weekdays(), hours: hours.weekdays },
    { days: m.booking_office_saturday(), hours: hours.saturday },
    { days: m.booking_office_sunday(), hours: hours.sunday },
  ]
  return (
    <Card className="border-border/70 bg-navy text-ivory">
      <CardHeader>
        <h2 className="text-3xl text-ivory">{m.booking_office_hours()}</h2>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-white/10">
          {officeHours.map(({ days, hours }) => (
            <div key={days} className="flex items-baseline justify-between gap-4 py-3 text-sm">
              <dt className="text-ivory/75">{days}</dt>
              <dd
                lang={langAttribute(hours.lang)}
                className="text-right font-medium text-gold-light"
              >
                {hours.text}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
