import { HelpCircle } from 'lucide-react'
import { VillaItemsManager } from '@/features/admin/layout/components/villa-items-manager'
import { useAdminFaqs } from '../api/get-admin-faqs'
import { FaqAddForm } from './faq-add-form'
import { FaqItem } from './faq-item'
import * as m from '@/paraglide/messages'

/** One villa's FAQs in display order, with the add form. */
export function FaqsManager({ villaId, villaName }: { villaId: string; villaName: string }) {
  const faqs = useAdminFaqs(villaId)
  return (
    <VillaItemsManager
      items={faqs}
      texts={{
        loading: m.admin_faqs_loading(),
        error: m.admin_faqs_fetch_failed(),
        emptyTitle: m.admin_faqs_empty_title(),
        emptyDescription: m.admin_faqs_empty_description({ villa: villaName }),
        section: m.admin_faqs_section(),
        list: m.admin_faqs_list({ villa: villaName }),
      }}
      emptyIcon={HelpCircle}
      renderItem={(faq) => <FaqItem faq={faq} />}
      addForm={<FaqAddForm villaId={villaId} />}
      asideClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
    />
  )
}
