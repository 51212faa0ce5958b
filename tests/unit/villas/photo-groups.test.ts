import { describe, expect, it } from 'vitest'
import { groupPhotosByRoom, shownPhotos } from '@/features/villas/lib/photo-groups'

const images = ['/a.webp', '/b.webp', '/c.webp', '/d.webp', '/e.webp']

describe('the villa page’s photos', () => {
  it('keeps the villa’s order (cover first) and adds each photo’s caption and room', () => {
    const photos = shownPhotos(images.slice(0, 2), [
      { url: '/b.webp', caption: 'The pool', room: 'pool' },
      { url: '/a.webp', caption: 'The house', room: 'exterior' },
    ])
    expect(photos).toEqual([
      { url: '/a.webp', index: 0, caption: 'The house', room: 'exterior' },
      { url: '/b.webp', index: 1, caption: 'The pool', room: 'pool' },
    ])
  })

  it('shows the pictures before their details arrive', () => {
    expect(shownPhotos(['/a.webp'])).toEqual([
      { url: '/a.webp', index: 0, caption: '', room: null },
    ])
  })

  it('groups "Show all photos" by room in the rooms’ order, with the rest last', () => {
    const photos = shownPhotos(images, [
      { url: '/a.webp', caption: '', room: 'pool' },
      { url: '/b.webp', caption: '', room: 'bedroom' },
      { url: '/c.webp', caption: '', room: 'pool' },
      { url: '/d.webp', caption: '', room: null },
      { url: '/e.webp', caption: '', room: 'exterior' },
    ])
    const groups = groupPhotosByRoom(photos)
    expect(groups.map((group) => group.title)).toEqual([
      'Exterior',
      'Bedroom',
      'Pool',
      'More photos',
    ])
    expect(groups[2]!.photos.map((photo) => photo.index)).toEqual([0, 2])
  })

  it('makes one untitled group when no photo has a room', () => {
    const groups = groupPhotosByRoom(shownPhotos(images.slice(0, 2)))
    expect(groups).toHaveLength(1)
    expect(groups[0]!.title).toBe('')
    expect(groupPhotosByRoom([])).toEqual([])
  })
})
