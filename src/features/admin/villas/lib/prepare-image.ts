import { canReencode, fitWithin } from './image-resize'

const QUALITY = 0.85

/**
 * Shrinks a photo to at most 2400 px on its long side and re-encodes it as WebP (JPEG where the
 * browser cannot write WebP), so guests download sensible sizes. SVG and GIF pass through, and so
 * does any file the browser cannot decode, or whose re-encoding would only make it bigger.
 */
export async function prepareImageForUpload(file: File): Promise<File> {
  if (!canReencode(file.type) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch (error) {
    console.error('Could not decode image, uploading it unchanged', file.name, error)
    return file
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = (await toBlob(canvas, 'image/webp')) ?? (await toBlob(canvas, 'image/jpeg'))
    if (!blob) return file
    if (!size.isScaled && blob.size >= file.size) return file
    const type = blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg'
    const base = file.name.replace(/\.[^.]+$/, '') || 'image'
    return new File([blob], `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`, { type })
  } finally {
    bitmap.close()
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob && blob.type === type ? blob : null), type, QUALITY),
  )
}
