import type { Stay } from '@/features/stay/api/get-stay'
import { useStayArrival } from '@/features/stay/api/get-stay-arrival'
import type { StayMoney } from '@/features/stay/api/get-stay-money'
import { useStayPaymentDetails } from '@/features/stay/api/get-stay-payment-details'
import { todayInParis } from '@/lib/dates'
import { HowToPay } from './how-to-pay'
import { StayArrival } from './stay-arrival'
import { StayPayments } from './stay-payments'

/**
 * What a confirmed stay needs next: its payments, how to pay while something remains, and the
 * arrival information (or when it will appear). Nothing for a request not confirmed or ended.
 */
export function StayPracticalities({
  stay,
  token,
  money,
}: {
  stay: Stay
  token: string
  money: StayMoney | null | undefined
}) {
  const isConfirmed = stay.status === 'confirmed'
  const details = useStayPaymentDetails(token, isConfirmed)
  const arrival = useStayArrival(token, isConfirmed)
  const today = todayInParis()
  if (!isConfirmed) return null
  const isOver = today > stay.check_out
  const isDue = money ? money.remaining > 0 : false
  return (
    <div className="mt-12 space-y-12">
      {money && money.lines.length > 0 && <StayPayments money={money} />}
      {details.data && isDue && <HowToPay details={details.data} />}
      {arrival.data && !isOver && <StayArrival arrival={arrival.data} today={today} />}
    </div>
  )
}
