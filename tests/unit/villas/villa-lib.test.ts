import { describe, expect, it } from 'vitest'
import { parseDistances } from '@/features/villas/lib/distances'
import { heroImage, villaImages, wrapIndex } from '@/features/villas/lib/images'

describe('parseDistances', () => {
  it('reads comma-separated "label: value" entries', () => {
    expect(parseDistances('Beach: 200 m, Nice airport: 45 min')).toEqual([
      { label: 'Beach', value: '200 m' },
      { label: 'Nice airport', value: '45 min' },
    ])
  })

  it('ignores entries without a colon', () => {
    expect(parseDistances('Beach: 200 m, close to everything, Golf: 5 km')).toEqual([
      { label: 'Beach', value: '200 m' },
      { label: 'Golf', value: '5 km' },
    ])
  })

  it('keeps colons inside the value', () => {
    expect(parseDistances('Ferry: departs 9:30')).toEqual([
      { label: 'Ferry', value: 'departs 9:30' },
    ])
  })

  it('returns nothing for empty text', () => {
    expect(parseDistances(null)).toEqual([])
    expect(parseDistances('')).toEqual([])
  })
})

describe('villa images', () => {
  it('uses the first image as the hero', () => {
    expect(heroImage(['/a.svg', '/b.svg'])).toBe('/a.svg')
  })

  it('falls back to the placeholder when a villa has no images', () => {
    expect(villaImages([])).toEqual(['/images/placeholder-villa.svg'])
    expect(heroImage(null)).toBe('/images/placeholder-villa.svg')
  })

  it('wraps around at both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0)
    expect(wrapIndex(0, -1, 5)).toBe(4)
    expect(wrapIndex(1, 1, 5)).toBe(2)
  })
})
