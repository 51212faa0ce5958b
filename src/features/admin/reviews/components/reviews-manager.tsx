import { Star } from 'lucide-react'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { useAdminReviews } from '../api/get-admin-reviews'
import { ReviewAddForm } from './review-add-form'
import { ReviewItem } from './review-item'

/** One villa's reviews in display order, with the add form. */
export function ReviewsManager({ villaId, villaName }: { villaId: string; villaName: string }) {
  const reviews = useAdminReviews(villaId)

  const list = reviews.isPending ? (
    <AdminLoading label="Loading reviews..." />
  ) : reviews.isError ? (
    <AdminError message="Failed to fetch reviews" onRetry={() => reviews.refetch()} />
  ) : reviews.data.length === 0 ? (
    <AdminEmpty
      icon={Star}
      title="No reviews yet"
      description={`Add the first guest review of ${villaName}.`}
    />
  ) : (
    <ul className="space-y-4" aria-label={`Reviews of ${villaName}`}>
      {reviews.data.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  )

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-label="Review list" className="order-2 lg:order-1">
        {list}
      </section>
      <div className="order-1 lg:sticky lg:top-24 lg:order-2">
        <ReviewAddForm villaId={villaId} />
      </div>
    </div>
  )
}
