import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface PageHeroProps {
  eyebrow: string
  title: string
  description: string
  image: string
  /** The title's and the description's language, when not the page's (a fallback, issue 22). */
  titleLang?: string
  descriptionLang?: string
  children?: ReactNode
  className?: string
}

/** Full-bleed hero of a content page: poster image under a navy veil, title bottom-left. */
export function PageHero({
  eyebrow,
  title,
  description,
  image,
  titleLang,
  descriptionLang,
  children,
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        'relative isolate flex min-h-[68vh] items-end overflow-hidden bg-navy text-ivory md:min-h-[72vh]',
        className,
      )}
    >
      <img
        src={image}
        alt=""
        width={1920}
        height={1080}
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-dark/90 via-navy-dark/65 to-navy-dark/20 md:via-navy-dark/45 md:to-navy-dark/10"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-navy-dark/55 via-navy-dark/15 to-transparent md:block"
      />
      <div className="container pb-14 pt-36 md:pb-24">
        <p className="text-xs font-medium uppercase tracking-luxe text-gold-light">{eyebrow}</p>
        <h1
          lang={titleLang}
          className="mt-4 max-w-3xl text-5xl leading-[1.05] text-ivory md:text-7xl"
        >
          {title}
        </h1>
        <div aria-hidden="true" className="mt-6 h-px w-16 bg-gold" />
        <p
          lang={descriptionLang}
          className="mt-6 max-w-xl text-base leading-relaxed text-ivory/85 md:text-lg"
        >
          {description}
        </p>
        {children && <div className="mt-9 flex flex-wrap gap-4">{children}</div>}
      </div>
    </section>
  )
}
