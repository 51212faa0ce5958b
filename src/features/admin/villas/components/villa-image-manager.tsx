import { ImagePlus, Star, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { ImageSet } from '../lib/hero-images'
import { RASTER_IMAGE_TYPES } from '@/lib/supabase'

interface VillaImageManagerProps {
  images: ImageSet
  isUploading: boolean
  onUpload: (files: File[]) => void
  onSetHero: (url: string) => void
  onRemove: (url: string) => void
}

/** The form's photos: upload several at once, pick the hero, remove any. */
export function VillaImageManager({
  images,
  isUploading,
  onUpload,
  onSetHero,
  onRemove,
}: VillaImageManagerProps) {
  const inputRef = useRef<HTMLInputElement>(null)

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Images</legend>
      <p className="text-xs text-muted-foreground">
        The hero image is shown first on the site. Photos are resized to at most 2400 px.
      </p>
      <input
        ref={inputRef}
        id="villa-images"
        type="file"
        accept={RASTER_IMAGE_TYPES}
        multiple
        className="sr-only"
        aria-label="Upload images"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length > 0) onUpload(files)
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={isUploading}
        onClick={() => inputRef.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {isUploading ? 'Uploading...' : 'Upload Images'}
      </Button>
      {images.urls.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Villa images">
          {images.urls.map((url, index) => {
            const isHero = url === images.hero
            return (
              <li
                key={url}
                data-hero={isHero}
                className={cn(
                  'overflow-hidden rounded-md border bg-muted',
                  isHero && 'border-gold ring-2 ring-gold',
                )}
              >
                <div className="relative aspect-[4/3]">
                  <img src={url} alt={`Image ${index + 1}`} className="size-full object-cover" />
                  {isHero && (
                    <span className="absolute left-2 top-2 rounded bg-gold px-2 py-0.5 text-xs font-semibold text-navy-dark">
                      Hero
                    </span>
                  )}
                </div>
                <div className="flex items-center justify-between gap-1 p-1.5">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={isHero}
                    aria-label={`Set image ${index + 1} as hero`}
                    onClick={() => onSetHero(url)}
                  >
                    <Star aria-hidden="true" />
                    {isHero ? 'Hero' : 'Set hero'}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => onRemove(url)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
