import { Card, CardContent, CardHeader } from '@/components/ui/card'

const officeHours = [
  { days: 'Monday-Friday', hours: '9:00 AM-7:00 PM CET' },
  { days: 'Saturday', hours: '10:00 AM-6:00 PM CET' },
  { days: 'Sunday', hours: 'Closed' },
] as const

export function OfficeHoursCard() {
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
