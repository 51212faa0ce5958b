import { ContentImage } from '../content-image'
import { SectionHeading } from '../section-heading'
import * as m from '@/paraglide/messages'

export interface LocalExperience {
  key: string
  title: string
  description: string
  image: string
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

interface LocalExperiencesProps {
  title: string
  description: string
  experiences: readonly LocalExperience[]
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

export function LocalExperiences({
  title,
  description,
  experiences,
  titleLang,
  descriptionLang,
}: LocalExperiencesProps) {
  return (
    <section aria-labelledby="local-experiences-title" className="bg-sand/60 py-20 md:py-28">
      <div className="container">
        <SectionHeading
          id="local-experiences-title"
          eyebrow={m.pages_destination_experiences_eyebrow()}
          tone="sand"
          title={title}
          description={description}
          titleLang={titleLang}
          descriptionLang={descriptionLang}
        />
        <ul className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {experiences.map((experience) => (
            <li key={experience.key} className="group flex flex-col">
              <div className="overflow-hidden rounded-lg">
                <ContentImage
                  src={experience.image}
                  alt={experience.title}
                  className="aspect-[4/3] rounded-lg shadow-md transition-transform duration-700 group-hover:scale-105"
                />
              </div>
              <h3 lang={experience.titleLang} className="mt-6 text-2xl text-navy md:text-3xl">
                {experience.title}
              </h3>
              <p
                lang={experience.descriptionLang}
                className="mt-3 leading-relaxed text-muted-foreground"
              >
                {experience.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
