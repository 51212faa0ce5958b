import { FaqsManager } from '@/features/admin/faqs/components/faqs-manager'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { VillaScope } from '@/features/admin/layout/components/villa-scope'
import * as m from '@/paraglide/messages'

export default function VillaFaqsPage() {
  return (
    <>
      <AdminPageHeader
        title={m.admin_faqs_page_title()}
        description={m.admin_faqs_page_description()}
      />
      <VillaScope>
        {(villa) => <FaqsManager key={villa.id} villaId={villa.id} villaName={villa.name} />}
      </VillaScope>
    </>
  )
}
