import { createContext, useContext } from 'react'
import type { PriceByDay } from '@/features/booking/lib/pricing'
import type { RulesByDay } from '@/features/booking/lib/stay-rules'

export interface PriceCalendarState {
  prices: PriceByDay
  basePrice: number
  /** Set while the check-out is being chosen: candidates show the stay's total. */
  checkIn: Date | undefined
  isChoosingCheckOut: boolean
  /** The rules for arriving on each day: a check-out candidate they forbid says why. */
  rules: RulesByDay
}

// DayPicker renders our day button as a component; context hands it the prices without
// re-creating the component (which would remount every day and lose keyboard focus).
export const PriceCalendarContext = createContext<PriceCalendarState | null>(null)

export function usePriceCalendar(): PriceCalendarState {
  const state = useContext(PriceCalendarContext)
  if (!state) throw new Error('usePriceCalendar must be used inside PriceCalendarContext')
  return state
}
