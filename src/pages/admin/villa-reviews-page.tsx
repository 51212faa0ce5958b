import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { VillaScope } from '@/features/admin/layout/components/villa-scope'
import * as m from '@/paraglide/messages'
import { ReviewsManager } from '@/features/admin/reviews/components/reviews-manager'

export default function VillaReviewsPage() {
  return (
    <>
      <AdminPageHeader
        title={m.admin_reviews_page_title()}
        description={m.admin_reviews_page_description()}
      />
      {/* The same villa picker as the FAQ screen; both screens manage one villa at a time. */}
      <VillaScope>
        {(villa) => <ReviewsManager key={villa.id} villaId={villa.id} villaName={villa.name} />}
      </VillaScope>
    </>
  )
}
