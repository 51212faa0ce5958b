import { describe, expect, it } from 'vitest'
import {
  addImages,
  imageSetFrom,
  imagesForSave,
  removeImage,
  setHero,
} from '@/features/admin/villas/lib/hero-images'

describe('villa hero image rules', () => {
  it('starts a saved villa with its first image as the hero', () => {
    expect(imageSetFrom(['a', 'b'])).toEqual({ urls: ['a', 'b'], hero: 'a' })
    expect(imageSetFrom([])).toEqual({ urls: [], hero: null })
  })

  it('makes the first uploaded image the hero when there is none', () => {
    const set = addImages(imageSetFrom([]), ['a', 'b'])
    expect(set).toEqual({ urls: ['a', 'b'], hero: 'a' })
  })

  it('keeps the current hero when more images are uploaded', () => {
    const set = addImages(setHero(imageSetFrom(['a', 'b']), 'b'), ['c'])
    expect(set).toEqual({ urls: ['a', 'b', 'c'], hero: 'b' })
  })

  it('has exactly one hero after setting one', () => {
    const set = setHero(imageSetFrom(['a', 'b', 'c']), 'c')
    expect(set.hero).toBe('c')
    expect(setHero(set, 'missing')).toBe(set)
  })

  it('makes the first remaining image the hero when the hero is removed', () => {
    const set = removeImage(setHero(imageSetFrom(['a', 'b', 'c']), 'b'), 'b')
    expect(set).toEqual({ urls: ['a', 'c'], hero: 'a' })
    expect(removeImage(imageSetFrom(['a']), 'a')).toEqual({ urls: [], hero: null })
  })

  it('keeps the hero when another image is removed', () => {
    const set = removeImage(setHero(imageSetFrom(['a', 'b', 'c']), 'c'), 'a')
    expect(set).toEqual({ urls: ['b', 'c'], hero: 'c' })
  })

  it('saves the hero first and the others in their order', () => {
    expect(imagesForSave(setHero(imageSetFrom(['a', 'b', 'c']), 'c'))).toEqual(['c', 'a', 'b'])
    expect(imagesForSave(imageSetFrom([]))).toEqual([])
  })
})
