import { HelpCircle } from 'lucide-react'
import { VillaItemsManager } from '@/features/admin/layout/components/villa-items-manager'
import { useAdminFaqs } from '../api/get-admin-faqs'
import { FaqAddForm } from './faq-add-form'
import { FaqItem } from './faq-item'

/** One villa's FAQs in display order, with the add form. */
export function FaqsManager({ villaId, villaName }: { villaId: string; villaName: string }) {
  const faqs = useAdminFaqs(villaId)
  return (
    <VillaItemsManager
      items={faqs}
      texts={{
        loading: 'Loading FAQs...',
        error: 'Failed to fetch FAQs',
        emptyTitle: 'No FAQs yet',
        emptyDescription: `Add the first question guests ask about ${villaName}.`,
        section: 'FAQ list',
        list: `FAQs of ${villaName}`,
      }}
      emptyIcon={HelpCircle}
      renderItem={(faq) => <FaqItem faq={faq} />}
      addForm={<FaqAddForm villaId={villaId} />}
      asideClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
    />
  )
}
