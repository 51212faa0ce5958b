import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'

export function AboutCta({
  title,
  description,
  titleLang,
  descriptionLang,
}: {
  title: string
  description: string
  titleLang?: string
  descriptionLang?: string
}) {
  return (
    <section aria-labelledby="about-cta-title" className="py-20 text-center md:py-28">
      <div className="container max-w-3xl">
        <p className="eyebrow">{m.pages_about_cta_eyebrow()}</p>
        <h2
          id="about-cta-title"
          lang={titleLang}
          className="mt-3 text-4xl leading-tight text-navy md:text-5xl"
        >
          {title}
        </h2>
        <div aria-hidden="true" className="mx-auto mt-5 h-px w-14 bg-gold" />
        <p
          lang={descriptionLang}
          className="mt-5 text-base leading-relaxed text-muted-foreground md:text-lg"
        >
          {description}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.villas.href()}>{m.pages_about_view_collection()}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.contact.href()}>{m.pages_about_contact_us()}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
