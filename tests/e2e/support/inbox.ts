import { expect, type Page } from '@playwright/test'

/** The local stack's mail catcher (Mailpit's API and pages), as playwright.config.ts starts it. */
export const INBOX_URL = process.env.E2E_INBOX_URL ?? 'http://127.0.0.1:14334'

export interface CaughtEmail {
  ID: string
  Subject: string
  To: { Address: string }[]
}

/** Every email caught, newest first. */
export async function allEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${INBOX_URL}/api/v1/messages?limit=1000`)
  return ((await response.json()) as { messages: CaughtEmail[] }).messages
}

/** Every email caught for `address`, newest first. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  return (await allEmails()).filter((message) => message.To.some((to) => to.Address === address))
}

/** The plain text of the newest email to `address` whose subject starts with `subject`. */
export async function emailText(address: string, subject: string): Promise<string> {
  let text = ''
  await expect
    .poll(
      async () => {
        const found = (await emailsTo(address)).find((m) => m.Subject.startsWith(subject))
        if (!found) return false
        const message = await fetch(`${INBOX_URL}/api/v1/message/${found.ID}`)
        text = ((await message.json()) as { Text: string }).Text
        return true
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return text
}

/** Opens the newest email whose subject starts with `subject` in the inbox's pages. */
export async function openEmail(page: Page, subject: string) {
  await page.goto(INBOX_URL)
  const link = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(subject)}`) }).first()
  await expect(async () => {
    await page.reload()
    await expect(link).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await link.click()
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(subject)}`) }),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Text' }).click()
  return page.getByRole('tabpanel')
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
