import { cn } from '@/lib/utils'
import { eyebrowTone, type SurfaceTone } from './eyebrow-tones'

interface SectionHeadingProps {
  id?: string
  eyebrow: string
  title: string
  description?: string
  /** The title's and the description's language, when not the page's (a fallback, issue 22). */
  titleLang?: string
  descriptionLang?: string
  align?: 'center' | 'left'
  /** The section's background: sets readable eyebrow and text colours. */
  tone?: SurfaceTone
  className?: string
}

/** Eyebrow, serif title and a short lead: the opening of every section of the content pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  titleLang,
  descriptionLang,
  align = 'center',
  tone = 'ivory',
  className,
}: SectionHeadingProps) {
  const isLight = tone === 'navy'
  return (
    <div
      className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-xl', className)}
    >
      <p className={cn('eyebrow', eyebrowTone[tone])}>{eyebrow}</p>
      <h2
        id={id}
        lang={titleLang}
        className={cn(
          'mt-3 text-4xl leading-tight md:text-5xl',
          isLight ? 'text-ivory' : 'text-navy',
        )}
      >
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={cn('mt-5 h-px w-14 bg-gold', align === 'center' && 'mx-auto')}
      />
      {description && (
        <p
          lang={descriptionLang}
          className={cn(
            'mt-5 text-base leading-relaxed md:text-lg',
            isLight ? 'text-ivory/80' : 'text-muted-foreground',
          )}
        >
          {description}
        </p>
      )}
    </div>
  )
}
