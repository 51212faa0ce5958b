import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

interface TodaySectionProps {
  id: string
  title: string
  /** The count shown beside the title. */
  count?: number
  /** "See all" link to the screen that holds the whole list. */
  more?: { href: string; label: string }
  children: ReactNode
}

/** One panel of the Today screen: a titled card with an optional link to the full list. */
export function TodaySection({ id, title, count, more, children }: TodaySectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-lg border bg-card shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h3 id={id} className="font-display text-2xl text-navy">
          {title}
          {count !== undefined && (
            <span className="ml-2 font-sans text-base font-normal text-muted-foreground">
              {count}
            </span>
          )}
        </h3>
        {more && (
          <Link
            to={more.href}
            className="shrink-0 rounded-sm text-sm text-navy underline underline-offset-4 hover:text-gold-dark focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {more.label}
          </Link>
        )}
      </div>
      <div className="flex-1 px-4 py-3 sm:px-5">{children}</div>
    </section>
  )
}

/** The quiet line a panel shows when it has nothing. */
export function TodayNothing({ children }: { children: ReactNode }) {
  return <p className="py-2 text-sm text-muted-foreground">{children}</p>
}
