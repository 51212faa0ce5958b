import type { Database } from '@/types/database.types'

export type PhotoRoom = Database['public']['Enums']['photo_room']

/** The rooms staff tag a photo with, in the order the villa page groups them. */
export const PHOTO_ROOM_OPTIONS: readonly { value: PhotoRoom; label: string }[] = [
  { value: 'exterior', label: 'Exterior' },
  { value: 'living_room', label: 'Living room' },
  { value: 'dining', label: 'Dining' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'bedroom', label: 'Bedroom' },
  { value: 'bathroom', label: 'Bathroom' },
  { value: 'pool', label: 'Pool' },
  { value: 'garden', label: 'Garden' },
  { value: 'terrace', label: 'Terrace' },
  { value: 'view', label: 'View' },
  { value: 'other', label: 'Other' },
]

export function isPhotoRoom(value: string): value is PhotoRoom {
  return PHOTO_ROOM_OPTIONS.some((option) => option.value === value)
}
