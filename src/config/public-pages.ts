/**
 * The public pages besides the villas', by their English address (the French adds /fr): every
 * build prerenders them (src/prerender/render-page.tsx), the sitemap lists them
 * (scripts/vite/sitemap.ts), and the tests walk them. Dependency-free: vite.config.ts loads it.
 */
export const PUBLIC_PAGES = [
  '/',
  '/villas',
  '/destination',
  '/experience',
  '/about',
  '/contact',
  '/concierge',
  '/terms',
  '/privacy',
  '/legal-notice',
] as const
