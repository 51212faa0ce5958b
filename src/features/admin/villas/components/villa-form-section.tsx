import type { ReactNode } from 'react'

interface VillaFormSectionProps {
  id: string
  title: string
  /** What saving means here: with the save bar, or at once. */
  saves: 'with-form' | 'at-once' | 'own-buttons' | 'after-create'
  children: ReactNode
}

const SAVES_TEXT = {
  'with-form': 'Saved with the button below',
  'at-once': 'Changes here are saved at once',
  'own-buttons': 'Each part is saved with its own button',
  'after-create': 'Added when the villa is created',
} as const

/** One titled section of the villa editor, saying how its changes are saved. */
export function VillaFormSection({ id, title, saves, children }: VillaFormSectionProps) {
  return (
    // No accessible name of its own: "Description & amenities" would also answer to the
    // Description field's label.
    <section id={id} className="scroll-mt-4 space-y-4 border-t pt-6 first:border-t-0 first:pt-0">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl text-navy">{title}</h3>
        <p
          className={
            saves === 'at-once' || saves === 'own-buttons'
              ? 'text-xs font-medium text-emerald-700'
              : 'text-xs text-muted-foreground'
          }
        >
          {SAVES_TEXT[saves]}
        </p>
      </header>
      {children}
    </section>
  )
}
