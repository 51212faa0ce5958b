import { queryOptions, useQuery } from '@tanstack/react-query'
import { parseCommonPasswords } from '@/lib/password-policy/password-policy'
import { adminAuthKeys } from './keys'

/** The 10,000 most used passwords (~38 KB gzipped): a chunk of its own, loaded by password forms. */
export async function getCommonPasswords(): Promise<ReadonlySet<string>> {
  const list = await import('@/lib/password-policy/common-passwords.txt?raw')
  return parseCommonPasswords(list.default)
}

export function commonPasswordsQueryOptions() {
  return queryOptions({
    queryKey: adminAuthKeys.commonPasswords(),
    meta: { reads: ['app.bundled_files'] },
    queryFn: getCommonPasswords,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/** null until loaded (the forms check the length meanwhile; Auth checks the list anyway). */
export function useCommonPasswords(): ReadonlySet<string> | null {
  return useQuery(commonPasswordsQueryOptions()).data ?? null
}
