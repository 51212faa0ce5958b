import type { Plugin } from 'vite'
import { PUBLIC_PAGES } from '../../src/config/public-pages.ts'

/** Our languages and the address of a page in each (src/lib/i18n/locale.ts's rule). */
const LANGUAGES = ['en', 'fr'] as const
const inLanguage = (path: string, language: string) =>
  language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * sitemap.xml: every public page in both languages, each entry naming its twin (hreflang), so a
 * crawler that runs no script finds the whole site in both. Pure, for the tests.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const links = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + inLanguage(path, language))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + path)}"/>`,
    ].join('\n')
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(siteUrl + inLanguage(path, language))}</loc>\n${links}\n  </url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Writes sitemap.xml and robots.txt (which names it) into the build. The villas come from the
 * project's API at build time (active ones, as visitors see them); an API that does not answer
 * leaves them out with a warning rather than failing the build (CI builds with no stack running).
 */
export function sitemap({
  apiUrl,
  apiKey,
  siteUrl,
}: {
  apiUrl: string
  apiKey: string
  siteUrl: string
}): Plugin {
  return {
    name: 'sitemap',
    apply: 'build',
    // Once per build: the main client's (not each language's client, nor the prerender's).
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      const origin = siteUrl || 'http://localhost'
      if (!siteUrl) {
        this.warn('VITE_SITE_URL is not set: sitemap.xml names http://localhost; set it to deploy.')
      }
      const villas = await activeVillaIds(apiUrl, apiKey).catch((error: unknown) => {
        this.warn(`sitemap.xml lists no villa pages: the API did not answer (${String(error)}).`)
        return []
      })
      const paths = [...PUBLIC_PAGES, ...villas.map((id) => `/villa/${id}`)]
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin, paths) })
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`,
      })
    },
  }
}

/** The active villas, asked for a few times over 15 s (a stack may still be starting beside the build). */
async function activeVillaIds(apiUrl: string, apiKey: string, attempts = 15): Promise<string[]> {
  try {
    return await askVillas(apiUrl, apiKey)
  } catch (error) {
    if (attempts <= 1) throw error
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    return activeVillaIds(apiUrl, apiKey, attempts - 1)
  }
}

async function askVillas(apiUrl: string, apiKey: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/rest/v1/villas?select=id&order=created_at`, {
    headers: { apikey: apiKey, Authorization: `Bearer ${apiKey}` },
    signal: AbortSignal.timeout(5_000),
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const rows = (await response.json()) as { id: string }[]
  return rows.map((row) => row.id)
}
