import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { env } from '@/config/env'
import { fetchWithDeadline } from '@/lib/fetch-with-deadline'
import { cardCheckoutProblem } from '../lib/card-checkout-problem'
import { stayKeys } from './keys'

/**
 * The card payment of the stay page (issue 21): what the stay-card-checkout Edge Function says
 * may be paid by card now. `available: false` when card payments are not configured (no Stripe
 * key), nothing is due, or the link opens nothing: the page then shows no button.
 */
export type CardOffer =
  | { available: false }
  | {
      available: true
      amount: number
      label: string
      label_fr: string | null
      due_on: string | null
    }

async function callCheckout(token: string, action: 'offer' | 'checkout', signal?: AbortSignal) {
  const response = await fetchWithDeadline(
    `${env.supabaseUrl.replace(/\/$/, '')}/functions/v1/stay-card-checkout`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: env.supabaseKey,
        authorization: `Bearer ${env.supabaseKey}`,
      },
      body: JSON.stringify({ token, action }),
      signal,
    },
  )
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!response.ok || !body) throw new Error(cardCheckoutProblem(body?.code))
  return body
}

export async function getCardOffer(token: string, signal?: AbortSignal): Promise<CardOffer> {
  const body = await callCheckout(token, 'offer', signal)
  if (body.available !== true) return { available: false }
  return {
    available: true,
    amount: Number(body.amount),
    label: String(body.label),
    label_fr: typeof body.label_fr === 'string' ? body.label_fr : null,
    due_on: typeof body.due_on === 'string' ? body.due_on : null,
  }
}

export function cardOfferQueryOptions(token: string) {
  return queryOptions({
    queryKey: stayKeys.cardOffer(token),
    queryFn: ({ signal }) => getCardOffer(token, signal),
    // No card button is no error to show: the guest still has the bank details.
    meta: { reads: ['booking_payments'] },
    retry: false,
  })
}

export function useCardOffer(token: string, enabled: boolean) {
  return useQuery({ ...cardOfferQueryOptions(token), enabled })
}

/** A new Stripe Checkout Session for what is due; answers the address to send the guest to. */
export async function startCardCheckout(token: string): Promise<string> {
  const body = await callCheckout(token, 'checkout')
  if (typeof body.url !== 'string') throw new Error(cardCheckoutProblem('nothing_due'))
  return body.url
}

export function useStartCardCheckout(token: string) {
  return useMutation({
    mutationFn: () => startCardCheckout(token),
    meta: { writes: [], errorToast: false },
    onSuccess: (url) => window.location.assign(url),
  })
}
