import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** An icon, a small label and a value (a link or text) in the contact cards. */
export function ContactLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon
  label: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy text-gold">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-[0.15em] text-muted-foreground">
          {label}
        </p>
        <div className="mt-1 break-words text-navy">{children}</div>
      </div>
    </li>
  )
}

export const contactLinkClass =
  'rounded-sm font-medium underline-offset-4 hover:text-gold-dark hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
