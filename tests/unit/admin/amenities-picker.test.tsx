import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { AmenitiesPicker } from '@/features/admin/villas/components/amenities-picker'

function Harness({ start }: { start: string[] }) {
  const [value, setValue] = useState(start)
  return (
    <>
      <AmenitiesPicker value={value} onChange={setValue} />
      <output>{value.join('|')}</output>
    </>
  )
}

describe('AmenitiesPicker', () => {
  it('picks and unpicks catalogue amenities, shown as pressed', async () => {
    const user = userEvent.setup()
    render(<Harness start={['Wi-Fi']} />)
    expect(screen.getByRole('button', { name: 'Wi-Fi' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Heated pool' }))
    await user.click(screen.getByRole('button', { name: 'Wi-Fi' }))
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Heated pool')
  })

  it('adds custom amenities with Enter, as removable chips, without repeats', async () => {
    const user = userEvent.setup()
    render(<Harness start={[]} />)
    await user.type(screen.getByLabelText('Add an amenity'), 'Boules court, sea view{Enter}')
    await user.type(screen.getByLabelText('Add an amenity'), 'boules COURT{Enter}')
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Boules court|Sea view')
    expect(screen.getByRole('button', { name: 'Sea view' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Remove Boules court' }))
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Sea view')
    expect(screen.getByLabelText('Add an amenity')).toHaveValue('')
  })
})
