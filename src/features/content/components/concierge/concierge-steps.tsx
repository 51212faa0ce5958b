import { SectionHeading } from '../section-heading'
import * as m from '@/paraglide/messages'

// A function, not a constant: the texts are in the language on screen when they render.
const steps = () => [
  {
    title: m.pages_concierge_step_1_title(),
    description: m.pages_concierge_step_1_description(),
  },
  {
    title: m.pages_concierge_step_2_title(),
    description: m.pages_concierge_step_2_description(),
  },
  {
    title: m.pages_concierge_step_3_title(),
    description: m.pages_concierge_step_3_description(),
  },
]

export function ConciergeSteps() {
  return (
    <section aria-labelledby="concierge-steps-title" className="bg-navy py-20 text-ivory md:py-28">
      <div className="container">
        <SectionHeading
          id="concierge-steps-title"
          eyebrow={m.pages_concierge_steps_eyebrow()}
          title={m.pages_concierge_steps_title()}
          tone="navy"
        />
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {steps().map((step, index) => (
            <li key={index} className="relative text-center">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full border border-gold font-display text-3xl text-gold">
                {index + 1}
              </span>
              <h3 className="mt-6 text-2xl text-ivory md:text-3xl">{step.title}</h3>
              <p className="mx-auto mt-3 max-w-xs text-sm leading-relaxed text-ivory/75">
                {step.description}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
