import { createHash } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

/** The picture link previews show whole (Open Graph, X, WhatsApp, iMessage): 1.91:1, JPEG. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** Where the share pictures go in the build, and the picture of a page that names none usable. */
const SHARE_DIR = 'share'
const DEFAULT_PICTURE = '/images/og-default.png'

/**
 * A page's share picture for link previews, which run no script and show neither SVG nor every
 * size: the picture the page names in og:image (a villa's cover, a page's hero) cut to 1200×630
 * JPEG into `share/<hash of its address>.jpg`, each picture once whatever pages name it.
 */
export function shareImages(outDir: string, siteUrl: string) {
  const made = new Map<string, Promise<string>>()

  async function picture(address: string): Promise<Buffer> {
    const url = new URL(address, siteUrl || 'http://localhost')
    // The site's own files are in the build; others (Storage) are fetched from the database's
    // project, as the page's queries were.
    if (!/^https?:/.test(address) || (siteUrl && url.origin === new URL(siteUrl).origin)) {
      return readFile(join(outDir, decodeURIComponent(url.pathname)))
    }
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
    return Buffer.from(await response.arrayBuffer())
  }

  async function make(address: string): Promise<string> {
    const name = createHash('sha256').update(address).digest('hex').slice(0, 16)
    const file = `${SHARE_DIR}/${name}.jpg`
    await mkdir(join(outDir, SHARE_DIR), { recursive: true })
    // density: an SVG is drawn at twice its size before the cut, so its lines stay sharp.
    await sharp(await picture(address), { density: 144 })
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(join(outDir, file))
    return `${siteUrl}/${file}`
  }

  /** The share picture's absolute address (site-relative without a site URL). */
  return function shareImage(address: string): Promise<string> {
    let image = made.get(address)
    if (!image) {
      image = make(address).catch((error: unknown) => {
        // A picture gone from Storage must not stop a deploy: the page shares the site's.
        console.warn(`prerender: no share picture from ${address} (${String(error)})`)
        return address === DEFAULT_PICTURE
          ? `${siteUrl}${DEFAULT_PICTURE}`
          : shareImage(DEFAULT_PICTURE)
      })
      made.set(address, image)
    }
    return image
  }
}

/**
 * The page's head with its og:image and twitter:image naming the share picture instead, and its
 * size and type stated (a preview is drawn before the picture has loaded).
 */
export async function withShareImage(
  head: string,
  shareImage: (address: string) => Promise<string>,
): Promise<string> {
  const named = head.match(/<meta[^>]*property="og:image"[^>]*content="([^"]*)"[^>]*>/)
  if (!named) return head
  const [tag, content] = named as unknown as [string, string]
  const image = await shareImage(content.replaceAll('&amp;', '&'))
  const escaped = image.replaceAll('&', '&amp;')
  return head
    .replace(
      tag,
      `<meta data-rh="true" property="og:image" content="${escaped}"/>` +
        `<meta data-rh="true" property="og:image:width" content="${SHARE_IMAGE.width}"/>` +
        `<meta data-rh="true" property="og:image:height" content="${SHARE_IMAGE.height}"/>` +
        `<meta data-rh="true" property="og:image:type" content="${SHARE_IMAGE.type}"/>`,
    )
    .replace(
      /(<meta[^>]*name="twitter:image"[^>]*content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${escaped}${end}`,
    )
}
