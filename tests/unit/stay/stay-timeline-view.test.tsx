import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StayTimeline } from '@/features/stay/components/stay-timeline'
import type { TimelineStep } from '@/features/stay/lib/stay-timeline'

// The guest reads each step's second line as a sentence: "In full · On Fri, 27 November 2026",
// not "In full On Fri…"; "To come" and "Overdue" stand apart as marks.
const step = (over: Partial<TimelineStep>): TimelineStep => ({
  key: 'security_deposit',
  title: 'Security deposit returned',
  state: 'done',
  when: '2026-11-27',
  whenLabel: 'On',
  amount: 1500,
  note: null,
  ...over,
})

describe('a step of the stay timeline', () => {
  it('separates a note from its day', () => {
    render(<StayTimeline steps={[step({ note: 'In full' })]} />)
    expect(screen.getByTestId('stay-step-security_deposit')).toHaveTextContent(
      'In full · On Fri, 27 November 2026',
    )
  })

  it('shows an overdue payment as a mark before its due day', () => {
    render(
      <StayTimeline
        steps={[
          step({
            key: 'deposit',
            title: 'Deposit',
            state: 'current',
            note: 'Overdue',
            whenLabel: 'Due by',
          }),
        ]}
      />,
    )
    const deposit = screen.getByTestId('stay-step-deposit')
    expect(deposit).toHaveTextContent('OverdueDue by Fri, 27 November 2026')
    expect(screen.getByText('Overdue')).toHaveClass('text-red-700')
  })
})
