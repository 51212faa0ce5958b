import { CheckCircle2 } from 'lucide-react'
import { useAdminAttention } from '@/features/admin/layout/api/get-admin-attention'
import { AttentionList, needsAttention } from '@/features/admin/layout/components/admin-attention'
import { useLatePayments } from '@/features/admin/payments/api/get-late-payments'
import { LatePaymentsList } from '@/features/admin/payments/components/late-payments-list'
import { TodaySection } from './today-section'
import * as m from '@/paraglide/messages'

/**
 * The same answer as the notice above every other admin screen (admin_attention, one cached
 * query), with the same lines and links; said here even when all is well.
 */
export function AttentionSection() {
  const { data } = useAdminAttention()
  const late = useLatePayments().data ?? []
  if (!data) return null
  return (
    <TodaySection id="today-attention" title={m.admin_today_attention()}>
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
          {late.length === 0 ? m.admin_today_all_well_no_late() : m.admin_today_all_well()}
        </p>
      )}
    </TodaySection>
  )
}
