import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { AdminInputField, DECIMAL_INPUT } from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { saveErrorText } from '@/features/admin/layout/lib/save-error'

// The admin's row dialogs (seasonal price, fee or extra, discount, commune, rate) share one frame:
// title, form, a field row per value with its error beside it, Cancel and the save button.

function RateDialog({ isPending, onCancel }: { isPending: boolean; onCancel: () => void }) {
  const form = useForm({ defaultValues: { amount: '' } })
  return (
    <AdminFormDialog
      title="Add rate"
      description="The rate the commune voted."
      onSubmit={(event) => event.preventDefault()}
      onCancel={onCancel}
      isPending={isPending}
      submitLabel="Add rate"
    >
      <AdminInputField
        id="rate-amount"
        label="Rate (€)"
        isRequired
        error="Enter an amount"
        {...DECIMAL_INPUT}
        {...form.register('amount')}
      />
    </AdminFormDialog>
  )
}

describe('an admin row dialog', () => {
  it('is a form named by its title, with Cancel and its save button', async () => {
    const onCancel = vi.fn()
    render(<RateDialog isPending={false} onCancel={onCancel} />)
    expect(screen.getByRole('form', { name: 'Add rate' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add rate' })).toBeEnabled()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('says Saving... and cannot be sent twice while the save runs', () => {
    render(<RateDialog isPending onCancel={() => {}} />)
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  })

  it('shows a field’s error beside it and points the input at it', () => {
    render(<RateDialog isPending={false} onCancel={() => {}} />)
    const input = screen.getByRole('spinbutton', { name: /Rate/ })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter an amount')
    expect(input).toHaveAttribute('step', '0.01')
  })
})

describe('a refused save', () => {
  it('says the dialog’s own sentence for a duplicate, else the database’s words', () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505' })
    expect(saveErrorText(duplicate, 'Another commune has this code')).toBe(
      'Another commune has this code',
    )
    expect(saveErrorText(new Error('Rates are from 1 to 5 %'), 'x')).toBe('Rates are from 1 to 5 %')
    expect(saveErrorText('nothing', 'x')).toBe('It could not be saved')
  })
})
