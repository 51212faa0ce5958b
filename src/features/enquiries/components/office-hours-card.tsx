import { Card, CardContent, CardHeader } from '@/components/ui/card'

interface OfficeHours {
  weekdays: string
  saturday: string
  sunday: string
}

/** The hours of each line (staff edit them in Profile Settings; the page passes them). */
export function OfficeHoursCard({ hours }: { hours: OfficeHours }) {
  const officeHours = [
    { days: 'Monday-Friday', hours: hours.weekdays },
    { days: 'Saturday', hours: hours.saturday },
    { days: 'Sunday', hours: hours.sunday },
  ]
  return (
    <Card className="border-border/70 bg-navy text-ivory">
      <CardHeader>
        <h2 className="text-3xl text-ivory">Office Hours</h2>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-white/10">
          {officeHours.map(({ days, hours }) => (
            <div key={days} className="flex items-baseline justify-between gap-4 py-3 text-sm">
              <dt className="text-ivory/75">{days}</dt>
              <dd className="text-right font-medium text-gold-light">{hours}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
