import { Star } from 'lucide-react'
import { VillaItemsManager } from '@/features/admin/layout/components/villa-items-manager'
import { useAdminReviews } from '../api/get-admin-reviews'
import { ReviewAddForm } from './review-add-form'
import { ReviewItem } from './review-item'

/** One villa's reviews in display order, with the add form. */
export function ReviewsManager({ villaId, villaName }: { villaId: string; villaName: string }) {
  const reviews = useAdminReviews(villaId)
  return (
    <VillaItemsManager
      items={reviews}
      texts={{
        loading: 'Loading reviews...',
        error: 'Failed to fetch reviews',
        emptyTitle: 'No reviews yet',
        emptyDescription: `Add the first guest review of ${villaName}.`,
        section: 'Review list',
        list: `Reviews of ${villaName}`,
      }}
      emptyIcon={Star}
      renderItem={(review) => <ReviewItem review={review} />}
      addForm={<ReviewAddForm villaId={villaId} />}
      asideClassName="lg:grid-cols-[minmax(0,1fr)_24rem]"
    />
  )
}
