import { CalendarHeart, Car, ShoppingBag, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { SectionHeading } from '../section-heading'

const services: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: Car,
    title: 'Transportation',
    description: 'Airport transfers, private chauffeurs, helicopter and boat shuttles.',
  },
  {
    icon: CalendarHeart,
    title: 'Events',
    description: 'Birthdays, proposals and private celebrations, planned down to the flowers.',
  },
  {
    icon: ShoppingBag,
    title: 'Shopping',
    description: 'Personal shoppers and private appointments in Cannes and Monaco boutiques.',
  },
]

/** The experience page's closing block: what the concierge arranges, and the way to ask. */
export function ConciergeHighlight({ title, description }: { title: string; description: string }) {
  return (
    <section
      aria-labelledby="concierge-highlight-title"
      className="bg-navy py-20 text-ivory md:py-28"
    >
      <div className="container">
        <SectionHeading
          id="concierge-highlight-title"
          eyebrow="At Your Service"
          title={title}
          description={description}
          tone="light"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {services.map(({ icon: Icon, title: serviceTitle, description: text }) => (
            <li
              key={serviceTitle}
              className="rounded-lg border border-white/10 bg-white/5 p-8 text-center backdrop-blur-sm"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full border border-gold/50 text-gold">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-2xl text-ivory">{serviceTitle}</h3>
              <p className="mt-3 text-sm leading-relaxed text-ivory/75">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Button asChild variant="gold" size="lg">
            <Link to={paths.concierge.href()}>Speak with Our Concierge</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
