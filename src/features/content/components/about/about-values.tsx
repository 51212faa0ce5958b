import { EyeOff, Gem, Leaf, type LucideIcon } from 'lucide-react'
import { SectionHeading } from '../section-heading'
import * as m from '@/paraglide/messages'

export interface AboutValue {
  key: 'authenticity' | 'excellence' | 'discretion'
  title: string
  description: string
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

const icons: Record<AboutValue['key'], LucideIcon> = {
  authenticity: Leaf,
  excellence: Gem,
  discretion: EyeOff,
}

interface AboutValuesProps {
  title: string
  description: string
  values: readonly AboutValue[]
  /** The languages of the title and text, when not the page's (an untranslated section). */
  titleLang?: string
  descriptionLang?: string
}

export function AboutValues({
  title,
  description,
  values,
  titleLang,
  descriptionLang,
}: AboutValuesProps) {
  return (
    <section aria-labelledby="about-values-title" className="bg-sand/60 py-20 md:py-28">
      <div className="container">
        <SectionHeading
          id="about-values-title"
          eyebrow={m.pages_about_values_eyebrow()}
          tone="sand"
          title={title}
          description={description}
          titleLang={titleLang}
          descriptionLang={descriptionLang}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3 md:gap-8">
          {values.map((value) => {
            const Icon = icons[value.key]
            return (
              <li
                key={value.key}
                className="rounded-lg border border-border/70 bg-card p-8 text-center shadow-sm md:p-10"
              >
                <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-navy text-gold">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 lang={value.titleLang} className="mt-6 text-3xl text-navy">
                  {value.title}
                </h3>
                <p
                  lang={value.descriptionLang}
                  className="mt-4 leading-relaxed text-muted-foreground"
                >
                  {value.description}
                </p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
