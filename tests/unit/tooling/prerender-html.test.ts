// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  fileOf,
  pageChunks,
  pageHtml,
  redirectsFile,
  shellOf,
} from '../../../scripts/vite/prerender.ts'
import { readPrerenderedPage } from '@/prerender/prerendered-page'
import type { RenderedPage } from '@/prerender/render-page'

const template = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8')

const page: RenderedPage = {
  html: '<main><h1>Our Collection</h1></main>',
  head: '<title data-rh="true">Our Collection | Riviera Villas</title><meta data-rh="true" property="og:title" content="Our Collection"/>',
  htmlAttributes: 'lang="fr"',
  locale: 'fr',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['villas'],
        queryHash: '["villas"]',
        dehydratedAt: 0,
        state: { data: { name: 'Villa </script><script>alert(1)</script>' } } as never,
      },
    ],
  },
  router: { loaderData: {} },
  modules: ['src/pages/villas-page.tsx'],
}

describe('pageHtml', () => {
  const html = pageHtml(template, '/fr/villas', page)

  it("puts the page's head in place of the site's default title and share tags", () => {
    expect(html.match(/<title/g)).toHaveLength(1)
    expect(html).toContain('<title data-rh="true">Our Collection | Riviera Villas</title>')
    expect(html.match(/property="og:title"/g)).toHaveLength(1)
  })

  it('draws the page inside #root, shown at once and marked as prerendered', () => {
    expect(html).toContain('<html lang="fr" data-prerendered>')
    expect(html).toContain('<div id="root"><main><h1>Our Collection</h1></main></div>')
    expect(html).not.toContain('visibility:hidden')
  })

  it("starts the app's code only once the page has loaded, and preloads none of it", () => {
    const built = pageHtml(
      template.replace(
        '<script type="module" src="/src/main.tsx"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
          '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      ),
      '/fr/villas',
      page,
      ['/assets/villas-page-1.js'],
    )
    expect(built).not.toMatch(/<script type="module"/)
    expect(built).not.toMatch(/<link rel="modulepreload"/)
    // The page's own chunk is asked for with the entry, at load.
    expect(built).toMatch(
      /addEventListener\('load',.*\["\/assets\/villas-page-1\.js"\].*modulepreload.*\["\/assets\/index-1\.js"\]/,
    )
  })

  it('carries its data as JSON no text inside can break out of', () => {
    const json = html.match(
      /<script type="application\/json" id="prerendered-page">(.*?)<\/script>/,
    )
    expect(json?.[1]).not.toContain('</script')
    const state = JSON.parse(json![1]!) as { path: string; queries: typeof page.queries }
    expect(state.path).toBe('/fr/villas')
    expect(state.queries.queries[0]!.state.data).toEqual({
      name: 'Villa </script><script>alert(1)</script>',
    })
  })
})

describe('readPrerenderedPage', () => {
  const documentAt = (pathname: string, json: string | null) =>
    ({
      location: { pathname },
      getElementById: () => (json === null ? null : { textContent: json }),
    }) as unknown as Document

  it('reads the page rendered for this very address', () => {
    const json = JSON.stringify({ path: '/villas', queries: {}, router: {} })
    expect(readPrerenderedPage(documentAt('/villas', json))?.path).toBe('/villas')
  })

  it('ignores a page a host served for another address, and a page that was not prerendered', () => {
    const json = JSON.stringify({ path: '/', queries: {}, router: {} })
    expect(readPrerenderedPage(documentAt('/admin', json))).toBeNull()
    expect(readPrerenderedPage(documentAt('/admin', null))).toBeNull()
  })
})

describe('fileOf', () => {
  it('names the file static hosts serve for each address', () => {
    expect(fileOf('/')).toBe('index.html')
    expect(fileOf('/fr')).toBe('fr.html')
    expect(fileOf('/fr/villa/a1')).toBe('fr/villa/a1.html')
  })
})

describe('shellOf', () => {
  it("gives an address no page answers the shell of its language's build, and the admin its own", () => {
    expect(shellOf('/stay/abc')).toBe('shell.html')
    expect(shellOf('/villa/new-one')).toBe('shell.html')
    expect(shellOf('/')).toBe('shell.html')
    expect(shellOf('/fr/stay/abc')).toBe('fr/shell.html')
    expect(shellOf('/fr')).toBe('fr/shell.html')
    expect(shellOf('/admin')).toBe('admin.html')
    expect(shellOf('/admin/bookings')).toBe('admin.html')
    // Only whole segments: an English address that merely starts with the same letters.
    expect(shellOf('/french-riviera')).toBe('shell.html')
    expect(shellOf('/administration')).toBe('shell.html')
  })

  it("writes the same rules as Netlify's rewrites, most specific first", () => {
    expect(redirectsFile().trim().split('\n')).toEqual([
      '/admin  /admin.html  200',
      '/admin/*  /admin.html  200',
      '/fr  /fr/shell.html  200',
      '/fr/*  /fr/shell.html  200',
      '/*  /shell.html  200',
    ])
  })
})

describe('pageChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    'src/pages/villa-page.tsx': {
      file: 'assets/villa-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react.js', '_seo.js', '_stars.js'],
    },
    '_seo.js': { file: 'assets/seo-1.js', imports: ['index.html', '_stars.js'] },
    '_stars.js': { file: 'assets/stars-1.js', imports: ['_icons.js'] },
    '_icons.js': { file: 'assets/icons-1.js' },
  }

  it("lists the page's chunk and every chunk it imports, beyond the entry's, once each", () => {
    expect(pageChunks(manifest, ['src/pages/villa-page.tsx'])).toEqual([
      '/assets/villa-page-1.js',
      '/assets/seo-1.js',
      '/assets/stars-1.js',
      '/assets/icons-1.js',
    ])
    expect(pageChunks(manifest, [])).toEqual([])
  })
})
