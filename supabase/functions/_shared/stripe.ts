// Stripe for the card path (issue 21): the official SDK (npm:stripe) with Deno's fetch and
// SubtleCrypto. STRIPE_SECRET_KEY enables card payments; STRIPE_WEBHOOK_SECRET verifies the
// events Stripe posts to stripe-webhook. STRIPE_API_BASE points the SDK at another address
// than https://api.stripe.com: only the offline tests set it (a local stand-in for Stripe).
import Stripe from 'npm:stripe@23.1.0'

export { Stripe }

/** The configured secret key, or null: without it the stay page offers no card payment. */
export function stripeSecretKey(): string | null {
  return Deno.env.get('STRIPE_SECRET_KEY')?.trim() || null
}

export function stripeClient(secretKey: string): Stripe {
  const base = Deno.env.get('STRIPE_API_BASE')?.trim()
  const url = base ? new URL(base) : null
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/** Verifies a signature with Web Crypto (Deno has no Node crypto for the synchronous check). */
export const cryptoProvider = Stripe.createSubtleCryptoProvider()

/** Euros as Stripe counts them: cents, an integer. */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}
