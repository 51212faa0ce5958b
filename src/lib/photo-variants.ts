/**
 * Responsive variants of a villa photo. Staff uploads are re-encoded in the browser into these
 * widths and stored side by side as `<folder>/w<width>.<ext>`; the photo's URL is its widest
 * variant. Cards and the villa page read only that URL (villas.images), so the narrower ones are
 * found again from the name alone.
 */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const

const VARIANT_NAME = /^(.*\/)w(\d+)\.(webp|jpg)$/

/** The widths stored for a photo whose widest variant is `width` px: the standard ones below it, then its own. */
export function variantWidthsFor(width: number): number[] {
  const widest = Math.min(Math.max(1, Math.round(width)), VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1])
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < widest), widest]
}

/** The file name of one variant. */
export function variantFileName(width: number, extension: 'webp' | 'jpg') {
  return `w${width}.${extension}`
}

/**
 * `srcset` for a photo URL made by our upload (`…/w<widest>.<ext>`), or undefined for any other
 * picture (SVG posters, older uploads). Self-contained: the page's early script
 * (scripts/vite/route-preload.ts) carries its source to preload the villa's cover.
 */
export function srcSetOf(url: string, widths: readonly number[]): string | undefined {
  const match = /^(.*\/)w(\d+)\.(webp|jpg)$/.exec(url)
  if (!match) return undefined
  const widest = Math.min(Math.max(1, Number(match[2])), widths[widths.length - 1]!)
  return widths
    .filter((width) => width < widest)
    .concat(widest)
    .map((width) => `${match[1]}w${width}.${match[3]} ${width}w`)
    .join(', ')
}

/** `srcset` of a photo URL, with the standard widths. */
export function photoSrcSet(url: string): string | undefined {
  return srcSetOf(url, VARIANT_WIDTHS)
}

/** The narrowest variant (admin thumbnails), or the URL itself. */
export function photoThumbnail(url: string): string {
  const match = VARIANT_NAME.exec(url)
  if (!match) return url
  const [, folder, widest, extension] = match
  const width = variantWidthsFor(Number(widest))[0]!
  return `${folder}${variantFileName(width, extension as 'webp' | 'jpg')}`
}

/** `sizes` of the pictures the site shows, by where they are. */
export const PHOTO_SIZES = {
  cover: '(min-width: 768px) 50vw, 100vw',
  tile: '(min-width: 768px) 25vw, 100vw',
  card: '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
  grid: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  full: '100vw',
} as const
