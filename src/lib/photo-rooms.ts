import type { Database } from '@/types/database.types'

export type PhotoRoom = Database['public']['Enums']['photo_room']

/**
 * The rooms staff tag a photo with, in the order the villa page groups them (named in the
 * page's language where they are shown).
 */
export const PHOTO_ROOMS: readonly PhotoRoom[] = [
  'exterior',
  'living_room',
  'dining',
  'kitchen',
  'bedroom',
  'bathroom',
  'pool',
  'garden',
  'terrace',
  'view',
  'other',
]

export function isPhotoRoom(value: string): value is PhotoRoom {
  return (PHOTO_ROOMS as readonly string[]).includes(value)
}
