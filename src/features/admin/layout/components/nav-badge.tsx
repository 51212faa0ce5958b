import { badgeText } from '@/features/admin/layout/lib/nav-badge'

/**
 * The count beside a sidebar link ("3"), read as "(3 waiting)" by screen readers; a dot on the
 * icon when the sidebar is collapsed (its tooltip says the count). Nothing for zero.
 */
export function NavBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-6 rounded-full bg-gold px-1.5 text-center text-xs font-semibold leading-5 text-navy tabular-nums group-data-[collapsible=icon]:hidden"
      >
        {badgeText(count)}
      </span>
      <span
        aria-hidden="true"
        className="absolute left-6 top-1.5 hidden size-2 rounded-full bg-gold ring-2 ring-sidebar group-data-[collapsible=icon]:block"
      />
      <span className="sr-only">{`(${count} ${label})`}</span>
    </>
  )
}
