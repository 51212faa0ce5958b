import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface VillaSectionProps {
  id: string
  eyebrow: string
  title: string
  children: ReactNode
  className?: string
}

/** One titled block of the villa page, separated from the previous one by a hairline. */
export function VillaSection({ id, eyebrow, title, children, className }: VillaSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('border-t border-border/70 py-12 first:border-t-0 first:pt-0', className)}
    >
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-title`} className="mt-2 text-3xl text-navy md:text-4xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  )
}
