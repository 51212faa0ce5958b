import { Search } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { paths } from '@/config/paths'
import { nextIsoDay, todayInParis } from '@/lib/dates'
import { cn } from '@/lib/utils'
import { StayDateField } from './stay-date-field'
import { staySearchProblem, staySearchQuery, type StaySearch } from '../lib/stay-search'
import * as m from '@/paraglide/messages'

interface StaySearchFormProps {
  /** The search shown in the fields (from the URL), if any. */
  initial?: StaySearch | null
  /** Filters of the list to keep with the new search (the collection's destination…). */
  keep?: URLSearchParams
  /** On the home hero: light text on the dark image. */
  tone?: 'light' | 'dark'
  className?: string
}

/**
 * Dates, adults and children → /villas?check_in=…&check_out=…&adults=…&children=…, where the
 * villas free for them are listed.
 */
export function StaySearchForm({ initial, keep, tone = 'dark', className }: StaySearchFormProps) {
  const id = useId()
  const navigate = useNavigate()
  const [checkIn, setCheckIn] = useState(initial?.checkIn ?? '')
  const [checkOut, setCheckOut] = useState(initial?.checkOut ?? '')
  const [adults, setAdults] = useState(String(initial?.adults ?? 2))
  const [children, setChildren] = useState(String(initial?.children ?? 0))
  const [problem, setProblem] = useState<string | null>(null)
  const today = todayInParis()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = staySearchProblem(checkIn, checkOut, today)
    setProblem(found)
    if (found) return
    const party = {
      adults: Math.max(1, Math.floor(Number(adults)) || 1),
      children: Math.max(0, Math.floor(Number(children)) || 0),
    }
    const query = new URLSearchParams(staySearchQuery({ checkIn, checkOut, ...party }))
    // The search's adults and children replace a guests filter.
    for (const [key, value] of keep ?? []) {
      if (!query.has(key) && key !== 'guests') query.set(key, value)
    }
    navigate(`${paths.villas.href()}?${query}`)
  }

  const labelClass = cn(
    'text-xs font-semibold uppercase tracking-[0.15em]',
    tone === 'light' ? 'text-ivory' : 'text-navy',
  )
  return (
    <form
      onSubmit={handleSubmit}
      aria-label={m.villas_search_label()}
      noValidate
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_5.5rem_5.5rem_auto] sm:items-end',
        className,
      )}
    >
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-in`} className={labelClass}>
          {m.villas_check_in()}
        </Label>
        <StayDateField
          id={`${id}-in`}
          value={checkIn}
          onChange={(value) => {
            setCheckIn(value)
            if (checkOut && value >= checkOut) setCheckOut('')
          }}
          min={today}
          placeholder={m.booking_add_date()}
          className="h-11"
        />
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-out`} className={labelClass}>
          {m.villas_check_out()}
        </Label>
        <StayDateField
          id={`${id}-out`}
          value={checkOut}
          onChange={setCheckOut}
          min={nextIsoDay(checkIn || today)}
          placeholder={m.booking_add_date()}
          className="h-11"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-adults`} className={labelClass}>
          {m.villas_adults()}
        </Label>
        <Input
          id={`${id}-adults`}
          type="number"
          min={1}
          max={30}
          inputMode="numeric"
          value={adults}
          onChange={(event) => setAdults(event.target.value)}
          className="h-11 bg-background text-navy"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-children`} className={labelClass}>
          {m.villas_children()}
        </Label>
        <Input
          id={`${id}-children`}
          type="number"
          min={0}
          max={29}
          inputMode="numeric"
          value={children}
          onChange={(event) => setChildren(event.target.value)}
          className="h-11 bg-background text-navy"
        />
      </div>
      <Button type="submit" variant="gold" size="lg" className="col-span-2 h-11 sm:col-span-1">
        <Search aria-hidden="true" /> {m.villas_search()}
      </Button>
      <p
        role="alert"
        className={cn(
          'col-span-2 min-h-5 text-sm sm:col-span-5',
          tone === 'light' ? 'text-ivory' : 'text-destructive',
        )}
      >
        {problem}
      </p>
    </form>
  )
}
