import * as m from '@/paraglide/messages'

/**
 * The villa page's frame while its villa loads: the hero at its final height and the first
 * lines of the content, so nothing below moves when the villa arrives.
 */
export function VillaPageSkeleton() {
  return (
    <div role="status" aria-label={m.villas_loading_villa()}>
      <div className="relative h-[80vh] min-h-[420px] w-full bg-navy">
        <div className="absolute inset-x-0 bottom-0">
          <div className="container space-y-4 pb-10 md:pb-14">
            <div className="skeleton h-3 w-40 bg-ivory/20" />
            <div className="skeleton h-12 w-72 max-w-full bg-ivory/20 md:h-16 md:w-[28rem]" />
          </div>
        </div>
      </div>
      <div className="container min-h-[60vh] space-y-4 py-12 md:py-16">
        <div className="skeleton h-3 w-24" />
        <div className="skeleton h-9 w-80 max-w-full" />
        <div className="skeleton h-4 w-full max-w-2xl" />
        <div className="skeleton h-4 w-full max-w-xl" />
      </div>
      <span className="sr-only">{m.villas_loading_villa()}</span>
    </div>
  )
}
