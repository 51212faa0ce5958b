import * as m from '@/paraglide/messages'

/** A photo in the editor's list: anything with an id. */
interface Identified {
  id: string
}

/** The list with the item at `from` moved to `to` (indexes clamped to the list). */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  if (from < 0 || from >= list.length) return next
  const target = Math.min(Math.max(to, 0), list.length - 1)
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved!)
  return next
}

/** Moves one photo a step earlier (-1) or later (+1); at either end nothing moves. */
export function movePhotoBy<T extends Identified>(list: readonly T[], id: string, step: number) {
  const from = list.findIndex((photo) => photo.id === id)
  const to = from + step
  if (from < 0 || to < 0 || to >= list.length) return [...list]
  return movePhoto(list, from, to)
}

/** The ids in order, as reorder_villa_photos takes them. */
export function photoIdsInOrder(list: readonly Identified[]): string[] {
  return list.map((photo) => photo.id)
}

/** True when two lists hold the same ids in the same order. */
export function isSameOrder(a: readonly Identified[], b: readonly Identified[]) {
  return a.length === b.length && a.every((photo, index) => photo.id === b[index]!.id)
}

/** What a screen reader hears while a photo is dragged with the keyboard. */
export function photoMoveAnnouncement(position: number, total: number) {
  return m.admin_villas_photo_moved({ position, total })
}
