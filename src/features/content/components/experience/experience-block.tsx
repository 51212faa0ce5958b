import { Check } from 'lucide-react'
import { cn } from '@/lib/utils'
import { ContentImage } from '../content-image'

interface ExperienceBlockProps {
  id: string
  index: number
  title: string
  description: string
  image: string
  highlights: readonly string[]
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

/** One experience: picture and text side by side, alternating sides on wide screens. */
export function ExperienceBlock({
  id,
  index,
  title,
  description,
  image,
  highlights,
  titleLang,
  descriptionLang,
}: ExperienceBlockProps) {
  const isReversed = index % 2 === 1
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20"
    >
      <div className={cn('relative', isReversed && 'lg:order-2')}>
        <ContentImage src={image} alt={title} className="aspect-[4/3]" />
      </div>
      <div className="space-y-6">
        <p
          aria-hidden="true"
          className="flex items-center gap-4 font-display text-3xl text-gold-dark"
        >
          {String(index + 1).padStart(2, '0')}
          <span className="h-px w-10 bg-gold/60" />
        </p>
        <h2
          id={`${id}-title`}
          lang={titleLang}
          className="text-4xl leading-tight text-navy md:text-5xl"
        >
          {title}
        </h2>
        <p
          lang={descriptionLang}
          className="text-base leading-relaxed text-muted-foreground md:text-lg"
        >
          {description}
        </p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {highlights.map((highlight) => (
            <li
              key={highlight}
              className="flex items-start gap-3 text-sm leading-relaxed text-navy"
            >
              <Check className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
