import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The gate only listens to the auth client's session events; this stands in for them.
type Listener = (event: string, session: unknown) => void
const auth = vi.hoisted(() => ({
  listeners: [] as Listener[],
  unsubscribe: vi.fn(),
  // What my_two_factor_status answers (the company rule and the account's factor).
  status: {
    is_staff_role: true,
    has_factor: false,
    required_for_all: false,
    current_level: 'aal1',
  },
}))

vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        auth.listeners.push(listener)
        return { data: { subscription: { unsubscribe: auth.unsubscribe } } }
      },
    },
    rpc: () => ({ single: () => Promise.resolve({ data: auth.status, error: null }) }),
  },
}))

/** A session as auth-js hands it over: a JWT with its `aal`, and the user's factors. */
function sessionAt(aal: 'aal1' | 'aal2', factors: Array<{ status: string }> = []) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    access_token: `${part({ alg: 'HS256' })}.${part({ aal, sub: 'u1' })}.signature`,
    user: {
      id: 'u1',
      email: 'admin@rivieravillas.com',
      factors: factors.map((factor, n) => ({ id: `f${n}`, factor_type: 'totp', ...factor })),
    },
  }
}

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

  it('reveals the dashboard on a sign-in event and hides it again on sign-out', async () => {
    renderGate()
    emit('INITIAL_SESSION', null)
    emit('SIGNED_IN', sessionAt('aal1'))
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument()
    emit('SIGNED_OUT', null)
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('asks for the authenticator code after the password when the account has one', () => {
    renderGate()
    emit('SIGNED_IN', sessionAt('aal1', [{ status: 'verified' }]))
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument()
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument()
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument()
    emit('MFA_CHALLENGE_VERIFIED', sessionAt('aal2', [{ status: 'verified' }]))
    expect(screen.getByText('Dashboard content')).toBeInTheDocument()
  })

  it('does not ask for a code of an unfinished setup', async () => {
    renderGate()
    emit('SIGNED_IN', sessionAt('aal1', [{ status: 'unverified' }]))
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument()
  })

  it('asks staff without a factor to set one up when the company requires it', async () => {
    auth.status = { ...auth.status, required_for_all: true }
    try {
      renderGate()
      emit('SIGNED_IN', sessionAt('aal1'))
      expect(
        await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
      ).toBeInTheDocument()
      expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument()
    } finally {
      auth.status = { ...auth.status, required_for_all: false }
    }
  })

  it('stops listening when it unmounts', () => {
    const { unmount } = renderGate()
    unmount()
    expect(auth.unsubscribe).toHaveBeenCalledTimes(1)
  })
})
