/**
 * The image set edited in the villa form: exactly one image is the hero whenever there are images
 * (spec 4), and the hero is saved first because the first image is the one the site shows.
 */
export interface ImageSet {
  urls: string[]
  /** The hero's URL, or null when there are no images. */
  hero: string | null
}

/** The set a saved villa starts with: its first image is the hero. */
export function imageSetFrom(urls: readonly string[]): ImageSet {
  const own = urls.filter((url) => url.trim() !== '')
  return { urls: own, hero: own[0] ?? null }
}

/** Uploaded images join the end; the first image becomes the hero if none is. */
export function addImages(set: ImageSet, added: readonly string[]): ImageSet {
  const urls = [...set.urls, ...added.filter((url) => !set.urls.includes(url))]
  return { urls, hero: set.hero ?? urls[0] ?? null }
}

/** Makes one image the hero, which unmarks every other. */
export function setHero(set: ImageSet, url: string): ImageSet {
  return set.urls.includes(url) ? { ...set, hero: url } : set
}

/** Removing the hero makes the first remaining image the hero. */
export function removeImage(set: ImageSet, url: string): ImageSet {
  const urls = set.urls.filter((candidate) => candidate !== url)
  const hero = set.hero === url || set.hero === null ? (urls[0] ?? null) : set.hero
  return { urls, hero }
}

/** The order to save: the hero first, the others as they were. */
export function imagesForSave(set: ImageSet): string[] {
  if (!set.hero) return [...set.urls]
  return [set.hero, ...set.urls.filter((url) => url !== set.hero)]
}
