import { Star } from 'lucide-react'
import { VillaItemsManager } from '@/features/admin/layout/components/villa-items-manager'
import { useAdminReviews } from '../api/get-admin-reviews'
import { ReviewAddForm } from './review-add-form'
import { ReviewItem } from './review-item'
import * as m from '@/paraglide/messages'

/** One villa's reviews in display order, with the add form. */
export function ReviewsManager({ villaId, villaName }: { villaId: string; villaName: string }) {
  const reviews = useAdminReviews(villaId)
  return (
    <VillaItemsManager
      items={reviews}
      texts={{
        loading: m.admin_reviews_loading(),
        error: m.admin_reviews_fetch_failed(),
        emptyTitle: m.admin_reviews_none(),
        emptyDescription: m.admin_reviews_none_description({ villa: villaName }),
        section: m.admin_reviews_section(),
        list: m.admin_reviews_of({ villa: villaName }),
      }}
      emptyIcon={Star}
      renderItem={(review) => <ReviewItem review={review} />}
      addForm={<ReviewAddForm villaId={villaId} />}
      asideClassName="lg:grid-cols-[minmax(0,1fr)_24rem]"
    />
  )
}
