import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { VillaScope } from '@/features/admin/layout/components/villa-scope'
import { ReviewsManager } from '@/features/admin/reviews/components/reviews-manager'

export default function VillaReviewsPage() {
  return (
    <>
      <AdminPageHeader
        title="Manage Villa Reviews"
        description="Guest reviews shown on each villa's page, in display order."
      />
      {/* The same villa picker as the FAQ screen; both screens manage one villa at a time. */}
      <VillaScope>
        {(villa) => <ReviewsManager key={villa.id} villaId={villa.id} villaName={villa.name} />}
      </VillaScope>
    </>
  )
}
