/** Query keys of the Page Content screen. */
export const adminPageContentKeys = {
  all: ['admin', 'page-content'] as const,
  access: () => [...adminPageContentKeys.all, 'access'] as const,
  page: (pageSlug: string) => [...adminPageContentKeys.all, 'page', pageSlug] as const,
}

/**
 * The public caches that show page content: the page loaders (features/content/api/keys.ts)
 * and the villa pages' "area" section (features/villas/api/keys.ts).
 */
export const publicContentKeyRoots = [['page-content'], ['villas']] as const
