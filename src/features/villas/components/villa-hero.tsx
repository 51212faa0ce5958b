import { Images, MapPin } from 'lucide-react'

interface VillaHeroProps {
  name: string
  location: string
  image: string
  photoCount: number
  onOpen: () => void
}

/** The first image at 80% of the viewport height; a click opens the lightbox at the first photo. */
export function VillaHero({ name, location, image, photoCount, onOpen }: VillaHeroProps) {
  return (
    <div className="relative h-[80vh] min-h-[420px] w-full overflow-hidden bg-navy">
      <button
        type="button"
        onClick={onOpen}
        className="group absolute inset-0 block size-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-gold"
        aria-label={`Open the photos of ${name}`}
      >
        <img
          src={image}
          alt=""
          width={1600}
          height={1200}
          loading="eager"
          // React 18 only passes the attribute through in lower case.
          {...{ fetchpriority: 'high' }}
          decoding="async"
          className="size-full object-cover transition-transform [transition-duration:1500ms] ease-out group-hover:scale-[1.02]"
        />
      </button>
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-navy-dark/85 via-navy-dark/20 to-transparent" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0">
        <div className="container flex flex-col gap-6 pb-10 md:flex-row md:items-end md:justify-between md:pb-14">
          <div className="text-ivory">
            <p className="flex items-center gap-2 text-xs uppercase tracking-luxe text-gold-light">
              <MapPin className="size-4" aria-hidden="true" />
              {location}
            </p>
            <h1 className="mt-3 text-5xl leading-none text-ivory drop-shadow md:text-7xl">
              {name}
            </h1>
          </div>
          {photoCount > 1 && (
            <span className="flex w-fit items-center gap-2 rounded-full bg-ivory/90 px-4 py-2 text-xs font-medium uppercase tracking-[0.15em] text-navy shadow">
              <Images className="size-4" aria-hidden="true" />
              {photoCount} photos
            </span>
          )}
        </div>
      </div>
    </div>
  )
}
