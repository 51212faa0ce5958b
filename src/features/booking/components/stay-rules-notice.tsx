import { Info } from 'lucide-react'
import { useMemo } from 'react'
import { isoDay } from '@/lib/dates'
import { rulePeriods, rulesNotice } from '@/features/booking/lib/rule-periods'
import type { RulesByDay } from '@/features/booking/lib/stay-rules'

interface StayRulesNoticeProps {
  rules: RulesByDay
  lastCheckIn: Date
}

/**
 * The villa's arrival rule above the calendar, before any day is tapped ("Saturday arrivals
 * only · 7 nights minimum"), with the periods where a season changes it.
 */
export function StayRulesNotice({ rules, lastCheckIn }: StayRulesNoticeProps) {
  const notice = useMemo(
    () => rulesNotice(rulePeriods(rules, isoDay(lastCheckIn))),
    [rules, lastCheckIn],
  )
  if (!notice) return null
  return (
    <div
      data-testid="stay-rules-notice"
      className="mb-3 flex w-0 min-w-full gap-2 rounded-md bg-sand/60 px-3 py-2 text-xs text-navy sm:mb-4 sm:text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
      {notice.exceptions.length === 0 ? (
        <p>{notice.main}</p>
      ) : (
        <ul className="grid gap-0.5">
          {notice.exceptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li className="text-foreground/80">{notice.main}</li>
        </ul>
      )}
    </div>
  )
}
