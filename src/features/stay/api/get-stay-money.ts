import { queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf, required } from '@/lib/answers'
import { run } from '@/lib/api'
import { logQueryFailure } from '@/lib/log-query-failure'
import { PAYMENT_LINE_STATES, PAYMENT_STATES } from '@/lib/payment-states'
import { publicApi } from '@/lib/public-api'
import type { Database } from '@/types/database.types'
import { stayKeys } from './keys'

type MoneyRow = Database['public']['Functions']['get_stay_money']['Returns'][number]

/** The stay's money as the database computed it (booking_money and each scheduled payment). */
export function toStayMoney(row: MoneyRow) {
  return {
    total: row.total,
    received: row.received,
    remaining: row.remaining,
    overpaid: row.overpaid,
    dueNow: row.due_now,
    state: oneOf(row.state, PAYMENT_STATES, 'payment state'),
    lines: (row.lines ?? []).map((line) => {
      const checked = required(
        line,
        ['kind', 'label', 'due_on', 'amount', 'covered', 'state'],
        'payment line',
      )
      return { ...checked, state: oneOf(checked.state, PAYMENT_LINE_STATES, 'payment line state') }
    }),
  }
}
export type StayMoney = ReturnType<typeof toStayMoney>

export async function getStayMoney(token: string, signal?: AbortSignal): Promise<StayMoney | null> {
  const data = await run(publicApi.rpc('get_stay_money', { p_token: token }), signal)
  return data[0] ? toStayMoney(data[0]) : null
}

export function stayMoneyQueryOptions(token: string) {
  return queryOptions({
    queryKey: stayKeys.money(token),
    meta: { reads: ['bookings', 'booking_payments'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the payments', signal, () => getStayMoney(token, signal)),
  })
}

export function useStayMoney(token: string) {
  return useQuery(stayMoneyQueryOptions(token))
}
