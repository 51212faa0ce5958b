import { FaqsManager } from '@/features/admin/faqs/components/faqs-manager'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { VillaScope } from '@/features/admin/layout/components/villa-scope'

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
