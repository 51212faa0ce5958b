import { ChevronDown } from 'lucide-react'
import type { VillaFaq } from '@/features/villas/api/get-villa-faqs'
import { langAttribute } from '@/lib/i18n/content'
import { VillaSection } from './villa-section'
import * as m from '@/paraglide/messages'

/** Questions as a native disclosure list: keyboard and screen-reader friendly with no script. */
export function VillaFaqs({ faqs }: { faqs: readonly VillaFaq[] }) {
  if (faqs.length === 0) return null
  return (
    <VillaSection id="faqs" eyebrow={m.villas_faqs_eyebrow()} title={m.villas_faqs_title()}>
      <div className="divide-y divide-border/70 rounded-lg border border-border/70 bg-card">
        {faqs.map((faq) => (
          <details key={faq.id} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-medium text-navy focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold rounded-sm">
              <span lang={langAttribute(faq.questionLang)}>{faq.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-gold-dark transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p
              lang={langAttribute(faq.answerLang)}
              className="pb-5 leading-relaxed text-foreground/80"
            >
              {faq.answer}
            </p>
          </details>
        ))}
      </div>
    </VillaSection>
  )
}
