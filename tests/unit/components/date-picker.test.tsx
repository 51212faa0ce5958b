import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Label } from '@/components/ui/label'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { applyLocale } from '@/lib/i18n/locale'

// The admin's date fields (issue 22): the day is shown and chosen in the staff member's language,
// whatever the browser's, where native date inputs showed "11/26/2026" on an American browser.

const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

function Field(props: { initial?: string; min?: string; max?: string; isClearable?: boolean }) {
  const [value, setValue] = useState(props.initial ?? '')
  return (
    <>
      <Label htmlFor="day">Arrival</Label>
      <DatePicker
        id="day"
        value={value}
        onChange={setValue}
        min={props.min}
        max={props.max}
        isClearable={props.isClearable}
      />
      <output>{value}</output>
    </>
  )
}

afterEach(() => applyLocale('en'))

describe('a date field', () => {
  it('shows the day in the spec’s English format and is named by its label', () => {
    render(<Field initial="2026-11-26" />)
    const field = screen.getByRole('button', { name: 'Arrival' })
    expect(field).toHaveTextContent('Nov 26, 2026')
    expect(field).toHaveAccessibleDescription('Nov 26, 2026')
  })

  it('shows and offers the day in French, weeks starting on Monday', async () => {
    applyLocale('fr')
    const user = userEvent.setup()
    render(<Field initial="2026-11-26" />)
    const field = screen.getByRole('button', { name: 'Arrival' })
    expect(plain(field.textContent)).toBe('26 nov. 2026')

    await user.click(field)
    const calendar = screen.getByRole('grid', { name: 'novembre 2026' })
    // The weekday row is hidden from screen readers (each day's name says it).
    const weekdays = [...calendar.querySelectorAll('thead th')]
    expect(weekdays.map((day) => day.getAttribute('aria-label'))[0]).toBe('lundi')
    expect(screen.getByRole('button', { name: 'Aller au mois suivant' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /^lundi 30 novembre 2026/ }))
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-30')
    expect(plain(field.textContent)).toBe('30 nov. 2026')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })

  it('is chosen with the keyboard, and gives the focus back to the field', async () => {
    const user = userEvent.setup()
    render(<Field initial="2026-11-26" />)
    const field = screen.getByRole('button', { name: 'Arrival' })
    field.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: /November 26th, 2026/ })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-04')
    expect(field).toHaveFocus()
  })

  it('keeps the days outside its limits out of reach, as a native input’s min and max', async () => {
    const user = userEvent.setup()
    render(<Field initial="2026-11-15" min="2026-11-10" max="2026-11-20" />)
    await user.click(screen.getByRole('button', { name: 'Arrival' }))
    expect(screen.getByRole('button', { name: /November 9th, 2026/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: /November 21st, 2026/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: /November 20th, 2026/ })).toBeEnabled()
    expect(screen.getByRole('button', { name: /next month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('can be emptied where the day is optional', async () => {
    const user = userEvent.setup()
    render(<Field initial="2026-11-26" isClearable />)
    const field = screen.getByRole('button', { name: 'Arrival' })
    await user.click(field)
    await user.click(screen.getByRole('button', { name: 'Clear date' }))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(field).toHaveTextContent('Pick a date')
  })
})
