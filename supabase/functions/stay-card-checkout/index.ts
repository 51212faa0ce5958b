// stay-card-checkout: the stay page's card payment (issue 21, point 2). A visitor holding a
// stay link posts { token, action }:
//   action "offer"     → { available: true, amount, label, label_fr, due_on } when card payments are
//                        configured (STRIPE_SECRET_KEY) and the booking has a payment due, else
//                        { available: false } — the page shows the button only on the first.
//   action "checkout"  → { url } of a new Stripe Checkout Session for that amount; the page
//                        sends the guest there.
// The amount is the database's (public.stay_card_payment: the next scheduled payment not yet
// covered), never the caller's. A wrong, revoked or unknown link answers as "nothing to pay".
// No key (verify_jwt = false): the stay link is the access, as on the stay page.
// A failure answers { code, message }: the stay page words the code in the guest's language
// (src/features/stay/lib/card-checkout-problem.ts); the English message is for logs.
import { corsHeaders, env, jsonResponse, serviceClient } from '../_shared/clients.ts'
import { formatStay } from '../_shared/emails/format.ts'
import { stripeClient, stripeSecretKey, toCents } from '../_shared/stripe.ts'

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/

async function readRequest(req: Request): Promise<{ token: string; action: string } | null> {
  try {
    const body = (await req.json()) as { token?: unknown; action?: unknown }
    if (typeof body.token !== 'string' || !TOKEN.test(body.token)) return null
    const action = body.action === 'checkout' ? 'checkout' : 'offer'
    return { token: body.token, action }
  } catch {
    return null
  }
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST') return jsonResponse(405, { message: 'Use POST' })
  const request = await readRequest(req)
  if (!request) {
    return jsonResponse(400, { code: 'invalid_link', message: 'This link is not valid' })
  }

  const secretKey = stripeSecretKey()
  if (!secretKey) return jsonResponse(200, { available: false })

  const db = serviceClient()
  const { data: due, error } = await db
    .rpc('stay_card_payment', { p_token: request.token })
    .maybeSingle()
  if (error) {
    console.error(`stay-card-checkout: ${error.message}`)
    return jsonResponse(500, {
      code: 'payment_not_prepared',
      message: 'The payment could not be prepared. Please try again.',
    })
  }
  if (!due || !(Number(due.amount) > 0)) return jsonResponse(200, { available: false })

  const amount = Number(due.amount)
  if (request.action === 'offer') {
    return jsonResponse(200, {
      available: true,
      amount,
      label: due.label,
      label_fr: due.label_fr,
      due_on: due.due_on,
    })
  }
  // Stripe's page names the payment in the language the guest booked in.
  const french = due.language === 'fr'
  const label = (french && due.label_fr) || due.label

  const stay = `/stay/${encodeURIComponent(request.token)}`
  const site = env('SITE_URL').replace(/\/+$/, '')
  try {
    const session = await stripeClient(secretKey).checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: toCents(amount),
            product_data: {
              name: `${label}${french ? '\u00a0:' : ':'} ${due.villa_name}, ${formatStay(due.check_in, due.check_out, french ? 'fr' : 'en')}`,
            },
          },
        },
      ],
      customer_email: due.guest_email,
      client_reference_id: due.booking_id,
      metadata: { booking_id: due.booking_id, due_on: due.due_on ?? '' },
      payment_intent_data: { metadata: { booking_id: due.booking_id } },
      locale: french ? 'fr' : 'en',
      success_url: `${site}${french ? '/fr' : ''}${stay}?card=paid`,
      cancel_url: `${site}${french ? '/fr' : ''}${stay}?card=cancelled`,
    })
    if (!session.url) throw new Error('Stripe answered without a Checkout URL')
    return jsonResponse(200, { url: session.url })
  } catch (error) {
    console.error(`stay-card-checkout: ${error instanceof Error ? error.message : String(error)}`)
    return jsonResponse(502, {
      code: 'checkout_unavailable',
      message: 'The card payment page could not be opened. Please try again in a moment.',
    })
  }
})
