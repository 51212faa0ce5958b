import { PHOTO_SIZES, photoSrcSet } from './photo-variants'

const preloaded = new Set<string>()

/**
 * Asks for a page's main picture as soon as its address is known (from a route loader, when the
 * data arrives), rather than when React renders the <img>, after the page's code has run.
 */
export function preloadImage(url: string | null | undefined, sizes: string = PHOTO_SIZES.cover) {
  if (!url || preloaded.has(url) || typeof document === 'undefined') return
  preloaded.add(url)
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = url
  // An uploaded photo: the same srcset and sizes as its <img>, so one file is fetched and reused.
  const srcset = photoSrcSet(url)
  if (srcset) {
    link.setAttribute('imagesrcset', srcset)
    link.setAttribute('imagesizes', sizes)
  }
  link.setAttribute('fetchpriority', 'high')
  document.head.appendChild(link)
}
