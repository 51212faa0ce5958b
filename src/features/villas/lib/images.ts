export const PLACEHOLDER_VILLA_IMAGE = '/images/placeholder-villa.svg'

/** The images to show for a villa: its own, or the placeholder when it has none. */
export function villaImages(images: readonly string[] | null | undefined): string[] {
  const own = (images ?? []).filter((url) => url.trim() !== '')
  return own.length > 0 ? own : [PLACEHOLDER_VILLA_IMAGE]
}

/** The first image is the hero. */
export function heroImage(images: readonly string[] | null | undefined): string {
  return villaImages(images)[0]
}

/** Moves an index by a step through a list, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0
  return (((index + step) % length) + length) % length
}
