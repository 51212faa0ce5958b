import { useId, type ReactNode } from 'react'

/** One titled part of a villa's offer, in a card. */
export function OfferPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border bg-card p-4">
      <h4 id={id} className="font-sans text-base font-semibold text-navy">
        {title}
      </h4>
      {children}
    </section>
  )
}
