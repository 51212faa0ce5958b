/** Query keys of the Page Content screen. */
export const adminPageContentKeys = {
  all: ['admin', 'page-content'] as const,
  access: () => [...adminPageContentKeys.all, 'access'] as const,
  page: (pageSlug: string) => [...adminPageContentKeys.all, 'page', pageSlug] as const,
}
