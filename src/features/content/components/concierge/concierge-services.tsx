import {
  CalendarHeart,
  Car,
  ChefHat,
  Flower2,
  Landmark,
  Sailboat,
  type LucideIcon,
} from 'lucide-react'
import { SectionHeading } from '../section-heading'
import * as m from '@/paraglide/messages'

// A function, not a constant: the texts are in the language on screen when they render.
const services = (): { key: string; icon: LucideIcon; title: string; description: string }[] => [
  {
    key: 'chef',
    icon: ChefHat,
    title: m.pages_concierge_chef_title(),
    description: m.pages_concierge_chef_description(),
  },
  {
    key: 'yacht',
    icon: Sailboat,
    title: m.pages_concierge_yacht_title(),
    description: m.pages_concierge_yacht_description(),
  },
  {
    key: 'events',
    icon: CalendarHeart,
    title: m.pages_concierge_events_title(),
    description: m.pages_concierge_events_description(),
  },
  {
    key: 'transport',
    icon: Car,
    title: m.pages_concierge_transport_title(),
    description: m.pages_concierge_transport_description(),
  },
  {
    key: 'wellness',
    icon: Flower2,
    title: m.pages_concierge_wellness_title(),
    description: m.pages_concierge_wellness_description(),
  },
  {
    key: 'culture',
    icon: Landmark,
    title: m.pages_concierge_culture_title(),
    description: m.pages_concierge_culture_description(),
  },
]

export function ConciergeServices() {
  return (
    <section aria-labelledby="concierge-services-title" className="container py-20 md:py-28">
      <SectionHeading
        id="concierge-services-title"
        eyebrow={m.pages_concierge_services_eyebrow()}
        title={m.pages_concierge_services_title()}
        description={m.pages_concierge_services_description()}
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {services().map(({ key, icon: Icon, title, description }) => (
          <li
            key={key}
            className="group rounded-lg border border-border/70 bg-card p-8 shadow-sm transition-shadow hover:shadow-lg"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-navy text-gold transition-colors group-hover:bg-gold group-hover:text-navy">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-6 text-2xl text-navy">{title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
