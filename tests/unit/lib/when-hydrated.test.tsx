import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { WhenHydrated } from '@/lib/when-hydrated'

const page = (
  <WhenHydrated fallback={<p>frame</p>}>
    <p>form</p>
  </WhenHydrated>
)

describe('WhenHydrated', () => {
  it('is the frame in the HTML drawn at build time', () => {
    expect(renderToString(page)).toContain('frame')
    expect(renderToString(page)).not.toContain('form')
  })

  it('hydrates that frame without a mismatch, then shows the form', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable })
    })
    expect(container.textContent).toBe('form')
    expect(recoverable).not.toHaveBeenCalled()
    container.remove()
  })

  it('shows the form at once on a page the browser draws itself', () => {
    render(page)
    expect(screen.getByText('form')).toBeTruthy()
    expect(screen.queryByText('frame')).toBeNull()
  })
})
