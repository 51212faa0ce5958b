import { Check, Circle, CircleDot, X } from 'lucide-react'
import { overdue, toCome, type TimelineStep } from '@/features/stay/lib/stay-timeline'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import { isIsoDay, parseIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { cn } from '@/lib/utils'

const longDay = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
// A moment (the request, the reply's deadline) in Paris time, as the emails say it.
const dayAndTime = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(date)

function when(value: string): string {
  return isIsoDay(value) ? longDay(parseIsoDay(value)) : dayAndTime(new Date(value))
}

const ICONS = { done: Check, current: CircleDot, upcoming: Circle, stopped: X }

/** The booking's steps, from the request to the security deposit's return. */
export function StayTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="relative" data-testid="stay-timeline">
      {steps.map((step, i) => {
        const Icon = ICONS[step.state]
        const isLast = i === steps.length - 1
        return (
          <li
            key={step.key}
            className="relative grid grid-cols-[2.25rem_minmax(0,1fr)] gap-4 pb-7 last:pb-0"
            data-state={step.state}
            data-testid={`stay-step-${step.key}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {!isLast && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute left-[1.0625rem] top-9 h-[calc(100%-2.25rem)] w-px',
                  step.state === 'done' ? 'bg-gold' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'flex size-9 items-center justify-center rounded-full border',
                step.state === 'done' && 'border-gold bg-gold text-white',
                step.state === 'current' && 'border-gold bg-ivory text-gold-dark',
                step.state === 'upcoming' && 'border-border bg-card text-muted-foreground/60',
                step.state === 'stopped' && 'border-navy/30 bg-sand text-navy',
              )}
            >
              <Icon className="size-4" strokeWidth={step.state === 'upcoming' ? 1.5 : 2.25} />
            </span>
            <div className="min-w-0 pt-1.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span
                  className={cn(
                    'font-medium',
                    step.state === 'upcoming' ? 'text-foreground/70' : 'text-navy',
                  )}
                >
                  {step.title}
                  <span className="sr-only">
                    {step.state === 'done'
                      ? m.booking_step_done()
                      : step.state === 'current'
                        ? m.booking_step_now()
                        : step.state === 'upcoming'
                          ? m.booking_step_upcoming()
                          : ''}
                  </span>
                </span>
                {step.amount !== null && (
                  <span className="whitespace-nowrap font-display text-lg text-navy">
                    {formatAmount(step.amount)}
                  </span>
                )}
              </p>
              {(step.when || step.note) && (
                <p className="mt-0.5 text-sm text-muted-foreground">
                  {step.note && step.note !== toCome() && step.note !== overdue() && (
                    <>
                      {step.note}
                      {step.when && ' · '}
                    </>
                  )}
                  {step.note === toCome() && (
                    <span className="mr-2 text-xs font-semibold uppercase tracking-[0.14em] text-gold-dark">
                      {toCome()}
                    </span>
                  )}
                  {step.note === overdue() && (
                    <span className="mr-2 text-xs font-semibold uppercase tracking-[0.14em] text-red-700">
                      {overdue()}
                    </span>
                  )}
                  {step.when && (
                    <>
                      {step.whenLabel} {when(step.when)}
                    </>
                  )}
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
