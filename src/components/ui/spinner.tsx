import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A centred spinner with an accessible label that is also shown as text. */
export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-16', className)}
    >
      <Loader2 className="size-8 animate-spin text-gold" aria-hidden="true" />
      <span className="text-sm tracking-wide text-muted-foreground">{label}</span>
    </div>
  )
}
