import type { Stack } from '../../../supabase/local/server.ts'

/** Asks `probe` every 150 ms until it answers something (30 s at the most). */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | false | undefined>,
): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

interface Summary {
  ID: string
  Subject: string
  To: { Address: string }[]
}

export interface CaughtEmail {
  subject: string
  text: string
}

/** Every email the stack's mail catcher holds for `address`, newest first, with its text. */
export async function emailsTo(stack: Stack, address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${stack.mail.url}/api/v1/messages?limit=1000`)
  const { messages } = (await response.json()) as { messages: Summary[] }
  const mine = messages.filter((m) => m.To.some((to) => to.Address === address))
  return Promise.all(
    mine.map(async (m) => {
      const message = await fetch(`${stack.mail.url}/api/v1/message/${m.ID}`)
      return { subject: m.Subject, text: ((await message.json()) as { Text: string }).Text }
    }),
  )
}
