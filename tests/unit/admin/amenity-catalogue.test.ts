import { describe, expect, it } from 'vitest'
import {
  addAmenities,
  customAmenities,
  hasAmenity,
  toggleAmenity,
} from '@/features/admin/villas/lib/amenity-catalogue'

describe('amenities picked in the villa form', () => {
  it('gives a typed catalogue amenity the catalogue’s spelling', () => {
    expect(addAmenities([], 'heated POOL, wi-fi')).toEqual(['Heated pool', 'Wi-Fi'])
  })

  it('adds typed amenities, split on commas, trimmed, without blanks or repeats', () => {
    expect(addAmenities(['Sea view'], ' Boules  court, , sea view ,Gym')).toEqual([
      'Sea view',
      'Boules court',
      'Gym',
    ])
  })

  it('picks and unpicks a catalogue amenity, case aside', () => {
    expect(toggleAmenity(['Wi-Fi'], 'Sea view')).toEqual(['Wi-Fi', 'Sea view'])
    expect(toggleAmenity(['wi-fi', 'Sea view'], 'Wi-Fi')).toEqual(['Sea view'])
    expect(hasAmenity(['HEATED POOL'], 'Heated pool')).toBe(true)
  })

  it('shows as custom chips only the amenities that are not in the catalogue', () => {
    expect(customAmenities(['Sea view', 'Boules court', "chef's kitchen"])).toEqual([
      'Boules court',
    ])
  })
})
