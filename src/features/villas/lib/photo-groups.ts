import type { Locale } from '@/lib/i18n/locale'
import { PHOTO_ROOMS, type PhotoRoom } from '@/lib/photo-rooms'
import * as m from '@/paraglide/messages'

/** A photo as the villa page shows it: its place in villas.images, and what staff said of it. */
export interface ShownPhoto {
  url: string
  /** Index in the villa's images (the lightbox opens there). */
  index: number
  caption: string
  /** The caption's language when staff wrote it in one language only (else the page's). */
  captionLang?: Locale
  room: PhotoRoom | null
}

export interface PhotoGroup {
  room: PhotoRoom | null
  title: string
  photos: ShownPhoto[]
}

/** The villa's pictures (villas.images, cover first) with the caption and room of each. */
export function shownPhotos(
  images: readonly string[],
  details: readonly {
    url: string
    caption: string
    captionLang?: Locale
    room: PhotoRoom | null
  }[] = [],
): ShownPhoto[] {
  const byUrl = new Map(details.map((detail) => [detail.url, detail]))
  return images.map((url, index) => {
    const detail = byUrl.get(url)
    return {
      url,
      index,
      caption: detail?.caption ?? '',
      captionLang: detail?.captionLang,
      room: detail?.room ?? null,
    }
  })
}

/**
 * "Show all photos": grouped by room in the rooms' order (exterior, living room … view), each
 * group in the villa's order; photos without a room come last, as "More photos". With no room
 * named at all, one untitled group.
 */
export function groupPhotosByRoom(photos: readonly ShownPhoto[]): PhotoGroup[] {
  if (photos.every((photo) => photo.room === null)) {
    return photos.length > 0 ? [{ room: null, title: '', photos: [...photos] }] : []
  }
  const groups: PhotoGroup[] = PHOTO_ROOMS.map((room) => ({
    room,
    title: roomTitle(room),
    photos: photos.filter((photo) => photo.room === room),
  }))
  groups.push({
    room: null,
    title: m.villas_more_photos(),
    photos: photos.filter((photo) => photo.room === null),
  })
  return groups.filter((group) => group.photos.length > 0)
}

/** The photo's description for a screen reader and for the lightbox. */
export function photoAlt(villaName: string, photo: ShownPhoto, total: number) {
  const what = photo.caption || m.villas_photo_of({ number: photo.index + 1, total })
  return `${villaName}, ${what}`
}

/** A room's heading on the villa page, in the language on screen ("Bedroom", "Chambres"). */
function roomTitle(room: PhotoRoom): string {
  switch (room) {
    case 'exterior':
      return m.villas_room_exterior()
    case 'living_room':
      return m.villas_room_living_room()
    case 'dining':
      return m.villas_room_dining()
    case 'kitchen':
      return m.villas_room_kitchen()
    case 'bedroom':
      return m.villas_room_bedroom()
    case 'bathroom':
      return m.villas_room_bathroom()
    case 'pool':
      return m.villas_room_pool()
    case 'garden':
      return m.villas_room_garden()
    case 'terrace':
      return m.villas_room_terrace()
    case 'view':
      return m.villas_room_view()
    case 'other':
      return m.villas_room_other()
  }
}
