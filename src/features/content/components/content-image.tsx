import { cn } from '@/lib/utils'

interface ContentImageProps {
  src: string
  alt: string
  className?: string
  /** Intrinsic size of our poster images (4:3); stored uploads are cropped by object-cover. */
  width?: number
  height?: number
}

/** A below-the-fold picture: sized up front (no layout shift) and loaded lazily. */
export function ContentImage({
  src,
  alt,
  className,
  width = 1600,
  height = 1200,
}: ContentImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cn('h-auto w-full rounded-lg object-cover shadow-lg', className)}
    />
  )
}
