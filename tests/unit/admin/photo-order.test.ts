import { describe, expect, it } from 'vitest'
import {
  isSameOrder,
  movePhoto,
  movePhotoBy,
  photoIdsInOrder,
  photoMoveAnnouncement,
} from '@/features/admin/villas/lib/photo-order'

const photos = ['a', 'b', 'c', 'd'].map((id) => ({ id }))
const ids = (list: { id: string }[]) => list.map((photo) => photo.id).join('')

describe('photo order', () => {
  it('moves a dragged photo to where it is dropped, the others closing up', () => {
    expect(ids(movePhoto(photos, 0, 2))).toBe('bcad')
    expect(ids(movePhoto(photos, 3, 0))).toBe('dabc')
  })

  it('clamps a drop past either end and ignores a photo that is not there', () => {
    expect(ids(movePhoto(photos, 1, 99))).toBe('acdb')
    expect(ids(movePhoto(photos, 7, 0))).toBe('abcd')
  })

  it('moves a photo one step earlier or later with the arrow buttons', () => {
    expect(ids(movePhotoBy(photos, 'c', -1))).toBe('acbd')
    expect(ids(movePhotoBy(photos, 'c', 1))).toBe('abdc')
  })

  it('leaves the first photo first and the last photo last when moved past the end', () => {
    expect(ids(movePhotoBy(photos, 'a', -1))).toBe('abcd')
    expect(ids(movePhotoBy(photos, 'd', 1))).toBe('abcd')
  })

  it('never changes the list it is given', () => {
    movePhoto(photos, 0, 3)
    expect(ids(photos)).toBe('abcd')
  })

  it('sends the ids in order, and knows an unchanged order', () => {
    expect(photoIdsInOrder(movePhoto(photos, 0, 1))).toEqual(['b', 'a', 'c', 'd'])
    expect(isSameOrder(photos, [...photos])).toBe(true)
    expect(isSameOrder(photos, movePhoto(photos, 0, 1))).toBe(false)
  })

  it('tells a screen reader where the photo now stands', () => {
    expect(photoMoveAnnouncement(3, 12)).toBe('Photo moved to position 3 of 12.')
  })
})
