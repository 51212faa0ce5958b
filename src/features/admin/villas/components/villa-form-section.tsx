import type { ReactNode } from 'react'
import * as m from '@/paraglide/messages'

interface VillaFormSectionProps {
  id: string
  title: string
  /** What saving means here: with the save bar, or at once. */
  saves: 'with-form' | 'at-once' | 'own-buttons' | 'after-create'
  children: ReactNode
}

function savesText(saves: VillaFormSectionProps['saves']): string {
  switch (saves) {
    case 'with-form':
      return m.admin_villas_saves_with_form()
    case 'at-once':
      return m.admin_villas_saves_at_once()
    case 'own-buttons':
      return m.admin_villas_saves_own_buttons()
    case 'after-create':
      return m.admin_villas_saves_after_create()
  }
}

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
          {savesText(saves)}
        </p>
      </header>
      {children}
    </section>
  )
}
