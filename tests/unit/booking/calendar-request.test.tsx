import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openBookingCalendar, useCalendarRequest } from '@/features/booking/lib/calendar-request'

describe('openBookingCalendar', () => {
  it('clicks the dates button when it is ready', () => {
    const button = document.createElement('button')
    button.setAttribute('data-dates-trigger', '')
    const click = vi.fn()
    button.addEventListener('click', click)
    document.body.append(button)
    openBookingCalendar()
    expect(click).toHaveBeenCalledOnce()
    button.remove()
  })

  it('keeps the wish until the calendar can open, then opens it once', () => {
    const open = vi.fn()
    const { rerender } = renderHook(({ ready }) => useCalendarRequest(ready, open), {
      initialProps: { ready: false },
    })
    act(() => openBookingCalendar())
    expect(open).not.toHaveBeenCalled()
    rerender({ ready: true })
    expect(open).toHaveBeenCalledOnce()
    rerender({ ready: false })
    rerender({ ready: true })
    expect(open).toHaveBeenCalledOnce()
  })
})
