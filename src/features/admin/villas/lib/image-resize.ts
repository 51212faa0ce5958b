/** Longest side, in pixels, of a villa photo after it is prepared in the browser. */
export const MAX_IMAGE_SIDE = 2400

/** Formats we leave untouched: vector art and animations would lose what makes them what they are. */
const KEEP_AS_IS = new Set(['image/svg+xml', 'image/gif'])

export function canReencode(type: string): boolean {
  return type.startsWith('image/') && !KEEP_AS_IS.has(type)
}

/** The size that fits within `max` on the long side, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE) {
  const longest = Math.max(width, height)
  if (longest <= max) return { width, height, isScaled: false }
  const scale = max / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    isScaled: true,
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
}

/** The file extension to store a file under: from its type, else from its name, else "jpg". */
export function extensionFor(file: { type: string; name: string }): string {
  const known = EXTENSIONS[file.type]
  if (known) return known
  const match = /\.([a-z0-9]{1,5})$/i.exec(file.name)
  return match ? match[1].toLowerCase() : 'jpg'
}
