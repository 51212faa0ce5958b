import { fireEvent, render, screen } from '@testing-library/react'
import { Inbox } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { AdminEmptyList } from '@/features/admin/layout/components/admin-page-states'

// The empty state of the paged admin lists (bookings, messages, notifications).
function renderEmpty(state: { pastLastPage: boolean; filtered: boolean }) {
  const onFirstPage = vi.fn()
  const onClearFilters = vi.fn()
  render(
    <AdminEmptyList
      icon={Inbox}
      one="message"
      many="messages"
      description="New enquiries appear here."
      onFirstPage={onFirstPage}
      onClearFilters={onClearFilters}
      {...state}
    />,
  )
  return { onFirstPage, onClearFilters }
}

describe('AdminEmptyList', () => {
  it('past the last page, offers the first page (filters or not)', () => {
    const { onFirstPage, onClearFilters } = renderEmpty({ pastLastPage: true, filtered: true })
    expect(screen.getByText('This page is past the last message')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'First page' }))
    expect(onFirstPage).toHaveBeenCalledOnce()
    expect(onClearFilters).not.toHaveBeenCalled()
  })

  it('with filters that match nothing, offers to clear them', () => {
    const { onClearFilters } = renderEmpty({ pastLastPage: false, filtered: true })
    expect(screen.getByText('No messages match these filters')).toBeInTheDocument()
    expect(screen.queryByText('New enquiries appear here.')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onClearFilters).toHaveBeenCalledOnce()
  })

  it('with nothing yet, says so and where it comes from, without a button', () => {
    renderEmpty({ pastLastPage: false, filtered: false })
    expect(screen.getByText('No messages yet')).toBeInTheDocument()
    expect(screen.getByText('New enquiries appear here.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
