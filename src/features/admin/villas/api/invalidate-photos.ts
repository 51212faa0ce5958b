import { useQueryClient } from '@tanstack/react-query'
import { adminVillaKeys, publicVillaKeysRoot } from './keys'

/** A photo change also changes villas.images: the staff list and the public site refresh too. */
export function useInvalidatePhotos() {
  const queryClient = useQueryClient()
  return (villaId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminVillaKeys.photos(villaId) }),
      queryClient.invalidateQueries({ queryKey: adminVillaKeys.list() }),
      queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
    ])
}
