import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

// The app's confirmation, used by every delete of the admin instead of the browser's confirm().
function Harness(props: { onConfirm?: () => void; isPending?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button">Behind</button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) props.onClose?.()
        }}
        title="Are you sure you want to delete this villa?"
        description="Villa Azur will be removed. This cannot be undone."
        confirmLabel="Delete villa"
        pendingLabel="Deleting..."
        isPending={props.isPending}
        onConfirm={props.onConfirm}
      />
    </>
  )
}

describe('the confirmation dialog', () => {
  it('asks the question as an alert dialog, with focus on Cancel', () => {
    render(<Harness onConfirm={vi.fn()} />)
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this villa?',
    })
    expect(dialog).toHaveAccessibleDescription('Villa Azur will be removed. This cannot be undone.')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('runs the action only when its own button is pressed', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete villa' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('cancels with the Cancel button and with Escape, never with a click outside', async () => {
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    const { unmount } = render(<Harness onConfirm={onConfirm} onClose={onClose} />)
    fireEvent.pointerDown(document.body)
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onClose).toHaveBeenCalledTimes(1)
    unmount()

    render(<Harness onConfirm={onConfirm} onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('stays open while the action runs, and says so', async () => {
    const onClose = vi.fn()
    render(<Harness onConfirm={vi.fn()} isPending onClose={onClose} />)
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('only informs when there is nothing to confirm', () => {
    render(<Harness />)
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel'])
  })
})
