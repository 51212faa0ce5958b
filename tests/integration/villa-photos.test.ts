import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createVilla,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

// A villa's photos (migration 20261126310000_villa_photos.sql): rows with order, caption, room
// and cover; villas.images follows them (cover first), and a direct write of villas.images
// rebuilds them.

let db: DatabaseStack
let staff: SignedInUser
let user: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  user = await db.signIn('user')
})
afterAll(() => db?.stop())

async function imagesOf(villaId: string) {
  const { data, error } = await db.service
    .from('villas')
    .select('images')
    .eq('id', villaId)
    .single()
  if (error) throw error
  return data.images as string[]
}

async function photosOf(villaId: string) {
  const { data, error } = await db.service
    .from('villa_photos')
    .select('id, url, position, is_cover, caption, room')
    .eq('villa_id', villaId)
    .order('position')
  if (error) throw error
  return data
}

async function addPhotos(villaId: string, urls: string[]) {
  const { data, error } = await staff.client
    .from('villa_photos')
    .insert(urls.map((url, position) => ({ villa_id: villaId, url, position })))
    .select('id, url')
  if (error) throw error
  return data as { id: string; url: string }[]
}

describe('the seed', () => {
  it('has a photo row for every image of the demo villas, with a room and a caption', async () => {
    const { data: villas } = await db.service.from('villas').select('id, images')
    expect(villas!.length).toBeGreaterThan(0)
    for (const villa of villas!) {
      const photos = await photosOf(villa.id as string)
      expect(photos.map((photo) => photo.url)).toEqual(villa.images)
      expect(photos[0]!.is_cover).toBe(true)
      expect(photos.every((photo) => photo.room !== null && photo.caption !== '')).toBe(true)
    }
  })
})

describe('villas.images follows the photos', () => {
  it('lists uploaded photos in order, the first one becoming the cover', async () => {
    const villaId = await createVilla(db.service)
    await addPhotos(villaId, ['/a.webp', '/b.webp', '/c.webp'])
    expect(await imagesOf(villaId)).toEqual(['/a.webp', '/b.webp', '/c.webp'])
    expect((await photosOf(villaId)).map((photo) => photo.is_cover)).toEqual([true, false, false])
  })

  it('puts the cover first, whatever its position, and unmarks the previous cover', async () => {
    const villaId = await createVilla(db.service)
    const [, , third] = await addPhotos(villaId, ['/a.webp', '/b.webp', '/c.webp'])
    const { error } = await staff.client
      .from('villa_photos')
      .update({ is_cover: true })
      .eq('id', third!.id)
    expect(error).toBeNull()
    expect(await imagesOf(villaId)).toEqual(['/c.webp', '/a.webp', '/b.webp'])
    expect((await photosOf(villaId)).map((photo) => photo.is_cover)).toEqual([false, false, true])
  })

  it('never holds two covers for one villa', async () => {
    const villaId = await createVilla(db.service)
    await addPhotos(villaId, ['/a.webp'])
    const { error } = await db.service
      .from('villa_photos')
      .insert({ villa_id: villaId, url: '/b.webp', position: 1, is_cover: true })
    expect(error).toBeNull()
    const covers = (await photosOf(villaId)).filter((photo) => photo.is_cover)
    expect(covers.map((photo) => photo.url)).toEqual(['/b.webp'])
    expect(await imagesOf(villaId)).toEqual(['/b.webp', '/a.webp'])
  })

  it('follows a new order given by reorder_villa_photos', async () => {
    const villaId = await createVilla(db.service)
    const [a, b, c] = await addPhotos(villaId, ['/a.webp', '/b.webp', '/c.webp'])
    const { error } = await staff.client.rpc('reorder_villa_photos', {
      p_villa_id: villaId,
      p_photo_ids: [a!.id, c!.id, b!.id],
    })
    expect(error).toBeNull()
    expect(await imagesOf(villaId)).toEqual(['/a.webp', '/c.webp', '/b.webp'])
    expect((await photosOf(villaId)).map((photo) => photo.position)).toEqual([0, 1, 2])
  })

  it('refuses an order that leaves out or repeats a photo', async () => {
    const villaId = await createVilla(db.service)
    const [a, b] = await addPhotos(villaId, ['/a.webp', '/b.webp', '/c.webp'])
    const missing = await staff.client.rpc('reorder_villa_photos', {
      p_villa_id: villaId,
      p_photo_ids: [a!.id, b!.id],
    })
    expect(missing.error?.code).toBe('22023')
    const repeated = await staff.client.rpc('reorder_villa_photos', {
      p_villa_id: villaId,
      p_photo_ids: [a!.id, b!.id, b!.id],
    })
    expect(repeated.error?.code).toBe('22023')
    expect(await imagesOf(villaId)).toEqual(['/a.webp', '/b.webp', '/c.webp'])
  })

  it('gives the cover to the first remaining photo when the cover is deleted', async () => {
    const villaId = await createVilla(db.service)
    const [a] = await addPhotos(villaId, ['/a.webp', '/b.webp', '/c.webp'])
    const { error } = await staff.client.from('villa_photos').delete().eq('id', a!.id)
    expect(error).toBeNull()
    expect(await imagesOf(villaId)).toEqual(['/b.webp', '/c.webp'])
    expect((await photosOf(villaId))[0]).toMatchObject({ url: '/b.webp', is_cover: true })
  })

  it('is empty when the last photo goes', async () => {
    const villaId = await createVilla(db.service)
    const [a] = await addPhotos(villaId, ['/a.webp'])
    await staff.client.from('villa_photos').delete().eq('id', a!.id)
    expect(await imagesOf(villaId)).toEqual([])
  })
})

describe('a direct write of villas.images', () => {
  it('rebuilds the photo rows, keeping the captions of the URLs it still lists', async () => {
    const villaId = await createVilla(db.service)
    const [, b] = await addPhotos(villaId, ['/a.webp', '/b.webp'])
    await staff.client
      .from('villa_photos')
      .update({ caption: 'The pool', room: 'pool' })
      .eq('id', b!.id)
    const { error } = await staff.client
      .from('villas')
      .update({ images: ['/b.webp', '/new.webp', '/b.webp', ' '] })
      .eq('id', villaId)
    expect(error).toBeNull()
    expect(await imagesOf(villaId)).toEqual(['/b.webp', '/new.webp'])
    const photos = await photosOf(villaId)
    expect(photos).toMatchObject([
      { url: '/b.webp', position: 0, is_cover: true, caption: 'The pool', room: 'pool' },
      { url: '/new.webp', position: 1, is_cover: false, caption: '' },
    ])
  })

  it('makes rows for a villa created with images', async () => {
    const { data, error } = await db.service
      .from('villas')
      .insert({ name: 'Villa Rows', location: 'Agay', images: ['/x.webp', '/y.webp'] })
      .select('id')
      .single()
    expect(error).toBeNull()
    expect((await photosOf(data!.id as string)).map((photo) => photo.url)).toEqual([
      '/x.webp',
      '/y.webp',
    ])
  })
})

describe('who may read and write photos', () => {
  it('lets a visitor read the photos of an active villa only', async () => {
    const active = await createVilla(db.service)
    const hidden = await createVilla(db.service, { is_active: false })
    await addPhotos(active, ['/on.webp'])
    await addPhotos(hidden, ['/off.webp'])
    const { data, error } = await db.anon
      .from('villa_photos')
      .select('url')
      .in('villa_id', [active, hidden])
    expect(error).toBeNull()
    expect(data).toEqual([{ url: '/on.webp' }])
  })

  it('refuses writes from visitors and signed-in users who are not staff', async () => {
    const villaId = await createVilla(db.service)
    const byVisitor = await db.anon
      .from('villa_photos')
      .insert({ villa_id: villaId, url: '/v.webp' })
    expect(byVisitor.error?.code).toBe('42501')
    const byUser = await user.client
      .from('villa_photos')
      .insert({ villa_id: villaId, url: '/u.webp' })
    expect(byUser.error?.code).toBe('42501')
    const [photo] = await addPhotos(villaId, ['/s.webp'])
    const reorder = await user.client.rpc('reorder_villa_photos', {
      p_villa_id: villaId,
      p_photo_ids: [photo!.id],
    })
    expect(reorder.error?.code).toBe('42501')
    const anonReorder = await db.anon.rpc('reorder_villa_photos', {
      p_villa_id: villaId,
      p_photo_ids: [photo!.id],
    })
    expect(anonReorder.error).not.toBeNull()
    expect(await photosOf(villaId)).toHaveLength(1)
  })

  it('deletes the photos with their villa', async () => {
    const villaId = await createVilla(db.service)
    await addPhotos(villaId, ['/gone.webp'])
    await db.service.from('villas').delete().eq('id', villaId)
    expect(await photosOf(villaId)).toEqual([])
  })
})
