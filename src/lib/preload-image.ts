const preloaded = new Set<string>()

/**
 * Asks for a page's main picture as soon as its address is known (from a route loader, when the
 * data arrives), rather than when React renders the <img>, after the page's code has run.
 */
export function preloadImage(url: string | null | undefined) {
  if (!url || preloaded.has(url) || typeof document === 'undefined') return
  preloaded.add(url)
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = url
  link.setAttribute('fetchpriority', 'high')
  document.head.appendChild(link)
}
