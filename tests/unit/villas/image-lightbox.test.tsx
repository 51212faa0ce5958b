import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ImageLightbox } from '@/features/villas/components/image-lightbox'

const images = ['/1.svg', '/2.svg', '/3.svg', '/4.svg', '/5.svg']

function Harness({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(null)
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open photos
      </button>
      <ImageLightbox images={images} index={index} onIndexChange={setIndex} title="Villa Azur" />
    </>
  )
}

async function openAt(start: number) {
  const user = userEvent.setup()
  render(<Harness start={start} />)
  await user.click(screen.getByRole('button', { name: 'Open photos' }))
  return user
}

describe('ImageLightbox', () => {
  it('shows the photo it was opened at with a counter', async () => {
    await openAt(1)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByText('2 / 5')).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('src', '/2.svg')
  })

  it('moves with the arrow keys and wraps around at both ends', async () => {
    const user = await openAt(4)
    await user.keyboard('{ArrowRight}')
    expect(screen.getByText('1 / 5')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('5 / 5')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('4 / 5')).toBeInTheDocument()
  })

  it('moves with the previous and next buttons, wrapping around', async () => {
    const user = await openAt(0)
    await user.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(screen.getByText('5 / 5')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByText('1 / 5')).toBeInTheDocument()
  })

  it('closes on Escape and returns focus to the opener', async () => {
    const user = await openAt(0)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open photos' })).toHaveFocus())
  })

  it('closes on a click on the backdrop around the photo', async () => {
    const user = await openAt(2)
    await user.click(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('locks page scrolling while open', async () => {
    const user = await openAt(0)
    expect(document.body).toHaveAttribute('data-scroll-locked')
    await user.keyboard('{Escape}')
    expect(document.body).not.toHaveAttribute('data-scroll-locked')
  })
})
