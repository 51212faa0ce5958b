import { SectionHeading } from '../section-heading'

const steps = [
  {
    title: 'Share Your Vision',
    description: 'Tell us what you imagine for your stay, from a single dinner to a whole week.',
  },
  {
    title: 'We Curate',
    description: 'We design a tailored proposal and handle every booking, detail and confirmation.',
  },
  {
    title: 'Enjoy',
    description: 'Everything is ready when you are. We stay on hand throughout your stay.',
  },
] as const

export function ConciergeSteps() {
  return (
    <section aria-labelledby="concierge-steps-title" className="bg-navy py-20 text-ivory md:py-28">
      <div className="container">
        <SectionHeading
          id="concierge-steps-title"
          eyebrow="How It Works"
          title="Three Simple Steps"
          tone="navy"
        />
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {steps.map((step, index) => (
            <li key={step.title} className="relative text-center">
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
