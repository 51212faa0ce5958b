import { useQueryClient } from '@tanstack/react-query'
import { adminVillaKeys, publicVillaKeysRoot } from './keys'

/** After a villa changes: staff's list and the public site's villa queries. */
export function useInvalidateVillas() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminVillaKeys.all }),
      queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
    ])
}
