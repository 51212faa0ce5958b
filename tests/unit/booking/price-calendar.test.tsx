import { render, screen, within } from '@testing-library/react'
import { addMonths, format, getDaysInMonth, startOfMonth } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { PriceCalendar } from '@/features/booking/components/price-calendar'
import { DAY_COLUMN } from '@/features/booking/components/price-calendar-styles'
import { isoWeekday } from '@/features/booking/lib/stay-rules'

const TODAY = new Date(2026, 10, 26) // Thursday November 26th, 2026
const HORIZON_MONTHS = 18

function renderCalendar(month: Date) {
  return render(
    <PriceCalendar
      today={TODAY}
      range={{ from: month, to: undefined }}
      onRangeChange={() => undefined}
      prices={new Map()}
      basePrice={1000}
      unavailable={[]}
      lastCheckIn={addMonths(TODAY, HORIZON_MONTHS)}
      rules={new Map()}
      changeover="same_day"
    />,
  )
}

/** The months a guest can open: from this month to the month after the last check-in. */
const horizon = Array.from({ length: HORIZON_MONTHS + 2 }, (_, i) =>
  startOfMonth(addMonths(TODAY, i)),
)

describe('PriceCalendar', () => {
  it.each(horizon.map((month) => [format(month, 'MMMM yyyy'), month] as const))(
    'puts the first week of %s under its real weekdays',
    (_, month) => {
      const { unmount } = renderCalendar(month)
      const grid = screen.getByRole('grid')
      // The weekday names are hidden from screen readers (each day's name says its weekday).
      const weekdays = within(grid).getAllByRole('columnheader', { hidden: true })
      expect(weekdays.map((cell) => cell.textContent)).toEqual([
        'Mo',
        'Tu',
        'We',
        'Th',
        'Fr',
        'Sa',
        'Su',
      ])

      const [firstWeek, ...otherWeeks] = within(grid).getAllByRole('row')
      const cells = within(firstWeek!).getAllByRole('gridcell')
      expect(cells).toHaveLength(7)
      const column = isoWeekday(month) - 1
      cells.forEach((cell, index) => {
        // Blank or not, each cell holds its weekday's column (a blank cell must not collapse).
        for (const width of DAY_COLUMN.split(' ')) expect(cell).toHaveClass(width)
        const day = index - column + 1
        if (day < 1) expect(cell).toBeEmptyDOMElement()
        else expect(cell).toHaveTextContent(new RegExp(`^${day}`))
      })
      // And every later week has seven cells too, the last day of the month among them.
      for (const week of otherWeeks) expect(within(week).getAllByRole('gridcell')).toHaveLength(7)
      expect(
        within(grid).getByRole('gridcell', { name: new RegExp(`${getDaysInMonth(month)}`) }),
      ).toBeInTheDocument()
      unmount()
    },
  )
})
