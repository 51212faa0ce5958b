import { variantWidthsFor } from '@/lib/photo-variants'
import { canReencode, fitWithin } from './image-resize'

const QUALITY = 0.82

export interface EncodedVariant {
  width: number
  height: number
  blob: Blob
  extension: 'webp' | 'jpg'
  type: 'image/webp' | 'image/jpeg'
}

/**
 * Decodes a photo once and re-encodes it at each responsive width (480, 960, 1600 and at most
 * 2400 px), never wider than the original, as WebP — JPEG where the browser cannot write WebP.
 * AVIF is not made: no browser's canvas encodes it (toBlob falls back to PNG), and a WebAssembly
 * encoder would add about a megabyte and seconds per photo. Returns null for a file to upload as
 * it is (GIF, or one the browser cannot decode).
 */
export async function makeVariants(file: File): Promise<EncodedVariant[] | null> {
  if (!canReencode(file.type) || typeof createImageBitmap !== 'function') return null
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch (error) {
    console.error('Could not decode image, uploading it unchanged', file.name, error)
    return null
  }
  try {
    const widest = fitWithin(bitmap.width, bitmap.height).width
    const variants: EncodedVariant[] = []
    for (const width of variantWidthsFor(widest)) {
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width))
      const encoded = await encode(bitmap, width, height)
      if (!encoded) return null
      variants.push({ width, height, ...encoded })
    }
    return variants
  } finally {
    bitmap.close()
  }
}

async function encode(bitmap: ImageBitmap, width: number, height: number) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  const webp = await toBlob(canvas, 'image/webp')
  if (webp) return { blob: webp, extension: 'webp' as const, type: 'image/webp' as const }
  const jpeg = await toBlob(canvas, 'image/jpeg')
  return jpeg ? { blob: jpeg, extension: 'jpg' as const, type: 'image/jpeg' as const } : null
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob && blob.type === type ? blob : null), type, QUALITY),
  )
}
