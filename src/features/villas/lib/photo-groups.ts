import type { Locale } from '@/lib/i18n/locale'
import { PHOTO_ROOM_OPTIONS, type PhotoRoom } from '@/lib/photo-rooms'

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
  const groups: PhotoGroup[] = PHOTO_ROOM_OPTIONS.map((option) => ({
    room: option.value,
    title: option.label,
    photos: photos.filter((photo) => photo.room === option.value),
  }))
  groups.push({
    room: null,
    title: 'More photos',
    photos: photos.filter((photo) => photo.room === null),
  })
  return groups.filter((group) => group.photos.length > 0)
}

/** The photo's description for a screen reader and for the lightbox. */
export function photoAlt(villaName: string, photo: ShownPhoto, total: number) {
  const what = photo.caption || `photo ${photo.index + 1} of ${total}`
  return `${villaName}, ${what}`
}
