/** A built-in picture of the content pages. */
export const img = (name: string) => `/images/pages/${name}.svg`

/**
 * The home hero's built-in picture, also preloaded by the home route (app/routes.tsx). Its own
 * module: the router imports it without the built-in texts of every page (page-defaults.ts).
 */
export const HOME_HERO_IMAGE = img('home-hero')
