import { langAttribute } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import { VillaSection } from './villa-section'
import * as m from '@/paraglide/messages'

/** The villa's own description, paragraph by paragraph. */
export function VillaOverview({ description, lang }: { description: string; lang: Locale }) {
  const paragraphs = description.split(/\n+/).filter((p) => p.trim() !== '')
  return (
    <VillaSection
      id="overview"
      eyebrow={m.villas_overview_eyebrow()}
      title={m.villas_overview_title()}
    >
      <div
        lang={paragraphs.length > 0 ? langAttribute(lang) : undefined}
        className="space-y-4 text-base leading-relaxed text-foreground/85 md:text-lg"
      >
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)
        ) : (
          <p>{m.villas_overview_soon()}</p>
        )}
      </div>
    </VillaSection>
  )
}
