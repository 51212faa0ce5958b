import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deflateSync } from 'node:zlib'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Stack } from '../../supabase/local/server.ts'
import { clientFor, createUser, signedIn, startStack } from './support/local-stack.ts'

let stack: Stack
let staff: SupabaseClient

beforeAll(async () => {
  stack = await startStack()
  await createUser(stack, 'staff@example.com', 'staff-password', 'staff')
  await createUser(stack, 'guest@example.com', 'guest-password')
  staff = await signedIn(stack, 'staff@example.com', 'staff-password')
})
afterAll(() => stack?.stop())

/** A real 2×2 PNG, so that the bytes served back can be compared exactly. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])
  const pixels = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

const pngBlob = () => new Blob([new Uint8Array(png())], { type: 'image/png' })

describe('storage bucket "assets"', () => {
  it('serves a staff upload back byte for byte at its public URL', async () => {
    const bucket = staff.storage.from('assets')
    const { data, error } = await bucket.upload('villas/pool view.png', pngBlob(), { upsert: true })
    expect(error).toBeNull()
    expect(data?.fullPath).toBe('assets/villas/pool view.png')

    const url = bucket.getPublicUrl('villas/pool view.png').data.publicUrl
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('etag')).toBeTruthy()
    expect(Buffer.from(await response.arrayBuffer()).equals(png())).toBe(true)
  })

  it('stores raw uploads with the given content type and replaces with upsert', async () => {
    const bucket = staff.storage.from('assets')
    const first = await bucket.upload('home/hero.png', png(), { contentType: 'image/png' })
    expect(first.error).toBeNull()
    const duplicate = await bucket.upload('home/hero.png', png(), { contentType: 'image/png' })
    expect(duplicate.error).toMatchObject({ statusCode: '409' })
    const replaced = await bucket.upload('home/hero.png', Buffer.from('GIF89a'), {
      contentType: 'image/gif',
      upsert: true,
    })
    expect(replaced.error).toBeNull()
    const response = await fetch(bucket.getPublicUrl('home/hero.png').data.publicUrl)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(await response.text()).toBe('GIF89a')
  })

  it('refuses uploads from visitors and from signed-in users without a staff role', async () => {
    const anon = await clientFor(stack, stack.anonKey)
      .storage.from('assets')
      .upload('x.png', pngBlob())
    expect(anon.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    const guest = await signedIn(stack, 'guest@example.com', 'guest-password')
    const asGuest = await guest.storage.from('assets').upload('y.png', pngBlob())
    expect(asGuest.error).toMatchObject({ statusCode: '403' })
    const { rows } = await stack.db.pg.query(
      `select 1 from storage.objects where name in ('x.png', 'y.png')`,
    )
    expect(rows).toHaveLength(0)
  })

  it('refuses a file that is not an image', async () => {
    const { error } = await staff.storage
      .from('assets')
      .upload('notes.txt', new Blob(['hello'], { type: 'text/plain' }))
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    })
  })

  it('refuses an image over 10 MB', async () => {
    const big = new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' })
    const { error } = await staff.storage.from('assets').upload('villas/huge.png', big)
    expect(error).toMatchObject({ statusCode: '413' })
    const { rows } = await stack.db.pg.query(
      `select 1 from storage.objects where name = 'villas/huge.png'`,
    )
    expect(rows).toHaveLength(0)
  })

  it('removes files so that their public URL no longer serves them', async () => {
    const bucket = staff.storage.from('assets')
    await bucket.upload('villas/to-remove.png', pngBlob())
    const url = bucket.getPublicUrl('villas/to-remove.png').data.publicUrl
    expect((await fetch(url)).status).toBe(200)

    const { data, error } = await bucket.remove(['villas/to-remove.png', 'villas/never-there.png'])
    expect(error).toBeNull()
    expect(data?.map((object) => object.name)).toEqual(['villas/to-remove.png'])
    const after = await fetch(url)
    expect(after.status).toBe(400)
    expect(await after.json()).toMatchObject({ statusCode: '404', message: 'Object not found' })
    const { rows } = await stack.db.pg.query(
      'select 1 from local_stack.object_data where object_id = $1',
      [data![0]!.id],
    )
    expect(rows).toHaveLength(0)
  })

  it('does not let visitors remove files', async () => {
    const bucket = staff.storage.from('assets')
    await bucket.upload('villas/keep.png', pngBlob())
    const { data } = await clientFor(stack, stack.anonKey)
      .storage.from('assets')
      .remove(['villas/keep.png'])
    expect(data).toEqual([])
    expect((await fetch(bucket.getPublicUrl('villas/keep.png').data.publicUrl)).status).toBe(200)
  })

  it('downloads with the signed-in staff session', async () => {
    await staff.storage.from('assets').upload('villas/download.png', pngBlob())
    const { data, error } = await staff.storage.from('assets').download('villas/download.png')
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer()).equals(png())).toBe(true)
  })

  it('answers an unknown bucket with Bucket not found', async () => {
    const { error } = await staff.storage.from('nope').upload('a.png', pngBlob())
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})

describe('active content is kept off the storage domain', () => {
  it.each([
    ['an SVG', 'villas/logo.svg', 'image/svg+xml', '<svg onload="alert(1)"/>', '415'],
    [
      'HTML dressed as a PNG',
      'villas/page.png',
      'image/png, text/html',
      '<script>1</script>',
      '415',
    ],
    // Real PNG bytes: the content check passes, the policy on the name refuses.
    ['a PNG under an .html name', 'villas/page.html', 'image/png', png(), '403'],
    ['a PNG under an .svg name', 'villas/logo.svg', 'image/png', png(), '403'],
  ])('refuses %s', async (_what, path, type, body, status) => {
    const bytes = typeof body === 'string' ? body : new Uint8Array(body)
    const { error } = await staff.storage
      .from('assets')
      .upload(path, new Blob([bytes], { type }), { contentType: type })
    expect(error).toMatchObject({ statusCode: status })
    const { rows } = await stack.db.pg.query('select 1 from storage.objects where name = $1', [
      path,
    ])
    expect(rows).toEqual([])
  })

  it('still takes a PNG, a JPEG and a WebP, and serves them with nosniff', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0])
    const webp = new Uint8Array([...Buffer.from('RIFF'), 4, 0, 0, 0, ...Buffer.from('WEBPVP8 ')])
    for (const [path, type, body] of [
      ['villas/a.png', 'image/png', pngBlob()],
      ['villas/b.jpg', 'image/jpeg', new Blob([jpeg], { type: 'image/jpeg' })],
      ['villas/c.webp', 'image/webp', new Blob([webp], { type: 'image/webp' })],
    ] as const) {
      const { error } = await staff.storage
        .from('assets')
        .upload(path, body, { contentType: type, upsert: true })
      expect(error).toBeNull()
    }
    const served = await fetch(
      staff.storage.from('assets').getPublicUrl('villas/b.jpg').data.publicUrl,
    )
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses a file whose bytes are not the image type it claims', async () => {
    const page = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' })
    const { error } = await staff.storage
      .from('assets')
      .upload('villas/page-as.png', page, { contentType: 'image/png' })
    expect(error).toMatchObject({
      statusCode: '415',
      message: "The file's content is not image/png: it does not start like one",
    })
    const pngAsJpeg = await staff.storage
      .from('assets')
      .upload('villas/png-as.jpg', new Blob([new Uint8Array(png())], { type: 'image/jpeg' }), {
        contentType: 'image/jpeg',
      })
    expect(pngAsJpeg.error?.statusCode).toBe('415')
  })
})
