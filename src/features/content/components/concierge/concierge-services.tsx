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

const services: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: ChefHat,
    title: 'Private Chef',
    description:
      'Provençal feasts, seafood from the morning catch or a tasting menu under the stars, cooked in your villa.',
  },
  {
    icon: Sailboat,
    title: 'Yacht Charters',
    description:
      'Crewed yachts and day boats to the Lérins islands, the calanques of the Estérel or Saint-Tropez.',
  },
  {
    icon: CalendarHeart,
    title: 'Event Planning',
    description:
      'Birthdays, anniversaries, proposals and intimate weddings, styled and staged to perfection.',
  },
  {
    icon: Car,
    title: 'Transportation',
    description:
      'Airport transfers, chauffeured cars, helicopter flights and luxury car rental, at any hour.',
  },
  {
    icon: Flower2,
    title: 'Wellness & Spa',
    description:
      'Massage therapists, yoga teachers and personal trainers who come to you, or the finest spas nearby.',
  },
  {
    icon: Landmark,
    title: 'Cultural Experiences',
    description:
      'Private museum openings, gallery visits, wine estates and festival tickets from Cannes to Monaco.',
  },
]

export function ConciergeServices() {
  return (
    <section aria-labelledby="concierge-services-title" className="container py-20 md:py-28">
      <SectionHeading
        id="concierge-services-title"
        eyebrow="Tailored to You"
        title="Our Services"
        description="A single contact for everything that turns a beautiful villa into an unforgettable stay."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {services.map(({ icon: Icon, title, description }) => (
          <li
            key={title}
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
