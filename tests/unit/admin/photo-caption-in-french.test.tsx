import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VillaPhoto } from '@/features/admin/villas/api/get-villa-photos'
import { PhotoTile } from '@/features/admin/villas/components/photo-tile'
import { applyLocale } from '@/lib/i18n/locale'

// Issue 22: a photo's caption is written in English and in French (villa_photos.caption_fr), side
// by side as every bilingual text of the admin, and a missing French caption is flagged.

const photo: VillaPhoto = {
  id: 'p1',
  villa_id: 'v1',
  url: 'https://example.test/villas/a/w2400.webp',
  storage_path: 'villas/a',
  position: 1,
  caption: 'The terrace at dusk',
  caption_fr: null,
  room: 'terrace',
  is_cover: false,
  width: 2400,
  height: 1600,
  variants: [],
  created_at: '2026-11-27T10:00:00Z',
}

function renderTile(shown: VillaPhoto = photo) {
  const onChange = vi.fn()
  render(
    <ol>
      <PhotoTile
        photo={shown}
        index={1}
        total={3}
        onMove={() => {}}
        onChange={onChange}
        onDelete={() => {}}
      />
    </ol>,
  )
  return onChange
}

describe('a photo’s caption in two languages', () => {
  afterEach(() => applyLocale('en'))

  it('flags the missing French caption and saves the French one typed (Enter or leaving)', async () => {
    const user = userEvent.setup()
    const onChange = renderTile()
    const group = screen.getByRole('group', { name: 'Caption of photo 2' })
    expect(within(group).getByLabelText('Caption of photo 2 English')).toHaveValue(
      'The terrace at dusk',
    )
    expect(within(group).getByText('French missing')).toBeInTheDocument()
    const french = within(group).getByLabelText('Français')
    expect(french).toHaveAttribute('lang', 'fr')
    await user.type(french, '  La terrasse au crépuscule {Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ caption_fr: 'La terrasse au crépuscule' })
    expect(within(group).queryByText('French missing')).toBeNull()
    // Unchanged English, left as it was: nothing saved.
    await user.click(within(group).getByLabelText('Caption of photo 2 English'))
    await user.tab()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('saves an emptied French caption as none, so the French site shows the English', async () => {
    const user = userEvent.setup()
    const onChange = renderTile({ ...photo, caption_fr: 'La terrasse' })
    await user.clear(screen.getByLabelText('Français'))
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith({ caption_fr: null })
  })

  it('reads in French for a French admin, its picture described by the French caption', () => {
    applyLocale('fr')
    renderTile({ ...photo, caption_fr: 'La terrasse au crépuscule' })
    expect(screen.getByRole('group', { name: 'Légende de la photo 2' })).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'La terrasse au crépuscule')
    expect(screen.getByLabelText('Pièce de la photo 2')).toHaveDisplayValue('Terrasse')
    expect(
      screen.getByRole('button', { name: 'Choisir la photo 2 comme couverture' }),
    ).toHaveTextContent('En couverture')
    expect(screen.getByRole('button', { name: 'Supprimer la photo 2' })).toBeInTheDocument()
  })

  it('describes the picture by the English caption, marked, while the French is missing', () => {
    applyLocale('fr')
    renderTile()
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'The terrace at dusk')
    expect(screen.getByRole('img')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Français manquant')).toBeInTheDocument()
  })
})
