import { describe, expect, it } from 'vitest'
import {
  amenitiesPreview,
  normaliseDistances,
  parseAmenities,
  parseOptionalInteger,
} from '@/features/admin/villas/lib/villa-fields'
import { canReencode, extensionFor, fitWithin } from '@/features/admin/villas/lib/image-resize'
import {
  newVillaFormValues,
  villaFormSchema,
  villaPayloadFrom,
} from '@/features/admin/villas/lib/villa-form'

describe('villa form fields', () => {
  it('splits amenities on commas, trims them and drops empty entries', () => {
    expect(parseAmenities(' Pool, Sea view ,, ,Wi-Fi ')).toEqual(['Pool', 'Sea view', 'Wi-Fi'])
    expect(parseAmenities('')).toEqual([])
  })

  it('stores empty distances as null', () => {
    expect(normaliseDistances('   ')).toBeNull()
    expect(normaliseDistances(' Beach: 200 m ')).toBe('Beach: 200 m')
  })

  it('reads an empty size as null', () => {
    expect(parseOptionalInteger('')).toBeNull()
    expect(parseOptionalInteger(' 320 ')).toBe(320)
  })

  it('shows three amenities then how many more', () => {
    expect(amenitiesPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      visible: ['a', 'b', 'c'],
      hiddenCount: 2,
    })
    expect(amenitiesPreview(['a'])).toEqual({ visible: ['a'], hiddenCount: 0 })
  })

  it('starts a new villa at price 0, one guest, one bedroom, one bathroom, active, with nothing else', () => {
    const payload = villaPayloadFrom(
      { ...newVillaFormValues, name: 'Villa', location: 'Nice' },
      true,
    )
    expect(payload).toMatchObject({
      price_per_night: 0,
      max_guests: 1,
      bedrooms: 1,
      bathrooms: 1,
      size_sqm: null,
      amenities: [],
      distances: null,
      is_active: true,
    })
    // The images follow the villa's photos (villa_photos): the form never overwrites them.
    expect(payload).not.toHaveProperty('images')
  })

  it('requires name, location, price, guests, bedrooms and bathrooms', () => {
    const result = villaFormSchema.safeParse({
      ...newVillaFormValues,
      price_per_night: '',
      max_guests: '0',
      bedrooms: '',
      bathrooms: '',
    })
    expect(result.success).toBe(false)
    const fields = result.error?.issues.map((issue) => issue.path[0])
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'location',
        'price_per_night',
        'max_guests',
        'bedrooms',
        'bathrooms',
      ]),
    )
  })
})

describe('image preparation', () => {
  it('fits the long side within 2400 px and keeps the ratio', () => {
    expect(fitWithin(4800, 3200)).toEqual({ width: 2400, height: 1600, isScaled: true })
    expect(fitWithin(3000, 6000)).toEqual({ width: 1200, height: 2400, isScaled: true })
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800, isScaled: false })
  })

  it('leaves SVG and GIF files as they are', () => {
    expect(canReencode('image/svg+xml')).toBe(false)
    expect(canReencode('image/gif')).toBe(false)
    expect(canReencode('image/png')).toBe(true)
    expect(canReencode('application/pdf')).toBe(false)
  })

  it('names the stored file after its type, else its name', () => {
    expect(extensionFor({ type: 'image/webp', name: 'x.png' })).toBe('webp')
    expect(extensionFor({ type: '', name: 'photo.HEIC' })).toBe('heic')
    expect(extensionFor({ type: '', name: 'photo' })).toBe('jpg')
  })
})
