import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

export type NewVillaPhoto = Omit<TablesInsert<'villa_photos'>, 'villa_id' | 'created_at'>

/** Adds photos to a villa (the database keeps villas.images in step). */
export async function addVillaPhotos({
  villaId,
  photos,
}: {
  villaId: string
  photos: readonly NewVillaPhoto[]
}) {
  if (photos.length === 0) return []
  return run(
    supabase
      .from('villa_photos')
      .insert(photos.map((photo) => ({ ...photo, villa_id: villaId })))
      .select(),
  )
}
