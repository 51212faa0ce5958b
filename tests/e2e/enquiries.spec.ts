import { expect, test, type Page } from './support/test'
import { serviceClient } from './support/stack'

// Each test sends an enquiry from a unique address and removes it afterwards, so the
// seeded messages the admin screens rely on stay as they were.
const sentFrom: string[] = []

test.afterEach(async () => {
  if (sentFrom.length === 0) return
  const { error } = await serviceClient()
    .from('contact_submissions')
    .delete()
    .in('email', sentFrom.splice(0))
  if (error) throw error
})

function uniqueEmail(kind: string) {
  const email = `e2e-${kind}-${Date.now()}@example.com`
  sentFrom.push(email)
  return email
}

async function submissionsFrom(email: string) {
  const { data, error } = await serviceClient()
    .from('contact_submissions')
    .select('form_type, name, email, phone, message, status')
    .eq('email', email)
  if (error) throw error
  return data
}

async function fillEnquiry(
  page: Page,
  fields: { name: string; email: string; phone?: string; message: string },
  messageLabel: string,
) {
  await page.getByLabel('Full Name').fill(fields.name)
  await page.getByLabel('Email').fill(fields.email)
  if (fields.phone) await page.getByLabel(/Phone/).fill(fields.phone)
  await page.getByLabel(messageLabel).fill(fields.message)
}

test.describe('enquiry forms', () => {
  test('a general inquiry lands in contact_submissions and the form is cleared', async ({
    page,
  }) => {
    const email = uniqueEmail('contact')
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'General Inquiries' })).toBeVisible()
    await expect(page).toHaveTitle('General Inquiries | Riviera Villas')
    await expect(page.getByText('9:00 AM-7:00 PM CET')).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6')

    // The browser's own checks stop an empty form before anything is sent.
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(
      await page.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false)

    await fillEnquiry(
      page,
      { name: 'Élise Martin', email, message: 'Is Villa Azur free in early June?' },
      'Message',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect(
      page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours."),
    ).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')
    await expect
      .poll(() => submissionsFrom(email))
      .toEqual([
        {
          form_type: 'general',
          name: 'Élise Martin',
          email,
          phone: null,
          message: 'Is Villa Azur free in early June?',
          status: 'unread',
        },
      ])
  })

  test('a concierge request lands in contact_submissions with its phone', async ({ page }) => {
    const email = uniqueEmail('concierge')
    await page.goto('/concierge')
    await expect(page.getByRole('heading', { level: 1, name: 'Concierge Services' })).toBeVisible()
    await fillEnquiry(
      page,
      {
        name: 'James Whitfield',
        email,
        phone: '+44 20 7946 0000',
        message: 'A private chef for four on 12 August.',
      },
      'Your Request',
    )
    await page.getByRole('button', { name: 'Submit Request' }).click()

    await expect(
      page.getByText(
        'Thank you for your concierge inquiry. Our team will contact you within 24 hours.',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Your Request')).toHaveValue('')
    await expect
      .poll(() => submissionsFrom(email))
      .toEqual([
        {
          form_type: 'concierge',
          name: 'James Whitfield',
          email,
          phone: '+44 20 7946 0000',
          message: 'A private chef for four on 12 August.',
          status: 'unread',
        },
      ])
  })

  test('a filled honeypot looks successful but sends nothing', async ({ page }) => {
    const email = uniqueEmail('bot')
    await page.goto('/contact')
    await fillEnquiry(page, { name: 'Spam Bot', email, message: 'Buy now' }, 'Message')
    await page
      .locator('input[name="company_website"]')
      .fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(
      page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours."),
    ).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    expect(await submissionsFrom(email)).toEqual([])
  })

  for (const path of ['/contact', '/concierge']) {
    test(`${path}: the form's place is kept while its code loads, and nothing moves when it arrives`, async ({
      page,
    }) => {
      // The form's code (react-hook-form and its checks) loads after the page: hold it back.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/enquiry-form-(?!card)[^/]*\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path)
      // The prerendered page's frame, then the app's once it has hydrated (the same place):
      // measured once the app's is up, so the measure never meets the swap.
      await page.waitForLoadState('load')
      const skeleton = page.getByRole('status', { name: 'Loading the form...' })
      await expect(skeleton).toBeVisible()
      let frame: { y: number; height: number } | null = null
      await expect(async () => {
        frame = await skeleton.boundingBox()
        expect(frame).not.toBeNull()
      }).toPass()
      release()
      const form = page.locator('main form')
      await expect(form.getByLabel('Full Name')).toBeVisible()
      const arrived = await form.boundingBox()
      expect(arrived?.y).toBeCloseTo(frame!.y, 0)
      expect(arrived?.height).toBeCloseTo(frame!.height, 0)
    })
  }
})
