import { cn } from '@/lib/utils'
import { eyebrowTone } from './eyebrow-tones'

interface PageHeaderProps {
  eyebrow: string
  title: string
  description: string
  /** `lang` of the title and the description when not the page's (content staff wrote). */
  titleLang?: string
  descriptionLang?: string
}

/** The quiet opening of a form page (no picture): eyebrow, title and a lead on sand. */
export function PageHeader({
  eyebrow,
  title,
  description,
  titleLang,
  descriptionLang,
}: PageHeaderProps) {
  return (
    <section className="bg-sand/60">
      <div className="container py-16 text-center md:py-24">
        <p className={cn('eyebrow', eyebrowTone.sand)}>{eyebrow}</p>
        <h1 lang={titleLang} className="mt-4 text-5xl leading-[1.05] text-navy md:text-6xl">
          {title}
        </h1>
        <div aria-hidden="true" className="mx-auto mt-6 h-px w-16 bg-gold" />
        <p
          lang={descriptionLang}
          className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-muted-foreground md:text-lg"
        >
          {description}
        </p>
      </div>
    </section>
  )
}
