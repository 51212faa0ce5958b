import { FaqsManager } from '@/features/admin/faqs/components/faqs-manager'
import { VillaScope } from '@/features/admin/faqs/components/villa-scope'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'

export default function VillaFaqsPage() {
  return (
    <>
      <AdminPageHeader
        title="Manage Villa FAQs"
        description="Questions and answers shown on each villa's page, in display order."
      />
      <VillaScope>
        {(villa) => <FaqsManager key={villa.id} villaId={villa.id} villaName={villa.name} />}
      </VillaScope>
    </>
  )
}
