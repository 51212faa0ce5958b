import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The gate only listens to the auth client's session events; this stands in for them.
type Listener = (event: string, session: unknown) => void
const auth = vi.hoisted(() => ({
  listeners: [] as Listener[],
  unsubscribe: vi.fn(),
}))

vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        auth.listeners.push(listener)
        return { data: { subscription: { unsubscribe: auth.unsubscribe } } }
      },
    },
  },
}))

const { AdminSessionGate } = await import('@/features/admin/auth/components/admin-session-gate')

function renderGate() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminSessionGate>
          <p>Dashboard content</p>
        </AdminSessionGate>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const emit = (event: string, session: unknown) =>
  act(() => auth.listeners.forEach((listener) => listener(event, session)))

describe('admin session gate', () => {
  beforeEach(() => {
    auth.listeners.length = 0
    auth.unsubscribe.mockClear()
  })

  it('shows "Loading..." until the session is known, then the sign-in screen without one', () => {
    renderGate()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    emit('INITIAL_SESSION', null)
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(
      screen.getByText('Admin accounts are created by system administrators only.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument()
  })

  it('reveals the dashboard on a sign-in event and hides it again on sign-out', () => {
    renderGate()
    emit('INITIAL_SESSION', null)
    emit('SIGNED_IN', { user: { email: 'admin@rivieravillas.com' } })
    expect(screen.getByText('Dashboard content')).toBeInTheDocument()
    emit('SIGNED_OUT', null)
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('stops listening when it unmounts', () => {
    const { unmount } = renderGate()
    unmount()
    expect(auth.unsubscribe).toHaveBeenCalledTimes(1)
  })
})
