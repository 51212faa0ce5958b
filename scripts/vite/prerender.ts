import { statSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Connect, Plugin } from 'vite'
import {
  FIRST_PAINT_FONT_DISPLAY,
  PRERENDERED_ATTRIBUTE,
  type PrerenderedPage,
} from '../../src/prerender/prerendered-page.ts'
import type { RenderedPage } from '../../src/prerender/render-page.tsx'
import { localStackForBuild } from './build-stack.ts'
import { shareImages, withShareImage } from './share-images.ts'

/** The module Vite builds for the server side: src/prerender/render-page.tsx. */
interface RenderModule {
  prerenderPaths(): Promise<string[]>
  renderPage(path: string, siteUrl: string): Promise<RenderedPage>
}

/** The app shell: served for every address that has no prerendered page (the admin, stay pages). */
export const SHELL_FILE = 'shell.html'

/**
 * Issue 23: `vite build` builds the app, then the same app for Node, and renders every public
 * page in every language into its own HTML file (`villas.html`, `fr/villa/<id>.html`), from the
 * database the build points at. The browser paints that HTML before any script runs, then the
 * app hydrates it. `index.html` becomes the home page; the untouched app goes to `shell.html`.
 */
export function prerender({ siteUrl, apiUrl }: { siteUrl: string; apiUrl: string }): Plugin {
  let clientOutDir = 'dist'
  let serverOutDir = 'dist.prerender'
  return {
    name: 'prerender',
    config(config, { command }) {
      if (command !== 'build') return
      clientOutDir = resolve(config.root ?? '.', config.build?.outDir ?? 'dist')
      serverOutDir = join(dirname(clientOutDir), `.${basename(clientOutDir)}.prerender`)
      return {
        environments: {
          ssr: {
            build: {
              outDir: serverOutDir,
              emptyOutDir: true,
              copyPublicDir: false,
              rollupOptions: { input: 'src/prerender/render-page.tsx' },
            },
          },
        },
        // One self-contained file: Node then loads no CommonJS package by name.
        ssr: { noExternal: true },
        builder: {
          async buildApp(builder) {
            // Up before the client build: its sitemap lists the villas too.
            const stopStack = await localStackForBuild(apiUrl)
            try {
              await builder.build(builder.environments.client!)
              await builder.build(builder.environments.ssr!)
              await prerenderPages(clientOutDir, serverOutDir, siteUrl)
            } finally {
              await stopStack()
            }
          },
        },
      }
    },
    // `vite preview` as a static host is set up: a page's file, else the shell.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use(shellFallback(outDir))
    },
  }
}

async function prerenderPages(clientOutDir: string, serverOutDir: string, siteUrl: string) {
  const started = Date.now()
  const template = await readFile(join(clientOutDir, 'index.html'), 'utf8')
  await writeFile(join(clientOutDir, SHELL_FILE), template)
  const entry = join(serverOutDir, 'render-page.js')
  const render = (await import(pathToFileURL(entry).href)) as RenderModule
  const paths = await render.prerenderPaths()
  const shareImage = shareImages(clientOutDir, siteUrl)
  for (const path of paths) {
    const rendered = await render.renderPage(path, siteUrl)
    const page = { ...rendered, head: await withShareImage(rendered.head, shareImage) }
    const file = join(clientOutDir, fileOf(path))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, pageHtml(template, path, page))
  }
  console.log(`prerender: ${paths.length} pages in ${Date.now() - started} ms`)
}

/** `/` → index.html, `/fr` → fr.html, `/villa/<id>` → villa/<id>.html: as static hosts serve them. */
export function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The template (the built index.html) with the page in it. Pure, for the tests. */
export function pageHtml(template: string, path: string, page: RenderedPage): string {
  const state: PrerenderedPage = { path, queries: page.queries, router: page.router }
  // Inside <script>, "</script" or "<!--" in a text would end it: < is written as \u003c.
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  // The app's code starts once the page has loaded (its pictures and fonts in): until then it
  // would only take bandwidth from them, and the page is already drawn.
  const entries: string[] = []
  const withoutScripts = template
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g, (_, src: string) => {
      entries.push(src)
      return ''
    })
  const startApp =
    `<script>addEventListener('load',function(){${JSON.stringify(entries)}.forEach(function(src){` +
    `var s=document.createElement('script');s.type='module';s.src=src;document.body.appendChild(s)})})</script>`
  return (
    withFontsForFirstPaint(withoutScripts)
      // The site's default title and share tags give way to the page's own.
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+data-rh="true"[^>]*\/?>\s*/g, '')
      .replace('</head>', `${page.head}</head>`)
      .replace(/<html[^>]*>/, `<html ${page.htmlAttributes} ${PRERENDERED_ATTRIBUTE}>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div><script type="application/json" id="prerendered-page">${json}</script>${startApp}`,
      )
  )
}

/**
 * A prerendered page is painted before its fonts can arrive; with `swap` its text would move when
 * they do (a layout shift on a first visit). Here they are `optional`: used if they arrive within
 * the browser's short wait (on a good connection, and from the cache on every later visit), else
 * the page keeps its fallback fonts and never moves; the app swaps them in at the first
 * navigation (lib/site-fonts.ts). Not preloaded: asked for with the HTML, they took the phone's
 * bandwidth from the page itself (Lighthouse: LCP 1.7 s → 4.2 s). The app shell keeps `swap`.
 */
function withFontsForFirstPaint(html: string): string {
  return html.replaceAll('font-display:swap', `font-display:${FIRST_PAINT_FONT_DISPLAY}`)
}

/** Serves the shell for an HTML request no file answers (what a static host's rewrite does). */
function shellFallback(outDir: string): Connect.NextHandleFunction {
  const isFile = (file: string) => statSync(join(outDir, file), { throwIfNoEntry: false })?.isFile()
  return (req, _res, next) => {
    const accept = req.headers.accept ?? ''
    if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) {
      const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!)
      if (!isFile(path.slice(1)) && !isFile(fileOf(path))) req.url = `/${SHELL_FILE}`
    }
    next()
  }
}
