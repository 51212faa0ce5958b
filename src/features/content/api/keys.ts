/** Query keys of the public page content, one entry per page slug. */
export const pageContentKeys = {
  all: ['page-content'] as const,
  page: (pageSlug: string) => [...pageContentKeys.all, 'page', pageSlug] as const,
}
