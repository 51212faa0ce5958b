import { expect, test, type Page } from './support/test'
import { createTestVilla, pngBuffer, removeVilla, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'

// Issue 17, point 7: a villa's photos — staff upload, order (by keyboard), caption, room, cover
// and delete them; visitors see them grouped by room and swipe through them on a phone.

const AZUR = { id: 'a1000000-0000-4000-8000-000000000001', name: 'Villa Azur' }

async function imagesOf(villaId: string) {
  const { data } = await serviceClient().from('villas').select('images').eq('id', villaId).single()
  return (data?.images ?? []) as string[]
}

async function photosOf(villaId: string) {
  const { data } = await serviceClient()
    .from('villa_photos')
    .select('url, caption, room, is_cover, variants')
    .eq('villa_id', villaId)
    .order('position')
  return data ?? []
}

test.describe('staff', () => {
  let villaId = ''
  const NAME = 'Villa E2E Photo Set'
  test.beforeAll(async () => {
    villaId = (await createTestVilla(NAME)).id
  })
  test.afterAll(async () => {
    if (villaId) await removeVilla(villaId)
  })

  test('upload photos, caption them, order them by keyboard, pick the cover and delete one', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/villas')
    await page.getByRole('button', { name: `Edit ${NAME}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Villa' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Changes here are saved at once').first()).toBeVisible()

    await dialog.getByLabel('Upload images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: pngBuffer(1200, 900, [200, 161, 90]) },
      { name: 'two.png', mimeType: 'image/png', buffer: pngBuffer(1200, 900, [15, 42, 68]) },
      { name: 'three.png', mimeType: 'image/png', buffer: pngBuffer(600, 450, [90, 140, 180]) },
    ])
    await expect(page.getByText('3 image(s) uploaded successfully')).toBeVisible({
      timeout: 30_000,
    })
    const tiles = dialog.getByRole('list', { name: 'Villa photos' }).getByRole('listitem')
    await expect(tiles).toHaveCount(3)

    // Saved at once, each with its WebP variants; villas.images follows, the first as cover.
    await expect.poll(async () => (await imagesOf(villaId)).length).toBe(3)
    const [one, two, three] = await imagesOf(villaId)
    expect(one).toMatch(/\/w1200\.webp$/)
    expect(three).toMatch(/\/w600\.webp$/)
    const stored = await photosOf(villaId)
    expect((stored[0]!.variants as { width: number }[]).map((v) => v.width)).toEqual([
      480, 960, 1200,
    ])
    expect(stored.map((photo) => photo.is_cover)).toEqual([true, false, false])

    // Caption and room of the second photo.
    await dialog.getByLabel('Caption of photo 2').fill('The terrace at dusk')
    await dialog.getByLabel('Caption of photo 2').press('Enter')
    await dialog.getByLabel('Room of photo 2').selectOption({ label: 'Terrace' })
    await expect
      .poll(async () => (await photosOf(villaId))[1])
      .toMatchObject({ caption: 'The terrace at dusk', room: 'terrace' })

    // Keyboard: pick up the third photo by its handle, move it one place back, drop it.
    const handle = dialog.getByRole('button', { name: 'Drag photo 3 to reorder' })
    await handle.focus()
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowLeft')
    await page.waitForTimeout(300)
    await page.keyboard.press('Space')
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => imagesOf(villaId)).toEqual([one, three, two])
    // …and with the move buttons.
    await dialog.getByRole('button', { name: 'Move photo 1 later' }).click()
    await expect.poll(() => imagesOf(villaId)).toEqual([one, three, two])
    await expect
      .poll(async () => (await photosOf(villaId)).map((photo) => photo.url))
      .toEqual([three, one, two])

    // The cover comes first in villas.images, wherever it stands.
    await dialog.getByRole('button', { name: 'Set photo 3 as cover' }).click()
    await expect.poll(() => imagesOf(villaId)).toEqual([two, three, one])

    // Delete, in the app's dialog (never the browser's).
    let usedBrowserDialog = false
    page.on('dialog', (browserDialog) => {
      usedBrowserDialog = true
      void browserDialog.dismiss()
    })
    await dialog.getByRole('button', { name: 'Delete photo 1' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete photo 1?' })
    await confirm.getByRole('button', { name: 'Keep photo' }).click()
    await expect(tiles).toHaveCount(3)
    await dialog.getByRole('button', { name: 'Delete photo 1' }).click()
    await confirm.getByRole('button', { name: 'Delete photo' }).click()
    await expect(page.getByText('Image deleted successfully')).toBeVisible()
    await expect(tiles).toHaveCount(2)
    await expect.poll(() => imagesOf(villaId)).toEqual([two, one])
    expect(usedBrowserDialog).toBe(false)
    // Its files are gone from the bucket.
    expect((await page.request.get(three!)).ok()).toBe(false)
  })

  test('are warned before leaving the villa editor with unsaved changes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/villas')
    await page.getByRole('button', { name: `Edit ${NAME}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Villa' })
    await dialog.getByLabel('Name').fill(`${NAME} (draft)`)
    await expect(dialog.getByText('Unsaved changes')).toBeVisible()
    await page.keyboard.press('Escape')
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    await expect(dialog.getByLabel('Name')).toHaveValue(`${NAME} (draft)`)
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await discard.getByRole('button', { name: 'Discard changes' }).click()
    await expect(dialog).toBeHidden()
    const { data } = await serviceClient().from('villas').select('name').eq('id', villaId).single()
    expect(data?.name).toBe(NAME)
  })
})

test('"Show all photos" groups the villa’s photos by room, with captions', async ({ page }) => {
  await page.goto(`/villa/${AZUR.id}`)
  await page.getByRole('button', { name: 'Show all photos' }).first().click()
  const all = page.getByRole('dialog', { name: `${AZUR.name} · 4 photos` })
  await expect(all).toBeVisible()
  const rooms = all.getByRole('region')
  await expect(rooms).toHaveCount(4)
  await expect(all.getByRole('heading', { level: 3 })).toHaveText([
    /^Exterior/,
    /^Living room/,
    /^Bedroom/,
    /^Pool/,
  ])
  await expect(all.getByRole('region', { name: 'Pool' })).toContainText('The infinity pool')
  await all.getByRole('region', { name: 'Pool' }).getByRole('button').click()
  await expect(page.getByText('3 / 4', { exact: true })).toBeVisible()
  await expect(page.getByText('The infinity pool').last()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('3 / 4', { exact: true })).toBeHidden()
  await expect(all).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  async function swipe(page: Page, from: [number, number], to: [number, number]) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from[0], y: from[1] }],
    })
    for (let step = 1; step <= 6; step += 1) {
      const x = from[0] + ((to[0] - from[0]) * step) / 6
      const y = from[1] + ((to[1] - from[1]) * step) / 6
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
  }

  test('the lightbox follows swipes, wraps around and pinches to zoom', async ({ page }) => {
    await page.goto(`/villa/${AZUR.id}`)
    await page.getByRole('button', { name: `Open the photos of ${AZUR.name}` }).click()
    await expect(page.getByText('1 / 4', { exact: true })).toBeVisible()
    const photo = page.getByTestId('lightbox-photo')
    const box = (await photo.boundingBox())!
    const middle = box.y + box.height / 2

    await swipe(page, [box.x + box.width - 30, middle], [box.x + 30, middle])
    await expect(page.getByText('2 / 4', { exact: true })).toBeVisible()
    await swipe(page, [box.x + 30, middle], [box.x + box.width - 30, middle])
    await expect(page.getByText('1 / 4', { exact: true })).toBeVisible()
    await swipe(page, [box.x + 30, middle], [box.x + box.width - 30, middle])
    await expect(page.getByText('4 / 4', { exact: true })).toBeVisible()
    // The page behind stays locked.
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(true)

    // Two fingers moving apart zoom in; a swipe while zoomed pans instead of changing photo.
    const cdp = await page.context().newCDPSession(page)
    const cx = box.x + box.width / 2
    const touch = (spread: number) => [
      { x: cx - spread, y: middle, id: 1 },
      { x: cx + spread, y: middle, id: 2 },
    ]
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(30) })
    for (const spread of [45, 60, 75, 90]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(spread) })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
    await expect.poll(async () => Number(await photo.getAttribute('data-zoom'))).toBeGreaterThan(2)
    await swipe(page, [cx + 60, middle], [cx - 60, middle])
    await expect(page.getByText('4 / 4', { exact: true })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByText('4 / 4', { exact: true })).toBeHidden()
  })

  test('a villa card’s photos change with a swipe, without opening the villa', async ({ page }) => {
    await page.goto('/villas')
    const card = page.locator('article').first()
    await card.scrollIntoViewIfNeeded()
    const image = card.locator('img').first()
    const first = await image.getAttribute('src')
    const area = (await card.getByTestId('card-photo-swipe').boundingBox())!
    // Below the arrows, which sit at mid-height.
    const y = area.y + area.height * 0.8
    await swipe(page, [area.x + area.width - 40, y], [area.x + 40, y])
    await expect(image).not.toHaveAttribute('src', first!)
    await expect(card.getByRole('img', { name: /photo 2 of 4/ })).toBeVisible()
    await expect(page).toHaveURL(/\/villas$/)
  })
})
