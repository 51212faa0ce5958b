import type { Stay } from '@/features/stay/api/get-stay'
import { useStayArrival } from '@/features/stay/api/get-stay-arrival'
import { useStayPaymentDetails } from '@/features/stay/api/get-stay-payment-details'
import { todayInParis } from '@/lib/dates'
import { HowToPay } from './how-to-pay'
import { StayArrival } from './stay-arrival'

/**
 * What a confirmed stay needs next: how to pay while something is due, and the arrival
 * information (or when it will appear). Nothing for a request not confirmed or ended.
 */
export function StayPracticalities({ stay, token }: { stay: Stay; token: string }) {
  const isConfirmed = stay.status === 'confirmed'
  const details = useStayPaymentDetails(token, isConfirmed)
  const arrival = useStayArrival(token)
  const today = todayInParis()
  if (!isConfirmed) return null
  const isOver = today > stay.check_out
  return (
    <div className="mt-12 space-y-12">
      {details.data && !arrival.data?.is_paid_in_full && <HowToPay details={details.data} />}
      {arrival.data && !isOver && <StayArrival arrival={arrival.data} today={today} />}
    </div>
  )
}
