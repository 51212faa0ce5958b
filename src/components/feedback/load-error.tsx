import { RotateCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

interface LoadErrorProps {
  /** What could not load, in the visitor's words ("The villas could not load."). */
  title: string
  /** Runs the failed load again (a query's `refetch`). */
  onRetry: () => unknown
  /** True while the retry runs: the button says so and cannot be pressed twice. */
  isRetrying?: boolean
  className?: string
}

/**
 * The inline state of a section whose data failed to load: never an empty list, a spinner that
 * never ends or a redirect. It says so and offers "Try again" in place.
 */
export function LoadError({ title, onRetry, isRetrying = false, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-6 py-12 text-center',
        className,
      )}
    >
      <p className="font-display text-2xl text-navy">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{m.site_load_error_hint()}</p>
      <Button variant="outline" onClick={() => void onRetry()} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={cn(isRetrying && 'animate-spin')} />
        {isRetrying ? m.site_trying_again() : m.site_try_again()}
      </Button>
    </div>
  )
}
