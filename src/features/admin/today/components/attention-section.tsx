import { CheckCircle2 } from 'lucide-react'
import { useAdminAttention } from '@/features/admin/layout/api/get-admin-attention'
import { AttentionList, needsAttention } from '@/features/admin/layout/components/admin-attention'
import { useLatePayments } from '@/features/admin/payments/api/get-late-payments'
import { LatePaymentsList } from '@/features/admin/payments/components/late-payments-list'
import { TodaySection } from './today-section'

/**
 * The same answer as the notice above every other admin screen (admin_attention, one cached
 * query), with the same lines and links; said here even when all is well.
 */
export function AttentionSection() {
  const { data } = useAdminAttention()
  const late = useLatePayments().data ?? []
  if (!data) return null
  return (
    <TodaySection id="today-attention" title="Needs attention">
      {late.length > 0 && (
        <div className="py-1 text-sm">
          <LatePaymentsList late={late} />
        </div>
      )}
      {needsAttention(data) ? (
        <div className="py-1 text-sm">
          <AttentionList data={data} />
        </div>
      ) : (
        <p className="flex items-center gap-2 py-2 text-sm text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Every email went out, every imported calendar is in sync and the legal identity is
          complete{late.length === 0 && '; no payment is late'}.
        </p>
      )}
    </TodaySection>
  )
}
