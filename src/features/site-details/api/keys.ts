/** Query keys of the public site details. */
export const siteDetailsKeys = {
  all: ['site-details'] as const,
  detail: () => [...siteDetailsKeys.all, 'detail'] as const,
}
