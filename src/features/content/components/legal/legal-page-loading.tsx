import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

const line = 'skeleton mx-auto'

/** A legal page's frame while its texts load: the header and the first lines at their places. */
export function LegalPageLoading({ label = m.site_loading() }: { label?: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="bg-sand/60">
        <div className="container space-y-6 py-16 md:py-24">
          <div className={cn(line, 'h-3 w-20')} />
          <div className={cn(line, 'h-12 w-full max-w-md md:h-14')} />
          <div className={cn(line, 'h-4 w-full max-w-2xl')} />
          <div className={cn(line, 'h-4 w-full max-w-xl')} />
        </div>
      </div>
      <div className="container min-h-[60vh] py-16 md:py-24">
        <div className="mx-auto max-w-3xl space-y-4">
          <div className="skeleton h-3 w-40" />
          <div className="skeleton mt-10 h-8 w-2/3" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-4/5" />
        </div>
      </div>
      <span className="sr-only">{label}</span>
    </div>
  )
}
