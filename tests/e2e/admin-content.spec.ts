import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { anonClient, pngBuffer, seriousViolations, signInAsAdmin } from './support/admin'
import { serviceClient } from './support/stack'
import type { Enums } from '../../src/types/database.types'

// The seed's about sections this spec edits, put back afterwards.
type Section = { id: string; title: string | null; content: string; image_url: string | null }
const original: Record<string, Section> = {}

async function aboutSection(key: string) {
  const { data, error } = await serviceClient()
    .from('page_content')
    .select('id, title, content, image_url')
    .eq('page_slug', 'about')
    .eq('section_key', key)
    .single()
  if (error) throw error
  return data
}

test.beforeAll(async () => {
  for (const key of ['hero_title', 'hero_image']) original[key] = await aboutSection(key)
})

test.afterAll(async () => {
  const db = serviceClient()
  for (const section of Object.values(original)) {
    const { id, ...values } = section
    await db.from('page_content').update(values).eq('id', id)
  }
  const { data: files } = await db.storage.from('assets').list('about')
  if (files?.length) await db.storage.from('assets').remove(files.map((f) => `about/${f.name}`))
})

test('an edited title and a new image show on the public about page', async ({ page }) => {
  await signInAsAdmin(page, '/admin/page-content')
  await expect(page.getByRole('heading', { name: 'Page Content Management' })).toBeVisible()
  await page.getByLabel('Page', { exact: true }).click()
  await page.getByRole('option', { name: 'About Page' }).click()
  // Sections read as words, grouped by the part of the page they fill; the key is only a hint.
  const hero = page.getByRole('region', { name: 'Hero', exact: true })
  await expect(hero.getByRole('heading', { name: 'Hero title', exact: true })).toBeVisible()
  await expect(hero.getByRole('heading', { name: 'Hero image', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'hero_title' })).toHaveCount(0)
  const title = page.getByRole('group', { name: 'Hero title (section hero_title)' })
  await expect(title.getByLabel('Content')).toHaveValue(original.hero_title.content)
  expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

  await title.getByLabel('Content').fill('The Riviera, Our Home')
  await title.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Content updated successfully')).toBeVisible()

  const image = page.getByRole('group', { name: 'Hero image (section hero_image)' })
  await image.getByLabel('Image file for Hero image').setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: pngBuffer(64, 36, [200, 161, 90]),
  })
  await expect(page.getByText('Image uploaded successfully')).toBeVisible()
  const saved = await aboutSection('hero_image')
  expect(saved.image_url).toMatch(/\/storage\/v1\/object\/public\/assets\/about\/\d+\.png$/)
  await expect(image.getByRole('img', { name: 'Current image: Hero image' })).toHaveAttribute(
    'src',
    saved.image_url ?? '',
  )

  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'The Riviera, Our Home' })).toBeVisible()
  await expect(page.locator(`img[src="${saved.image_url}"]`).first()).toBeAttached()

  // Removing the image leaves the section without one.
  await page.goto('/admin/page-content')
  await page.getByLabel('Page', { exact: true }).click()
  await page.getByRole('option', { name: 'About Page' }).click()
  await image.getByRole('button', { name: 'Remove Image' }).click()
  await expect(page.getByText('Image deleted successfully')).toBeVisible()
  await expect(image.getByText('No image')).toBeVisible()
  expect((await aboutSection('hero_image')).image_url).toBeNull()
})

test('messages are marked read and replied, and the unread badges follow', async ({ page }) => {
  const name = `E2E Visitor ${Date.now()}`
  const { error } = await anonClient().from('contact_submissions').insert({
    name,
    email: 'visitor.e2e@example.com',
    phone: '+33 6 00 00 00 00',
    message: 'Is Villa Azur free in the second week of June?',
    form_type: 'general',
  })
  expect(error).toBeNull()

  try {
    const db = serviceClient()
    const unread = async (formType: Enums<'enquiry_form_type'>) => {
      const { count } = await db
        .from('contact_submissions')
        .select('id', { count: 'exact', head: true })
        .eq('form_type', formType)
        .eq('status', 'unread')
      return count ?? 0
    }
    const general = await unread('general')
    const concierge = await unread('concierge')

    await signInAsAdmin(page, '/admin/messages')
    const generalTab = page.getByRole('tab', { name: /General Inquiries/ })
    await expect(generalTab).toHaveAccessibleName(`General Inquiries ${general} unread`)
    await expect(page.getByRole('tab', { name: /Concierge Requests/ })).toHaveAccessibleName(
      `Concierge Requests ${concierge} unread`,
    )
    expect(seriousViolations(await new AxeBuilder({ page }).analyze())).toEqual([])

    const card = page.getByRole('group', { name: `Message from ${name}` })
    await expect(card.getByText('Unread', { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
      'href',
      'mailto:visitor.e2e@example.com?subject=Re%3A%20Your%20inquiry',
    )
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/)

    await card.getByRole('button', { name: 'Mark as Read' }).click()
    await expect(page.getByText('Status updated successfully')).toBeVisible()
    await expect(card.getByText('Read', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0)
    await expect(generalTab).toHaveAccessibleName(`General Inquiries ${general - 1} unread`)

    await card.getByRole('button', { name: 'Mark as Replied' }).click()
    await expect(card.getByText('Replied', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Mark as Replied' })).toHaveCount(0)
    const { data } = await db.from('contact_submissions').select('status').eq('name', name).single()
    expect(data?.status).toBe('replied')
  } finally {
    await serviceClient().from('contact_submissions').delete().eq('name', name)
  }
})
