import { HelpCircle } from 'lucide-react'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { useAdminFaqs } from '../api/get-admin-faqs'
import { FaqAddForm } from './faq-add-form'
import { FaqItem } from './faq-item'

/** One villa's FAQs in display order, with the add form. */
export function FaqsManager({ villaId, villaName }: { villaId: string; villaName: string }) {
  const faqs = useAdminFaqs(villaId)

  const list = faqs.isPending ? (
    <AdminLoading label="Loading FAQs..." />
  ) : faqs.isError ? (
    <AdminError message="Failed to fetch FAQs" onRetry={() => faqs.refetch()} />
  ) : faqs.data.length === 0 ? (
    <AdminEmpty
      icon={HelpCircle}
      title="No FAQs yet"
      description={`Add the first question guests ask about ${villaName}.`}
    />
  ) : (
    <ul className="space-y-4" aria-label={`FAQs of ${villaName}`}>
      {faqs.data.map((faq) => (
        <li key={faq.id}>
          <FaqItem faq={faq} />
        </li>
      ))}
    </ul>
  )

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-label="FAQ list" className="order-2 lg:order-1">
        {list}
      </section>
      <div className="order-1 lg:sticky lg:top-24 lg:order-2">
        <FaqAddForm villaId={villaId} />
      </div>
    </div>
  )
}
