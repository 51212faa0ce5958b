import { ContentImage } from '../content-image'
import { Paragraphs } from '../paragraphs'
import * as m from '@/paraglide/messages'

interface AboutStoryProps {
  title: string
  content: string
  image: string
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  contentLang?: string
}

export function AboutStory({ title, content, image, titleLang, contentLang }: AboutStoryProps) {
  return (
    <section aria-labelledby="about-story-title" className="container py-20 md:py-28">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -bottom-4 -right-4 hidden h-full w-full rounded-lg border border-gold/60 md:block"
          />
          <ContentImage src={image} alt={title} className="relative aspect-[4/3]" />
        </div>
        <div className="space-y-6">
          <p className="eyebrow">{m.pages_about_story_eyebrow()}</p>
          <h2
            id="about-story-title"
            lang={titleLang}
            className="text-4xl leading-tight text-navy md:text-5xl"
          >
            {title}
          </h2>
          <div aria-hidden="true" className="h-px w-14 bg-gold" />
          <Paragraphs
            text={content}
            lang={contentLang}
            className="text-base leading-relaxed text-muted-foreground md:text-lg"
          />
        </div>
      </div>
    </section>
  )
}
