import { LoadError } from '@/components/feedback/load-error'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

/**
 * A content page's frame while its editable content loads: the hero at its final height with
 * placeholder lines, and room below, so nothing moves when the stored texts arrive (and the
 * default texts never flash before them).
 */
export function PageLoading({
  label = m.site_loading(),
  heroClassName,
}: {
  label?: string
  /** The page hero's height classes, when they differ from PageHero's default. */
  heroClassName?: string
}) {
  return (
    <div role="status" aria-label={label}>
      <div className={cn('flex min-h-[68vh] items-end bg-navy md:min-h-[72vh]', heroClassName)}>
        <div className="container space-y-6 pb-14 pt-36 md:pb-24">
          <div className="skeleton h-3 w-32 bg-ivory/20" />
          <div className="skeleton h-12 w-full max-w-xl bg-ivory/20 md:h-16" />
          <div className="skeleton h-4 w-full max-w-md bg-ivory/20" />
        </div>
      </div>
      <div className="min-h-[50vh]" />
      <span className="sr-only">{label}</span>
    </div>
  )
}

/** A content page whose texts failed to load: said in place, with "Try again". */
export function PageLoadError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => unknown
  isRetrying: boolean
}) {
  return (
    <LoadError
      title={m.site_page_load_error()}
      onRetry={onRetry}
      isRetrying={isRetrying}
      className="min-h-[70vh]"
    />
  )
}
