/** Query keys of the public site details and legal identity. */
export const siteDetailsKeys = {
  all: ['site-details'] as const,
  detail: () => [...siteDetailsKeys.all, 'detail'] as const,
  legalIdentity: () => [...siteDetailsKeys.all, 'legal-identity'] as const,
}
