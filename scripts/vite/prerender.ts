import { readFileSync, statSync } from 'node:fs'
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Connect, Manifest, Plugin } from 'vite'
import {
  FIRST_PAINT_FONT_DISPLAY,
  PRERENDERED_ATTRIBUTE,
  type PrerenderedPage,
} from '../../src/prerender/prerendered-page.ts'
import type { RenderedPage } from '../../src/prerender/render-page.tsx'
import { localStackForBuild } from './build-stack.ts'
import { STATIC_LOCALE_GLOBAL } from './paraglide.ts'
import { shareImages, withShareImage } from './share-images.ts'

/** The module Vite builds for the server side: src/prerender/render-page.tsx. */
interface RenderModule {
  prerenderPaths(): Promise<string[]>
  renderPage(path: string, siteUrl: string): Promise<RenderedPage>
}

/** The site's languages (project.inlang), the first the default, at the addresses without prefix. */
const { baseLocale: DEFAULT_LOCALE, locales: LOCALES } = JSON.parse(
  readFileSync(new URL('../../project.inlang/settings.json', import.meta.url), 'utf8'),
) as { baseLocale: string; locales: string[] }

/**
 * The app shells: what a host serves for an address no prerendered page answers (a stay page, a
 * villa published after the build, the admin). The public site has one per language, built for
 * that language alone (issue 22: a visitor downloads only their language); the admin's speaks
 * every language (each member of staff chooses). Most specific first.
 */
export const SHELLS: readonly { prefix: string; file: string }[] = [
  { prefix: '/admin', file: 'admin.html' },
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
    prefix: `/${locale}`,
    file: `${locale}/shell.html`,
  })),
  { prefix: '', file: 'shell.html' },
]

/** The shell for an address: `/admin/bookings` → admin.html, `/fr/stay/x` → fr/shell.html. */
export function shellOf(path: string): string {
  const shell = SHELLS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
  return shell!.file
}

/** A language's shell: `en` → shell.html, `fr` → fr/shell.html. */
const shellOfLocale = (locale: string) => shellOf(locale === DEFAULT_LOCALE ? '/' : `/${locale}`)

/**
 * Issue 23: `vite build` builds the app, then the same app for Node, and renders every public
 * page in every language into its own HTML file (`villas.html`, `fr/villa/<id>.html`), from the
 * database the build points at. The browser paints that HTML before any script runs, then the
 * app hydrates it. Issue 22: the public site is built once per language (Vite environments
 * `client_en`, `client_fr`: the same code with its language fixed, the other's texts left out),
 * and each page loads its language's build; the main `client` build, every language, is the
 * admin's (`admin.html`). `index.html` becomes the home page.
 */
export function prerender({ siteUrl, apiUrl }: { siteUrl: string; apiUrl: string }): Plugin {
  let clientOutDir = 'dist'
  let serverOutDir = 'dist.prerender'
  const localeOutDir = (locale: string) =>
    join(dirname(clientOutDir), `.${basename(clientOutDir)}.client-${locale}`)
  return {
    name: 'prerender',
    config(config, { command }) {
      if (command !== 'build') return
      clientOutDir = resolve(config.root ?? '.', config.build?.outDir ?? 'dist')
      serverOutDir = join(dirname(clientOutDir), `.${basename(clientOutDir)}.prerender`)
      return {
        environments: {
          ...Object.fromEntries(
            LOCALES.map((locale) => [
              `client_${locale}`,
              {
                consumer: 'client' as const,
                define: { [STATIC_LOCALE_GLOBAL]: JSON.stringify(locale) },
                build: { outDir: localeOutDir(locale), emptyOutDir: true, copyPublicDir: false },
              },
            ]),
          ),
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
              await rename(join(clientOutDir, 'index.html'), join(clientOutDir, shellOf('/admin')))
              for (const locale of LOCALES) {
                await builder.build(builder.environments[`client_${locale}`]!)
                await gatherLocaleBuild(localeOutDir(locale), clientOutDir, locale)
              }
              await builder.build(builder.environments.ssr!)
              await prerenderPages(clientOutDir, serverOutDir, siteUrl)
              await writeFile(join(clientOutDir, '_redirects'), redirectsFile())
            } finally {
              await stopStack()
            }
          },
        },
      }
    },
    // `vite preview` as a static host is set up: a page's file, else the address's shell.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use(shellFallback(outDir))
    },
  }
}

/**
 * A language's build joins the site: its chunks beside the others (the same module gives the
 * same file, so nothing is overwritten), its manifest as `.vite/manifest.<locale>.json` (for
 * `npm run size`), its index.html as the language's shell.
 */
async function gatherLocaleBuild(from: string, clientOutDir: string, locale: string) {
  await cp(join(from, 'assets'), join(clientOutDir, 'assets'), { recursive: true, force: false })
  await cp(join(from, '.vite/manifest.json'), join(clientOutDir, `.vite/manifest.${locale}.json`))
  const shell = join(clientOutDir, shellOfLocale(locale))
  await mkdir(dirname(shell), { recursive: true })
  await rename(join(from, 'index.html'), shell)
  await rm(from, { recursive: true, force: true })
}

/**
 * The shells as Netlify's `_redirects` rewrites, which apply only where no file exists (Cloudflare
 * Pages reads the same file but applies it over existing files: not for it, see the README).
 */
export function redirectsFile(): string {
  const rules = SHELLS.flatMap(({ prefix, file }) =>
    prefix === ''
      ? [`/*  /${file}  200`]
      : [`${prefix}  /${file}  200`, `${prefix}/*  /${file}  200`],
  )
  return `${rules.join('\n')}\n`
}

async function prerenderPages(clientOutDir: string, serverOutDir: string, siteUrl: string) {
  const started = Date.now()
  const templates = new Map<string, string>()
  const manifests = new Map<string, Manifest>()
  const manifestOf = async (locale: string) => {
    const file = join(clientOutDir, `.vite/manifest.${locale}.json`)
    if (!manifests.has(locale)) manifests.set(locale, JSON.parse(await readFile(file, 'utf8')))
    return manifests.get(locale)!
  }
  const templateOf = async (locale: string) => {
    const file = shellOfLocale(locale)
    if (!templates.has(file)) templates.set(file, await readFile(join(clientOutDir, file), 'utf8'))
    return templates.get(file)!
  }
  const entry = join(serverOutDir, 'render-page.js')
  const render = (await import(pathToFileURL(entry).href)) as RenderModule
  const paths = await render.prerenderPaths()
  const shareImage = shareImages(clientOutDir, siteUrl)
  for (const path of paths) {
    const rendered = await render.renderPage(path, siteUrl)
    const page = { ...rendered, head: await withShareImage(rendered.head, shareImage) }
    const file = join(clientOutDir, fileOf(path))
    await mkdir(dirname(file), { recursive: true })
    const chunks = pageChunks(await manifestOf(page.locale), page.modules)
    await writeFile(file, pageHtml(await templateOf(page.locale), path, page, chunks))
  }
  console.log(`prerender: ${paths.length} pages in ${Date.now() - started} ms`)
}

/** `/` → index.html, `/fr` → fr.html, `/villa/<id>` → villa/<id>.html: as static hosts serve them. */
export function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/**
 * The chunks a page's lazy routes need beyond the entry's, as site paths: the route's own and
 * every chunk it imports, as Vite's loader would preload them.
 */
export function pageChunks(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const loaded = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)])
  const chunks = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || loaded.has(chunk.file) || chunks.has(`/${chunk.file}`)) return
    chunks.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  return [...chunks]
}

/**
 * The template (the built index.html) with the page in it; `chunks`, the page's own chunks
 * (pageChunks). Pure, for the tests.
 */
export function pageHtml(
  template: string,
  path: string,
  page: RenderedPage,
  chunks: string[] = [],
): string {
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
  // The language switch was drawn for the address without its query: until the app runs, the
  // page's own query and hash go with it (the same villa, the same dates), as they will after.
  const switchKeepsQuery =
    `<script>document.querySelectorAll('a[hreflang]').forEach(function(a){` +
    `var u=new URL(a.href);u.search=location.search;u.hash=location.hash;a.href=u.href})</script>`
  // The page's chunks are asked for here, with the app's: from this line, not from the app's
  // code, which would ask for each in turn once it runs, and whose every request a browser that
  // records the page (Lighthouse) pays for with the app's whole code as the caller (Vite's loader
  // finds these <link>s and asks again for none of them).
  const startApp =
    `<script>addEventListener('load',function(){` +
    `${JSON.stringify(chunks)}.forEach(function(href){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.href=href;document.head.appendChild(l)});` +
    `${JSON.stringify(entries)}.forEach(function(src){` +
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
        `<div id="root">${page.html}</div><script type="application/json" id="prerendered-page">${json}</script>${switchKeepsQuery}${startApp}`,
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

/** Serves the address's shell for an HTML request no file answers (a static host's rewrites). */
function shellFallback(outDir: string): Connect.NextHandleFunction {
  const isFile = (file: string) => statSync(join(outDir, file), { throwIfNoEntry: false })?.isFile()
  return (req, _res, next) => {
    const accept = req.headers.accept ?? ''
    if ((req.method === 'GET' || req.method === 'HEAD') && accept.includes('text/html')) {
      const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!)
      if (!isFile(path.slice(1)) && !isFile(fileOf(path))) req.url = `/${shellOf(path)}`
    }
    next()
  }
}
