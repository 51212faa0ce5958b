import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { inlineCss } from './scripts/vite/inline-css.ts'
import { PARAGLIDE } from './scripts/vite/paraglide.ts'
import { prerender } from './scripts/vite/prerender.ts'
import { routePreload } from './scripts/vite/route-preload.ts'
import { sitemap } from './scripts/vite/sitemap.ts'
import { readEnv } from './src/config/read-env.ts'

export default defineConfig(({ command, mode }) => {
  const vars = loadEnv(mode, process.cwd(), 'VITE_')
  // A production build without its project's URL and key refuses to build, rather than
  // shipping a site that talks to the local stack (supabase/local/well-known.mjs).
  const { supabaseUrl, supabaseKey } =
    command === 'build' ? readEnv(vars, mode) : readEnv(vars, 'development')
  // Preview images in the HTML need an absolute URL for most crawlers: the site's own address
  // when the deploy names it (VITE_SITE_URL), else a site-relative path.
  const siteUrl = (vars.VITE_SITE_URL ?? '').replace(/\/+$/, '')
  return {
    plugins: [
      react(),
      // The interface texts: messages/<locale>/*.json compiled to typed functions (src/paraglide).
      paraglideVitePlugin(PARAGLIDE),
      {
        name: 'site-url-in-html',
        transformIndexHtml: (html: string) => html.replaceAll('%SITE_URL%', siteUrl),
      },
      routePreload({ apiUrl: supabaseUrl, apiKey: supabaseKey }),
      sitemap({ apiUrl: supabaseUrl, apiKey: supabaseKey, siteUrl }),
      inlineCss(),
      // Every public page as HTML, in both languages, from the database the build points at.
      prerender({ siteUrl, apiUrl: supabaseUrl }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      manifest: true,
      // All the CSS is one stylesheet, inlined into index.html (scripts/vite/inline-css.ts). Split
      // per chunk, every lazy chunk (booking widget, villas grid, admin) listed the entry's
      // stylesheet among its dependencies, and Vite's loader, not finding it as a <link>, fetched
      // it again and held the chunk until the whole page had been restyled.
      cssCodeSplit: false,
      // What the entry imports statically is one chunk with it, not eleven: a first visit's
      // module graph is one task, and each request of it costs the phone's main thread too.
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial' as const] }] } },
      },
      // Icons and date helpers are split like any other module (issue 22): grouped into one
      // chunk each, every public page downloaded the admin's icons and date-fns functions too
      // (12 + 7.5 KB gz), the room the second language's texts need. The few more requests go
      // out together, as modulepreloads of the entry.
    },
  }
})
