import type { paraglideVitePlugin } from '@inlang/paraglide-js'

/**
 * The global a one-language build defines (issue 22: a visitor loads only their language). The
 * compiled runtime reads it as its static locale: defined, every message keeps only that
 * language's text and the minifier drops the others; undefined (the admin's build, the dev
 * server, the tests, the prerender), the locale is chosen at run time as before.
 */
export const STATIC_LOCALE_GLOBAL = 'globalThis.__PARAGLIDE_STATIC_LOCALE__'

/**
 * Where the texts are and how the locale is found: set by the app (the address or the staff's
 * choice), or fixed by the build. Read by the Vite plugin, Vitest and `npm run i18n`.
 */
export const PARAGLIDE = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['globalVariable', 'baseLocale'],
  // STATIC_LOCALE_GLOBAL as Paraglide's own per-locale builds write it: the compiler emits this
  // expression as it is (any other it wraps in a locale check that survives minification).
  experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
} as const satisfies Parameters<typeof paraglideVitePlugin>[0]
