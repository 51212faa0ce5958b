import { CalendarHeart, Car, ShoppingBag, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { ContentImage } from '../content-image'
import { eyebrowTone } from '../eyebrow-tones'
import * as m from '@/paraglide/messages'

// A function, not a constant: the texts are in the language on screen when they render.
const services = (): { key: string; icon: LucideIcon; title: string; description: string }[] => [
  {
    key: 'transport',
    icon: Car,
    title: m.pages_experience_transport_title(),
    description: m.pages_experience_transport_description(),
  },
  {
    key: 'events',
    icon: CalendarHeart,
    title: m.pages_experience_events_title(),
    description: m.pages_experience_events_description(),
  },
  {
    key: 'shopping',
    icon: ShoppingBag,
    title: m.pages_experience_shopping_title(),
    description: m.pages_experience_shopping_description(),
  },
]

interface ConciergeHighlightProps {
  title: string
  description: string
  image: string
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

/** The experience page's closing block: what the concierge arranges, and the way to ask. */
export function ConciergeHighlight({
  title,
  description,
  image,
  titleLang,
  descriptionLang,
}: ConciergeHighlightProps) {
  return (
    <section aria-labelledby="concierge-highlight-title" className="bg-sand/60 py-20 md:py-28">
      <div className="container grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <ContentImage src={image} alt={title} className="aspect-[4/3]" />
        <div>
          <p className={cn('eyebrow', eyebrowTone.sand)}>{m.pages_experience_service_eyebrow()}</p>
          <h2
            id="concierge-highlight-title"
            lang={titleLang}
            className="mt-3 text-4xl leading-tight text-navy md:text-5xl"
          >
            {title}
          </h2>
          <div aria-hidden="true" className="mt-5 h-px w-14 bg-gold" />
          <p
            lang={descriptionLang}
            className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg"
          >
            {description}
          </p>
          <ul className="mt-8 space-y-6">
            {services().map(({ key, icon: Icon, title: serviceTitle, description: text }) => (
              <li key={key} className="flex gap-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy text-gold">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-2xl text-navy">{serviceTitle}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-10">
            <Link to={paths.concierge.href()}>{m.pages_experience_speak_concierge()}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
