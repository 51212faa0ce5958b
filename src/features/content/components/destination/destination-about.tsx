import { ContentImage } from '../content-image'
import { Paragraphs } from '../paragraphs'
import * as m from '@/paraglide/messages'

interface DestinationAboutProps {
  title: string
  description: string
  image: string
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

export function DestinationAbout({
  title,
  description,
  image,
  titleLang,
  descriptionLang,
}: DestinationAboutProps) {
  return (
    <section aria-labelledby="destination-about-title" className="container py-20 md:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="space-y-6">
          <p className="eyebrow">{m.pages_destination_about_eyebrow()}</p>
          <h2
            id="destination-about-title"
            lang={titleLang}
            className="text-4xl leading-tight text-navy md:text-5xl"
          >
            {title}
          </h2>
          <div aria-hidden="true" className="h-px w-14 bg-gold" />
          <Paragraphs
            text={description}
            lang={descriptionLang}
            className="text-base leading-relaxed text-muted-foreground md:text-lg"
          />
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -bottom-4 -right-4 hidden h-full w-full rounded-lg border border-gold/60 md:block"
          />
          <ContentImage src={image} alt={title} className="relative aspect-[4/3]" />
        </div>
      </div>
    </section>
  )
}
