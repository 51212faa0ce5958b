// stripe-webhook: Stripe posts its events here (Dashboard › Developers › Webhooks, endpoint
// <SUPABASE_URL>/functions/v1/stripe-webhook, events checkout.session.completed and
// checkout.session.async_payment_succeeded). Each event's signature is verified with Stripe's
// own library and STRIPE_WEBHOOK_SECRET: a bad or missing signature answers 400 and changes
// nothing. A paid Checkout Session records the card payment once (public.record_card_payment:
// the payment intent's id is the row's external_id, so Stripe repeating the event records
// nothing more); every other event is acknowledged and ignored. No key (verify_jwt = false):
// the signature is the access.
import { jsonResponse, serviceClient } from '../_shared/clients.ts'
import { cryptoProvider, Stripe, stripeClient, stripeSecretKey } from '../_shared/stripe.ts'

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
])

Deno.serve(async (req) => {
  if (req.method !== 'POST') return jsonResponse(405, { message: 'Use POST' })
  const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET')?.trim()
  if (!secret) {
    console.error('stripe-webhook: the STRIPE_WEBHOOK_SECRET secret is not set')
    return jsonResponse(503, { message: 'Card payments are not configured' })
  }
  const signature = req.headers.get('stripe-signature')
  if (!signature) return jsonResponse(400, { message: 'No Stripe-Signature header' })
  const body = await req.text()

  let event: Stripe.Event
  try {
    // The secret key is not needed to verify; the SDK only wants one to be built.
    event = await stripeClient(stripeSecretKey() ?? 'sk_unused').webhooks.constructEventAsync(
      body,
      signature,
      secret,
      undefined,
      cryptoProvider,
    )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(`stripe-webhook: refused an event: ${reason}`)
    return jsonResponse(400, { message: `Webhook signature verification failed: ${reason}` })
  }

  if (!PAID_EVENTS.has(event.type))
    return jsonResponse(200, { received: true, ignored: event.type })
  const session = event.data.object as Stripe.Checkout.Session
  const bookingId = session.metadata?.booking_id || session.client_reference_id
  if (session.payment_status !== 'paid' || !bookingId || session.currency !== 'eur') {
    return jsonResponse(200, { received: true, ignored: 'not a paid stay payment in euros' })
  }
  const amount = (session.amount_total ?? 0) / 100
  const paymentIntent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  const externalId = paymentIntent ?? session.id

  const { data: recorded, error } = await serviceClient().rpc('record_card_payment', {
    p_booking_id: bookingId,
    p_amount: amount,
    p_external_id: externalId,
    p_reference: `Card payment ${externalId}`,
  })
  if (error) {
    console.error(`stripe-webhook: ${event.id} not recorded: ${error.message}`)
    // A payment the books refuse (no such booking, an amount out of range) will be refused
    // again: acknowledged so Stripe stops retrying, and logged for staff. Anything else (the
    // database unreachable) answers 500 and Stripe retries for up to 3 days.
    if (error.code?.startsWith('23') || error.code === '22023') {
      return jsonResponse(200, { received: true, recorded: false, problem: error.message })
    }
    return jsonResponse(500, { message: 'The payment could not be recorded yet' })
  }
  return jsonResponse(200, { received: true, recorded, external_id: externalId })
})
