// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shareImages, withShareImage } from '../../../scripts/vite/share-images.ts'

const SITE = 'https://www.rivieravillas.example'

describe('withShareImage', () => {
  const head =
    '<title>Villa Azur</title>' +
    '<meta data-rh="true" property="og:image" content="/images/villas/azur-1.svg?v=1&amp;w=2"/>' +
    '<meta data-rh="true" name="twitter:image" content="/images/villas/azur-1.svg?v=1&amp;w=2"/>'

  it('names the share picture in og:image and twitter:image, with its size and type', async () => {
    const asked: string[] = []
    const result = await withShareImage(head, (address) => {
      asked.push(address)
      return Promise.resolve(`${SITE}/share/abc.jpg?x=1&y=2`)
    })
    // The page's own address, unescaped; the share picture's, escaped in the HTML.
    expect(asked).toEqual(['/images/villas/azur-1.svg?v=1&w=2'])
    expect(result).toBe(
      '<title>Villa Azur</title>' +
        `<meta data-rh="true" property="og:image" content="${SITE}/share/abc.jpg?x=1&amp;y=2"/>` +
        '<meta data-rh="true" property="og:image:width" content="1200"/>' +
        '<meta data-rh="true" property="og:image:height" content="630"/>' +
        '<meta data-rh="true" property="og:image:type" content="image/jpeg"/>' +
        `<meta data-rh="true" name="twitter:image" content="${SITE}/share/abc.jpg?x=1&amp;y=2"/>`,
    )
  })

  it('leaves a head without a picture as it is', async () => {
    expect(await withShareImage('<title>Stay</title>', () => Promise.reject(new Error()))).toBe(
      '<title>Stay</title>',
    )
  })
})

describe('shareImages', () => {
  let outDir: string
  beforeEach(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'share-'))
    await mkdir(join(outDir, 'images'))
    await writeFile(
      join(outDir, 'images', 'villa.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#0f2a44"/></svg>',
    )
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(join(outDir, 'images', 'og-default.png'))
  })
  afterEach(() => rm(outDir, { recursive: true, force: true }))

  it('cuts a site picture, SVG included, to a 1200×630 JPEG once, whatever pages name it', async () => {
    const shareImage = shareImages(outDir, SITE)
    const first = await shareImage('/images/villa.svg')
    expect(await shareImage(`${SITE}/images/villa.svg`)).not.toBe(first)
    expect(await shareImage('/images/villa.svg')).toBe(first)
    expect(first).toMatch(new RegExp(`^${SITE}/share/[0-9a-f]{16}\\.jpg$`))
    const file = join(outDir, new URL(first).pathname)
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  })

  it("shares the site's default picture when the page's cannot be read, and says so", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const shareImage = shareImages(outDir, SITE)
    const image = await shareImage('/images/gone.jpg')
    expect(image).toBe(await shareImage('/images/og-default.png'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/images/gone.jpg'))
    warn.mockRestore()
  })
})
