import { AlertTriangle, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import * as m from '@/paraglide/messages'

/** A screen's loading state. */
export function AdminLoading({ label }: { label?: string }) {
  return <Spinner label={label ?? m.admin_layout_loading()} />
}

/** A screen's load failure, with the spec's text and a retry. */
export function AdminError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-card px-6 py-12 text-center"
    >
      <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium text-navy">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {m.admin_ui_try_again()}
        </Button>
      )}
    </div>
  )
}

interface AdminEmptyProps {
  icon: LucideIcon
  title: string
  description?: string
  action?: ReactNode
}

/** A screen with nothing to show yet. */
export function AdminEmpty({ icon: Icon, title, description, action }: AdminEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gold/50 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-sand text-gold-dark">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-display text-2xl text-navy">{title}</p>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  )
}

interface AdminEmptyListProps {
  icon: LucideIcon
  /** What the list holds, singular and plural: "booking", "bookings". */
  one: string
  many: string
  /** Shown when nothing exists yet (no filters, first page). */
  description?: string
  /** The title when nothing exists yet, for languages whose "No {many} yet" needs the noun's gender. */
  emptyTitle?: string
  pastLastPage: boolean
  filtered: boolean
  onFirstPage: () => void
  onClearFilters: () => void
}

/** A paged, filtered list that came back empty: past its last page, filtered out, or nothing yet. */
export function AdminEmptyList({
  icon,
  one,
  many,
  description,
  emptyTitle,
  pastLastPage,
  filtered,
  onFirstPage,
  onClearFilters,
}: AdminEmptyListProps) {
  if (pastLastPage)
    return (
      <AdminEmpty
        icon={icon}
        title={m.admin_list_past_last({ one })}
        action={
          <Button variant="outline" size="sm" onClick={onFirstPage}>
            {m.admin_list_first_page()}
          </Button>
        }
      />
    )
  if (filtered)
    return (
      <AdminEmpty
        icon={icon}
        title={m.admin_list_no_match({ many })}
        action={
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            {m.admin_list_clear_filters()}
          </Button>
        }
      />
    )
  return (
    <AdminEmpty
      icon={icon}
      title={emptyTitle ?? m.admin_list_none_yet({ many })}
      description={description}
    />
  )
}
