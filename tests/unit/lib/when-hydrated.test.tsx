import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { WhenHydrated } from '@/lib/when-hydrated'
import { hydrateBuilt } from '../support/hydrate-built'

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
    const { container, recoverable } = await hydrateBuilt(page)
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
