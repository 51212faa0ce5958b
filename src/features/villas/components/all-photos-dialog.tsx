import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ArrowLeft } from 'lucide-react'
import { groupPhotosByRoom, photoAlt, type ShownPhoto } from '@/features/villas/lib/photo-groups'
import { langAttribute } from '@/lib/i18n/content'
import { PHOTO_SIZES, photoSrcSet } from '@/lib/photo-variants'
import * as m from '@/paraglide/messages'

interface AllPhotosDialogProps {
  isOpen: boolean
  name: string
  photos: readonly ShownPhoto[]
  onClose: () => void
  /** Opens the lightbox on top, at this index of the villa's images. */
  onOpen: (index: number) => void
}

/** "Show all photos": every photo, grouped by room, with its caption; a click opens the lightbox. */
export function AllPhotosDialog({ isOpen, name, photos, onClose, onOpen }: AllPhotosDialogProps) {
  const groups = groupPhotosByRoom(photos)
  const idOf = (title: string) => `photos-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 overflow-y-auto bg-ivory outline-none data-[state=open]:animate-in data-[state=open]:fade-in-0"
        >
          <div className="sticky top-0 z-10 border-b border-border/70 bg-ivory/95 backdrop-blur">
            <div className="container flex items-center gap-4 py-3">
              <DialogPrimitive.Close
                className="flex size-10 items-center justify-center rounded-full hover:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
                aria-label={m.villas_back_to_villa()}
              >
                <ArrowLeft className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
              <DialogPrimitive.Title className="font-display text-xl text-navy md:text-2xl">
                {m.villas_all_photos_title({ name, count: photos.length })}
              </DialogPrimitive.Title>
            </div>
            {groups.length > 1 && (
              <nav aria-label={m.villas_rooms()} className="container overflow-x-auto pb-3">
                <ul className="flex gap-2 whitespace-nowrap">
                  {groups.map((group) => (
                    <li key={group.title}>
                      <button
                        type="button"
                        className="rounded-full border border-border bg-card px-3 py-1 text-sm text-navy hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
                        onClick={() =>
                          document
                            .getElementById(idOf(group.title))
                            ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                        }
                      >
                        {group.title} ({group.photos.length})
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
          <div className="container max-w-5xl space-y-12 py-8 md:py-12">
            {groups.map((group) => (
              <section
                key={group.title || 'all'}
                id={idOf(group.title || 'all')}
                aria-label={group.title || m.villas_photos_of({ name })}
                className="scroll-mt-36"
              >
                {group.title && (
                  <h3 className="mb-4 font-display text-2xl text-navy">
                    {group.title}{' '}
                    <span className="text-base text-muted-foreground">· {group.photos.length}</span>
                  </h3>
                )}
                <ul className="grid gap-3 sm:grid-cols-2">
                  {group.photos.map((photo, i) => (
                    <li
                      key={photo.url}
                      // An odd group opens on a wide photo; a lone one stays half width.
                      className={
                        group.photos.length > 1 && group.photos.length % 2 === 1 && i === 0
                          ? 'sm:col-span-2'
                          : ''
                      }
                    >
                      <figure>
                        <button
                          type="button"
                          onClick={() => onOpen(photo.index)}
                          className="group block w-full cursor-zoom-in overflow-hidden rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2"
                          aria-label={m.villas_open_named_photo({
                            photo: photoAlt(name, photo, photos.length),
                          })}
                        >
                          <img
                            src={photo.url}
                            srcSet={photoSrcSet(photo.url)}
                            sizes={PHOTO_SIZES.grid}
                            alt=""
                            width={1600}
                            height={1200}
                            loading="lazy"
                            decoding="async"
                            className="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
                          />
                        </button>
                        {photo.caption && (
                          <figcaption
                            lang={langAttribute(photo.captionLang)}
                            className="mt-2 text-sm text-muted-foreground"
                          >
                            {photo.caption}
                          </figcaption>
                        )}
                      </figure>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
